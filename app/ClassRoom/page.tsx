import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/ClassRoom');

export default function ClassRoomPage() {
  return <PageShell route="/ClassRoom" intro="Our classrooms, lecture theatres and spaces for learning together." />;
}
