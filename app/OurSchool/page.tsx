import { PageShell, pageMetadata } from '@/components/layout/page-shell';

export const metadata = pageMetadata('/OurSchool');

export default function OurSchoolPage() {
  return <PageShell route="/OurSchool" intro="An introduction to our school: its story, its campus of eight acres and its classes from I to XII." />;
}
