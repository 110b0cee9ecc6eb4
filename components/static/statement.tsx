import type { ReactNode } from 'react';
import type { StatementSection } from '@/content/pages/types';
import { postalAddress, site } from '@/content/site';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { formatShortMonthDate } from '@/lib/dates';
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

/** The words of the contact card in the page's language (English unless given). */
export interface ContactWords {
  email: string;
  phone: (wing: string) => string;
  post: string;
}

const ENGLISH_CONTACT_WORDS: ContactWords = { email: 'E-mail', phone: (wing) => `Phone, ${wing.toLowerCase()}`, post: 'By post' };

interface ContactCardProps {
  /** The accessible name of the card, e.g. 'How to report a problem'. */
  label: string;
  /** The subject an e-mail starts with. */
  subject: string;
  /** A line above the contacts: who answers. */
  lead?: ReactNode;
  words?: ContactWords;
  /** The school's name in the page's language. */
  schoolName?: string;
  /** The names of the two wings in the page's language. */
  wings?: { seniorWing: string; primaryWing: string };
}

/** The school's e-mail, both phone numbers and its postal address (content/site.ts), as links where they can be. */
export function ContactCard({ label, subject, lead, words = ENGLISH_CONTACT_WORDS, schoolName = site.fullName, wings }: ContactCardProps) {
  const { seniorWing, primaryWing } = site.phones;
  const phones = [
    { ...seniorWing, label: wings?.seniorWing ?? seniorWing.label },
    { ...primaryWing, label: wings?.primaryWing ?? primaryWing.label },
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

/** 'This statement was last reviewed on 24 Nov 2026.' with a machine-readable date; the day comes from content. */
export function ReviewedOn({ what, verb, date }: { what: string; verb: string; date: string }) {
  const label = formatShortMonthDate(date);
  if (!label) throw new Error(`statement: ${what} has no valid date (${date})`);
  return <StatementDate date={date} label={label} before={`${what} was last ${verb} on `} after="." />;
}

/** A statement's date in a sentence of the page's language, `before` and `after` it, machine-readable in `<time>`. */
export function StatementDate({ date, label, before, after }: { date: string; label: string; before: string; after: string }) {
  return (
    <p className="font-semibold text-navy-900">
      {before}
      <time dateTime={date}>{label}</time>
      {after}
    </p>
  );
}
