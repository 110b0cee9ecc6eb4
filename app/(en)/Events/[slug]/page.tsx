import { ItemPage, itemPageMetadata, itemStaticParams, type ItemPageProps } from '@/components/listing/item-pages';

export const generateStaticParams = () => itemStaticParams('events');

export const generateMetadata = (props: ItemPageProps) => itemPageMetadata('events', props);

export default function EventItemPage(props: ItemPageProps) {
  return <ItemPage section="events" {...props} />;
}
