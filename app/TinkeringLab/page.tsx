import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/TinkeringLab');

export default function TinkeringLabPage() {
  return <PageShell route="/TinkeringLab" intro="The tinkering lab, where students design, build and test their own ideas." />;
}
