import { ServerImage } from '@/components/ui/server-image';
import type { BiographyPage } from '@/content/pages/school';
import { TextSections } from './text-sections';

/** The Patron, Chairman and Founder pages: a portrait with name and role, key dates, then the text. */
export function Biography({ page, idPrefix }: { page: BiographyPage; idPrefix: string }) {
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <figure className="mx-auto w-full max-w-[16rem] self-start md:sticky md:top-6">
        <ServerImage src={page.photo.src} alt={page.photo.alt} width={page.photo.width} height={page.photo.height} priority sizes="16rem" className="aspect-[4/5] h-auto w-full rounded-card bg-sand-100 object-cover shadow-card" />
        <figcaption className="mt-3 text-center">
          <span className="block font-serif text-lg font-bold text-navy-900">{page.name}</span>
          <span className="block text-sm font-semibold text-gold-700">{page.role}</span>
        </figcaption>
      </figure>
      <div className="min-w-0">
        {page.facts ? (
          <dl aria-label="Key dates" className="mb-10 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {page.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse rounded-card bg-white p-4 shadow-card ring-1 ring-sand-200">
                <dt className="text-sm text-sand-600">{fact.label}</dt>
                <dd className="font-serif text-2xl font-bold text-navy-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <TextSections sections={page.sections} idPrefix={idPrefix} />
      </div>
    </div>
  );
}
