import { pageMetadata } from '@/lib/seo/metadata';
import { TextAndPhotosPage } from '@/components/static/page-templates';
import { facilities } from '@/content/pages/infrastructure';

export const metadata = pageMetadata('/Facilities');

export default function FacilitiesPage() {
  return <TextAndPhotosPage route="/Facilities" page={facilities} idPrefix="facilities" />;
}
