import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageSection } from '@/components/static/text-sections';
import { clubs, houses } from '@/content/pages/academics';

export const metadata = pageMetadata('/schoolCommunities');

export default function SchoolCommunitiesPage() {
  return (
    <PageShell route="/schoolCommunities">
      <PageSection id="houses" title="Houses">
        <ol aria-label="Houses" className="grid gap-4 sm:grid-cols-2">
          {houses.map((house) => (
            <li key={house.name} className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200">
              <div aria-hidden="true" className="h-2" style={{ backgroundColor: house.swatch }} />
              <div className="p-5">
                <h3 className="font-serif text-xl font-bold text-navy-900">{house.name}</h3>
                <dl className="mt-2 space-y-1">
                  <div className="flex gap-2">
                    <dt className="font-semibold">Colour:</dt>
                    <dd className="flex items-center gap-2">
                      <span aria-hidden="true" className="inline-block size-3.5 rounded-full" style={{ backgroundColor: house.swatch }} />
                      {house.colour}
                    </dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="font-semibold">Motto:</dt>
                    <dd className="font-serif italic">{house.motto}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="clubs" title={`Clubs (${clubs.length})`}>
        <ul aria-label="Clubs" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {clubs.map((club) => (
            <li key={club.name} className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
              <h3 className="font-serif text-lg font-bold text-navy-900">{club.name}</h3>
              <p className="mt-2 text-[0.95rem] text-sand-700">{club.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </PageShell>
  );
}
