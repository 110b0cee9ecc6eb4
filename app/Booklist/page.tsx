import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Booklist');

export default function BooklistPage() {
  return <PageShell route="/Booklist" intro="The prescribed books for each class, from class I to class XII." />;
}
