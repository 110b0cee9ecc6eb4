import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/SubActivity');

export default function SubActivityPage() {
  return <PageShell route="/SubActivity" intro="Photographs and details of one school activity." />;
}
