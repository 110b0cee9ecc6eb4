import { ItemPage, itemPageMetadata, itemStaticParams, type ItemPageProps } from '@/components/listing/item-pages';

export const generateStaticParams = () => itemStaticParams('news');

export const generateMetadata = (props: ItemPageProps) => itemPageMetadata('news', props);

export default function NewsItemPage(props: ItemPageProps) {
  return <ItemPage section="news" {...props} />;
}
