import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/Syllabus');

export default function SyllabusPage() {
  return <PageShell route="/Syllabus" intro="The syllabus of each class, from class I to class XII." />;
}
