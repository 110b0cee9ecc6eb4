import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Facilities');

export default function FacilitiesPage() {
  return <PageShell route="/Facilities" intro="The facilities that support learning, sport and well-being on our campus." />;
}
