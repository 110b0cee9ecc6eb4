// The page of a missing item of one list (components/listing/missing-item.tsx), prerendered once per list.
// proxy.ts answers an address that names no current item with it, status 404 (lib/server/not-found-rewrite.mjs);
// its own address answers the site's 404 (proxy.ts).
import { MissingItemPage, missingItemMetadata, missingItemParams, type MissingItemProps } from '@/components/listing/missing-item';

export const dynamicParams = false;

export const generateStaticParams = () => missingItemParams('hi');

export const generateMetadata = (props: MissingItemProps) => missingItemMetadata('hi', props);

export default function MissingItem(props: MissingItemProps) {
  return <MissingItemPage {...props} locale="hi" />;
}
