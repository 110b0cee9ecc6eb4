import type { ReactNode } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { contactWords as hindiContactWords, hindiDate } from '@/content/hi/pages/statements';
import { FRAME } from '@/content/i18n/frame';
import { contactWords } from '@/content/pages/privacy';
import type { StatementSection } from '@/content/pages/types';
import { postalAddress, site } from '@/content/site';
import { formatShortMonthDate } from '@/lib/dates';
import { wordsFor } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import { BulletList, PageSection } from './text-sections';

// The parts of the two statements of the footer (/accessibility, /privacy): titled sections of running text,
// the school's contacts for a report or a request, and the date a statement was last reviewed.

const linkClass = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900';

/** One section of a statement: `lead`, its paragraphs, its points as a list named by the heading, then `children`. */
export function StatementBlock({ section, lead, children }: { section: StatementSection; lead?: ReactNode; children?: ReactNode }) {
  return (
    <PageSection id={section.id} title={section.heading}>
      <div className="max-w-prose space-y-4">
        {lead}
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.points ? <BulletList items={section.points} label={section.heading} /> : null}
        {section.parts?.map((part) => (
          <div key={part.heading} className="space-y-2 pt-2">
            <h3 className="font-serif text-lg font-bold text-navy-900">{part.heading}</h3>
            {part.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ))}
        {children}
      </div>
    </PageSection>
  );
}

/**
 * A statement's sections in their order, each a StatementBlock: `before[id]` leads the section of that id and
 * `after[id]` follows its text; with `boxFirst` the first section (the summary) stands in a box of its own.
 */
export function StatementSections({
  sections,
  before = {},
  after = {},
  boxFirst = false,
}: {
  sections: readonly StatementSection[];
  before?: Readonly<Record<string, ReactNode>>;
  after?: Readonly<Record<string, ReactNode>>;
  boxFirst?: boolean;
}) {
  return sections.map((section, index) => {
    const block = (
      <StatementBlock key={section.id} section={section} lead={before[section.id]}>
        {after[section.id]}
      </StatementBlock>
    );
    return boxFirst && index === 0 ? (
      <div key={section.id} className="mb-12 w-fit rounded-card bg-navy-50 p-5 ring-1 ring-navy-100 sm:p-6">
        {block}
      </div>
    ) : (
      block
    );
  });
}

/** A `mailto:` address with its subject filled in. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

interface ContactCardProps {
  /** The accessible name of the card, e.g. 'How to report a problem'. */
  label: string;
  /** The subject an e-mail starts with. */
  subject: string;
  /** A line above the contacts: who answers. */
  lead?: ReactNode;
  locale: Locale;
}

/** The school's e-mail, both phone numbers and its postal address (content/site.ts), as links where they can be. */
export function ContactCard({ label, subject, lead, locale }: ContactCardProps) {
  const words = wordsFor(locale, { en: contactWords, hi: hindiContactWords });
  const { schoolName, phones: wings } = FRAME[locale];
  const { seniorWing, primaryWing } = site.phones;
  const phones = [
    { ...seniorWing, label: wings.seniorWing },
    { ...primaryWing, label: wings.primaryWing },
  ];
  return (
    <div role="group" aria-label={label} className="rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
      {lead ? <p className="mb-3 font-semibold text-navy-900">{lead}</p> : null}
      <ul className="space-y-3">
        <li className="flex gap-3">
          <MailIcon className="mt-1 size-4 shrink-0 text-gold-600" />
          <span>
            <span className="block text-sm text-sand-600">{words.email}</span>
            <a href={mailtoHref(site.email, subject)} className={`${linkClass} [overflow-wrap:anywhere]`}>
              {/* A narrow phone breaks the address after the @, not inside a word. */}
              {site.email.split('@')[0]}@<wbr />
              {site.email.split('@')[1]}
            </a>
          </span>
        </li>
        {phones.map((phone) => (
          <li key={phone.tel} className="flex gap-3">
            <PhoneIcon className="mt-1 size-4 shrink-0 text-gold-600" />
            <span>
              <span className="block text-sm text-sand-600">{words.phone(phone.label)}</span>
              <a href={`tel:${phone.tel}`} className={linkClass}>
                {phone.display}
              </a>
            </span>
          </li>
        ))}
        <li className="flex gap-3">
          <MapPinIcon className="mt-1 size-4 shrink-0 text-gold-600" />
          <span>
            <span className="block text-sm text-sand-600">{words.post}</span>
            {schoolName}, {postalAddress()}
          </span>
        </li>
      </ul>
    </div>
  );
}

/**
 * A statement's date in a sentence of the page's language, `before` and `after` it ('This statement was last
 * reviewed on 24 Nov 2026.'), machine-readable in `<time>`; the day comes from content, never the build.
 */
export function StatementDate({ date, locale, before, after }: { date: string; locale: Locale; before: string; after: string }) {
  const label = wordsFor(locale, { en: formatShortMonthDate, hi: hindiDate })(date);
  if (!label) throw new Error(`statement: not a date: ${date}`);
  return (
    <p className="font-semibold text-navy-900">
      {before}
      <time dateTime={date}>{label}</time>
      {after}
    </p>
  );
}
