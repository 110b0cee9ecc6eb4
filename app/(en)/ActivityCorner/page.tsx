import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { PhotoGrid } from '@/components/static/photo-grid';
import { PageSection, TextSections } from '@/components/static/text-sections';
import { activityCorner } from '@/content/pages/academics';
import { houseNames } from '@/content/pages/school';
import Link from 'next/link';

export const metadata = pageMetadata('/ActivityCorner');

export default function ActivityCornerPage() {
  return (
    <PageShell route="/ActivityCorner">
      <TextSections sections={activityCorner.sections} idPrefix="activities" />
      <ul aria-label="Houses" className="-mt-6 mb-12 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {houseNames.map((house) => (
          <li key={house} className="rounded-card bg-white px-4 py-3 text-center font-serif text-lg font-bold text-navy-900 shadow-card ring-1 ring-sand-200">
            {house}
          </li>
        ))}
      </ul>
      <PageSection id="activity-photos" title="Moments from the year">
        <PhotoGrid photos={activityCorner.photos} label="Activity photos" />
        <p className="mt-6">
          Houses, mottos and clubs:{' '}
          <Link href="/schoolCommunities" className="font-semibold text-navy-800 underline">
            School Communities
          </Link>
          .
        </p>
      </PageSection>
    </PageShell>
  );
}
