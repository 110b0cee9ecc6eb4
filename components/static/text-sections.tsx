import type { ReactNode } from 'react';
import type { TextSection } from '@/content/pages/types';

/** A section heading in the site's style: serif, navy, with a short gold rule under it. */
export function SectionTitle({ id, children, level = 2 }: { id?: string; children: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="mb-4">
      <Heading id={id} className={`font-serif font-bold text-navy-900 ${level === 2 ? 'text-2xl' : 'text-xl'}`}>
        {children}
      </Heading>
      <div aria-hidden="true" className="mt-2 h-0.5 w-10 rounded-full bg-gold-400" />
    </div>
  );
}

/** A titled block of page content with the usual spacing between blocks. */
export function PageSection({ id, title, children, level = 2 }: { id: string; title: ReactNode; children: ReactNode; level?: 2 | 3 }) {
  return (
    <section aria-labelledby={id} className="mb-12 last:mb-0">
      <SectionTitle id={id} level={level}>
        {title}
      </SectionTitle>
      {children}
    </section>
  );
}

/** A bulleted list with gold markers. */
export function BulletList({ items, label }: { items: readonly ReactNode[]; label?: string }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-[0.6em] size-2 shrink-0 rounded-full bg-gold-500" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Running text sections from content: heading, paragraphs, optional points. */
export function TextSections({ sections, idPrefix }: { sections: readonly TextSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((section, index) => (
        <PageSection key={section.heading} id={`${idPrefix}-${index}`} title={section.heading}>
          <div className="max-w-prose space-y-4">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points ? <BulletList items={section.points} /> : null}
          </div>
        </PageSection>
      ))}
    </>
  );
}
