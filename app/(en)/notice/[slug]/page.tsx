import { ItemPage, itemPageMetadata, itemStaticParams, type ItemPageProps } from '@/components/listing/item-pages';

export const generateStaticParams = () => itemStaticParams('notice');

export const generateMetadata = (props: ItemPageProps) => itemPageMetadata('notice', props);

export default function NoticeItemPage(props: ItemPageProps) {
  return <ItemPage section="notice" {...props} />;
}
