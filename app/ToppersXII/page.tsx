import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/ToppersXII');

export default function ToppersXIIPage() {
  return <PageShell route="/ToppersXII" intro="Students who topped the class XII board examination." />;
}
