import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/ErpSoftware');

export default function ErpSoftwarePage() {
  return <PageShell route="/ErpSoftware" intro="The school management software behind this website and the parent portal." />;
}
