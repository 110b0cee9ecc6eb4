import { pageMetadata } from '@/lib/seo/metadata';
import { DocumentsPage } from '@/components/static/page-templates';
import { booklist } from '@/content/pages/documents';

export const metadata = pageMetadata('/Booklist');

export default function BooklistPage() {
  return <DocumentsPage route="/Booklist" documents={booklist} label="Book lists, Class I to XII" />;
}
