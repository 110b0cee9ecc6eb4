import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { StaffCard } from '@/components/static/people-cards';
import { PageSection } from '@/components/static/text-sections';
import { faculty } from '@/content/pages/people';

export const metadata = pageMetadata('/Faculty');

export default function FacultyPage() {
  return (
    <PageShell route="/Faculty">
      <nav aria-label="Staff sections" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {faculty.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block rounded-full bg-white px-4 py-2 font-semibold text-navy-800 ring-1 ring-sand-300 hover:ring-navy-700">
                {section.title} ({section.members.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {faculty.map((section) => (
        <div key={section.id} id={section.id}>
          <PageSection id={`${section.id}-heading`} title={section.title}>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4" aria-label={section.title}>
              {section.members.map((member) => (
                <li key={member.photo.src}>
                  <StaffCard member={member} />
                </li>
              ))}
            </ul>
          </PageSection>
        </div>
      ))}
    </PageShell>
  );
}
