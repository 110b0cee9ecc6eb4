import { ChromeLink } from '@/components/layout/chrome-link';
import { HI_HOME } from '@/content/hi/home';
import { hindiPageName } from '@/content/hi/navigation';
import { localePath } from '@/lib/routes';
import { SectionHeading } from './section-heading';

/** On the Hindi home page only: the pages families can read in Hindi, each with a line saying what it answers. */
export function HindiKeyPages() {
  return (
    <section aria-labelledby="key-pages-heading" className="mx-auto max-w-page px-4 pb-14 sm:px-6 lg:pb-18">
      <SectionHeading id="key-pages-heading" eyebrow={HI_HOME.keyPagesEyebrow} title={HI_HOME.keyPagesHeading} />
      <p className="mt-4 max-w-prose text-sand-700">{HI_HOME.keyPagesNote}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HI_HOME.keyPages.map((page) => (
          <li key={page.route}>
            <ChromeLink href={localePath(page.route, 'hi')} className="block h-full rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200 hover:ring-gold-400">
              <span className="block font-serif text-lg font-bold text-navy-900">{hindiPageName(page.route)}</span>
              <span className="mt-1 block text-sand-700">{page.text}</span>
            </ChromeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
