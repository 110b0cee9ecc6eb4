import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/SamplePaper');

export default function SamplePaperPage() {
  return <PageShell route="/SamplePaper" intro="Sample question papers to help students prepare for examinations." />;
}
