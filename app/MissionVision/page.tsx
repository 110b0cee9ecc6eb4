import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/MissionVision');

export default function MissionVisionPage() {
  return <PageShell route="/MissionVision" intro="Our mission, vision, motto and aim: the convictions that shape daily life at school." />;
}
