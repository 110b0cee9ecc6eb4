import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/notice');

export default function NoticePage() {
  return <PageShell route="/notice" intro="Notices and circulars for students and parents." />;
}
