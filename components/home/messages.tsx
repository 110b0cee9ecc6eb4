import Image from 'next/image';
import Link from 'next/link';
import { ChevronRightIcon } from '@/components/ui/icons';
import { HOME_LEADERS, type HomeWords } from '@/content/home';
import type { BiographyPage } from '@/content/pages/school';
import { localizedLink, vendorLang, type LocalizedLink, presentProps } from '@/lib/i18n';
import type { Locale } from '@/lib/routes';
import type { SafeHtml } from '@/lib/content/sanitize-html';
import { SectionHeading } from './section-heading';
import { OFFSCREEN_SECTION } from './offscreen';
import { homeWordsFor } from './words';

/** The fields of a principal's message the home page shows; `messageHtml` was sanitised where the data was shaped. */
export interface HomePrincipalMessage {
  name: string;
  category: string;
  messageHtml: SafeHtml;
  photoUrl: string | null;
}

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

interface LeaderCardProps {
  photo: BiographyPage['photo'];
  leader: HomeWords['messages']['leaders'][(typeof HOME_LEADERS)[number]['href']];
  link: LocalizedLink;
}

function LeaderCard({ photo, leader, link }: LeaderCardProps) {
  return (
    <li className="flex flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-sand-200">
      <div className="flex items-center gap-3">
        <Image
          src={photo.src}
          alt={leader.photoAlt}
          width={64}
          height={64}
          sizes="4rem"
          className="size-16 shrink-0 rounded-full object-cover object-top ring-2 ring-gold-300/70"
        />
        <div>
          <h3 className="font-sans text-base leading-snug font-bold text-navy-900">{leader.name}</h3>
          <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{leader.role}</p>
        </div>
      </div>
      <blockquote className="mt-4 line-clamp-5 flex-1 font-serif leading-relaxed text-ink italic">{leader.message}</blockquote>
      <Link
        href={link.href}
        {...presentProps({ hrefLang: link.hrefLang })}
        className="group mt-4 inline-flex items-center gap-1 self-start font-semibold text-navy-700 underline decoration-navy-700/30 underline-offset-4 hover:decoration-navy-700"
      >
        {link.label}
        <ChevronRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </Link>
    </li>
  );
}

function PrincipalCard({ message, locale }: { message: HomePrincipalMessage; locale: Locale }) {
  const { name, category: role } = message;
  const words = homeWordsFor(locale).messages;
  const lang = vendorLang(locale);
  const more = localizedLink('/OurPrincipal', words.readPrincipal, locale);
  return (
    <article aria-labelledby="principal-heading" className="grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-sand-200 md:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="relative min-h-64 bg-navy-900">
        {message.photoUrl ? (
          <Image src={message.photoUrl} alt={words.principalPhoto(name, role)} fill sizes="(min-width: 768px) 16rem, 100vw" className="object-cover object-top" />
        ) : (
          <div aria-hidden="true" className="flex size-full items-center justify-center font-serif text-6xl font-bold text-gold-300">
            {initials(name) || 'P'}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-[0.14em] text-gold-700 uppercase">{words.fromDesk(role)}</p>
        <h3 id="principal-heading" {...presentProps({ lang })} className="mt-1 font-serif text-2xl font-bold text-navy-900">
          {name}
        </h3>
        {/* Long vendor messages are cut to a few lines here; the principal's page shows all of it. */}
        <div className="relative mt-4 max-h-72 overflow-hidden">
          <div
            data-testid="principal-message"
            {...presentProps({ lang })}
            className="space-y-3 leading-relaxed [&_a]:text-navy-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1"
            dangerouslySetInnerHTML={{ __html: message.messageHtml }}
          />
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white to-transparent" />
        </div>
        <Link
          href={more.href}
          {...presentProps({ hrefLang: more.hrefLang })}
          className="mt-5 inline-flex items-center gap-1 self-start rounded-full bg-navy-800 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-navy-700"
        >
          {more.label}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** Messages from the principal (from the service, or the default) and from the chairman, founder and patron. */
export function Messages({ principal, locale = 'en' }: { principal: HomePrincipalMessage; locale?: Locale }) {
  const words = homeWordsFor(locale).messages;
  return (
    <section aria-labelledby="messages-heading" className={`bg-sand-100/80 ${OFFSCREEN_SECTION}`}>
      <div className="mx-auto max-w-page px-4 py-14 sm:px-6 lg:py-18">
        <SectionHeading id="messages-heading" eyebrow={words.eyebrow} title={words.title} />
        <div className="mt-8">
          <PrincipalCard message={principal} locale={locale} />
        </div>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {HOME_LEADERS.map(({ page, href }) => (
            <LeaderCard key={href} photo={page.photo} leader={words.leaders[href]} link={localizedLink(href, words.leaders[href].link, locale)} />
          ))}
        </ul>
      </div>
    </section>
  );
}
