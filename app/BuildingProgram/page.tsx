import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/BuildingProgram');

export default function BuildingProgramPage() {
  return <PageShell route="/BuildingProgram" intro="Capacity building programmes attended by our teachers and staff." />;
}
