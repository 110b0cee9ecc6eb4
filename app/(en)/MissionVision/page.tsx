import { PageShell } from '@/components/layout/page-shell';
import { pageMetadata } from '@/lib/seo/metadata';
import { missionVision } from '@/content/pages/school';

export const metadata = pageMetadata('/MissionVision');

export default function MissionVisionPage() {
  return (
    <PageShell route="/MissionVision">
      <ul className="grid gap-5 sm:grid-cols-2" aria-label="Mission, Vision, Motto and Aim">
        {missionVision.map((panel, index) => (
          <li key={panel.id}>
            <section aria-labelledby={`${panel.id}-heading`} className={`h-full rounded-card p-6 shadow-card ring-1 ${index % 3 === 0 ? 'bg-navy-900 text-white ring-navy-800' : 'bg-white ring-sand-200'}`}>
              <p aria-hidden="true" className={`font-serif text-4xl font-bold ${index % 3 === 0 ? 'text-gold-400' : 'text-gold-600'}`}>
                {String(index + 1).padStart(2, '0')}
              </p>
              <h2 id={`${panel.id}-heading`} className={`mt-2 font-serif text-2xl font-bold ${index % 3 === 0 ? 'text-white' : 'text-navy-900'}`}>
                {panel.title}
              </h2>
              <p className={`mt-3 leading-relaxed ${index % 3 === 0 ? 'text-navy-100' : ''}`}>{panel.text}</p>
            </section>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
