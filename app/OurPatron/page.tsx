import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/OurPatron');

export default function OurPatronPage() {
  return <PageShell route="/OurPatron" intro="The life and work of the patron of our school." />;
}
