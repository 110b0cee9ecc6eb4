import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Laboratories');

export default function LaboratoriesPage() {
  return <PageShell route="/Laboratories" intro="The computer, science, language, composite and tinkering laboratories of the school." />;
}
