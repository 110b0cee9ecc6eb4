import Image from 'next/image';
import Link from 'next/link';
import { ChevronRightIcon } from '@/components/ui/icons';
import { chairman, founder, patron, type BiographyPage } from '@/content/pages/school';
import type { SafeHtml } from '@/lib/content/sanitize-html';
import { SectionHeading } from './section-heading';
import { OFFSCREEN_SECTION } from './offscreen';

/** The fields of a principal's message the home page shows; `messageHtml` was sanitised where the data was shaped. */
export interface HomePrincipalMessage {
  name: string;
  category: string;
  messageHtml: SafeHtml;
  photoUrl: string | null;
}

const LEADERS: readonly { page: BiographyPage; href: string }[] = [
  { page: chairman, href: '/Chairman' },
  { page: founder, href: '/Founder' },
  { page: patron, href: '/OurPatron' },
];

function initials(name: string): string {
  const words = name
    .replace(/^(The|Rt\.|Rev\.|Dr\.|Mrs?\.|Ms\.)\s+/g, '')
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word) && !/\.$/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

/** The first quotation of a biography page (its message), else its first paragraph. */
function leaderMessage(page: BiographyPage): string {
  const paragraphs = page.sections.flatMap((section) => section.paragraphs);
  return paragraphs.find((paragraph) => paragraph.startsWith('“')) ?? paragraphs[0] ?? '';
}

function LeaderCard({ page, href }: { page: BiographyPage; href: string }) {
  return (
    <li className="flex flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
      <div className="flex items-center gap-3">
        <Image
          src={page.photo.src}
          alt={page.photo.alt}
          width={64}
          height={64}
          sizes="4rem"
          className="size-16 shrink-0 rounded-full object-cover object-top ring-2 ring-gold-300/70"
        />
        <div>
          <h3 className="font-sans text-base leading-snug font-bold text-navy-900">{page.name}</h3>
          <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{page.role}</p>
        </div>
      </div>
      <blockquote className="mt-4 line-clamp-5 flex-1 font-serif leading-relaxed text-ink italic">{leaderMessage(page)}</blockquote>
      <Link href={href} className="group mt-4 inline-flex items-center gap-1 self-start font-semibold text-navy-700 underline decoration-navy-700/30 underline-offset-4 hover:decoration-navy-700">
        Message from the {page.role.toLowerCase()}
        <ChevronRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </Link>
    </li>
  );
}

function PrincipalCard({ message }: { message: HomePrincipalMessage }) {
  const { name, category: role } = message;
  return (
    <article aria-labelledby="principal-heading" className="grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200 md:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="relative min-h-64 bg-navy-900">
        {message.photoUrl ? (
          <Image src={message.photoUrl} alt={`Photo of ${name}, ${role}`} fill sizes="(min-width: 768px) 16rem, 100vw" className="object-cover object-top" />
        ) : (
          <div aria-hidden="true" className="flex size-full items-center justify-center font-serif text-6xl font-bold text-gold-300">
            {initials(name) || 'P'}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-[0.14em] text-gold-700 uppercase">From the {role.toLowerCase()}&apos;s desk</p>
        <h3 id="principal-heading" className="mt-1 font-serif text-2xl font-bold text-navy-900">
          {name}
        </h3>
        {/* Long vendor messages are cut to a few lines here; the principal's page shows all of it. */}
        <div className="relative mt-4 max-h-72 overflow-hidden">
          <div
            data-testid="principal-message"
            className="space-y-3 leading-relaxed [&_a]:text-navy-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1"
            dangerouslySetInnerHTML={{ __html: message.messageHtml }}
          />
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white to-transparent" />
        </div>
        <Link
          href="/OurPrincipal"
          className="mt-5 inline-flex items-center gap-1 self-start rounded-full bg-navy-800 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-navy-700"
        >
          Read the principal&apos;s message
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** Messages from the principal (from the service, or the default) and from the chairman, founder and patron. */
export function Messages({ principal }: { principal: HomePrincipalMessage }) {
  return (
    <section aria-labelledby="messages-heading" className={`bg-sand-100/80 ${OFFSCREEN_SECTION}`}>
      <div className="mx-auto max-w-page px-4 py-14 sm:px-6 lg:py-18">
        <SectionHeading id="messages-heading" eyebrow="Words of guidance" title="Messages" />
        <div className="mt-8">
          <PrincipalCard message={principal} />
        </div>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {LEADERS.map((leader) => (
            <LeaderCard key={leader.href} {...leader} />
          ))}
        </ul>
      </div>
    </section>
  );
}
