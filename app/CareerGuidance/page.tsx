import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/CareerGuidance');

export default function CareerGuidancePage() {
  return <PageShell route="/CareerGuidance" intro="Guidance on courses and careers, reference documents, and whom to contact for counselling." />;
}
