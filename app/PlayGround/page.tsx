import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/PlayGround');

export default function PlayGroundPage() {
  return <PageShell route="/PlayGround" intro="Our playgrounds and sports facilities." />;
}
