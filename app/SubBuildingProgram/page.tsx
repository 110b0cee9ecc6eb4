import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/SubBuildingProgram');

export default function SubBuildingProgramPage() {
  return <PageShell route="/SubBuildingProgram" intro="Photographs and details of one capacity building programme." />;
}
