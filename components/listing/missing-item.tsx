// The page of a notice, news item, event or album that is not published (HTTP 404): the frame of its list,
// with the breadcrumb down to that list, what happened, and the way to the list. proxy.ts answers every such
// address with one prerendered copy of this page per list and language (lib/server/not-found-rewrite.mjs).
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { hindiPageName } from '@/content/hi/navigation';
import { FRAME } from '@/content/i18n/frame';
import { pageInfo } from '@/content/navigation';
import { GoBackLink, notFoundTitle } from './album-detail';
import { ALBUM_SECTIONS, ALBUM_SECTION_KEYS } from '@/lib/content/album-sections';
import { ITEM_SECTIONS } from '@/lib/content/item-sections';
import { MISSING_DOCUMENTS } from '@/lib/server/not-found-rewrite.mjs';
import { localePath, type Locale } from '@/lib/routes';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { PageShell } from '@/components/layout/page-shell';

/** The lists with a missing-item page in each language, by the name in its path (`/missing-item/News`). */
type MissingDocument<L extends Locale> = (typeof MISSING_DOCUMENTS)[L][number];

/** What Next passes a missing-item page: the list's name. */
export interface MissingItemProps {
  params: Promise<{ listing: string }>;
}

function documentOf<L extends Locale>(locale: L, listing: string): MissingDocument<L> {
  const documents: readonly string[] = MISSING_DOCUMENTS[locale];
  if (!documents.includes(listing)) notFound();
  return listing as MissingDocument<L>;
}

/** The pages made at build, one per list: the only ones there are (`dynamicParams = false` in the routes). */
export function missingItemParams(locale: Locale): { listing: string }[] {
  return MISSING_DOCUMENTS[locale].map((listing) => ({ listing }));
}

/** What an English list's missing item is called in its heading: 'Notice not found', 'Album not found'. */
const ENGLISH_TITLES: Record<string, string> = Object.fromEntries([
  ...Object.values(ITEM_SECTIONS).map(({ listing, kind }) => [listing.slice(1), notFoundTitle(kind)]),
  ...ALBUM_SECTION_KEYS.map((key) => [ALBUM_SECTIONS[key].listing.slice(1), notFoundTitle(ALBUM_SECTIONS[key].one)]),
]);

/** The album lists, whose pages link back with the spec's Go Back (spec section 4). */
const ALBUM_LISTS = new Set<string>(ALBUM_SECTION_KEYS.map((key) => ALBUM_SECTIONS[key].listing));

function titleOf(locale: Locale, document: string): string {
  return (locale === 'en' ? ENGLISH_TITLES[document] : undefined) ?? FRAME[locale].notFound.missingItem.title;
}

/** Its title in the language's frame. (Answered with status 404 only, so search engines never index it: Next adds its own noindex.) */
export async function missingItemMetadata(locale: Locale, { params }: MissingItemProps): Promise<Metadata> {
  const document = documentOf(locale, (await params).listing);
  const title = document === 'page' ? FRAME[locale].notFound.title : titleOf(locale, document);
  return { title };
}

/** The missing-item page of one list in `locale` (Hindi's `page`: any other address under /hi, the Hindi 404). */
export async function MissingItemPage({ params, locale }: MissingItemProps & { locale: Locale }) {
  const document = documentOf(locale, (await params).listing);
  if (document === 'page') return <NotFoundContent locale={locale} />;
  const route = `/${document}` as const;
  const words = FRAME[locale].notFound.missingItem;
  const listName = locale === 'en' ? pageInfo(route).name : hindiPageName(route);
  return (
    <PageShell route={route} locale={locale} item={{ title: titleOf(locale, document), lead: null }}>
      <div className="max-w-prose">
        {ALBUM_LISTS.has(route) ? <GoBackLink back={{ href: route, label: listName }} /> : null}
        <p className="mt-6 text-lg text-ink">{words.message}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href={localePath(route, locale)} prefetch={false} className="rounded-lg bg-navy-800 px-5 py-2.5 text-center font-semibold text-white hover:bg-navy-700">
            {words.goToList(listName)}
          </Link>
          <Link
            href={localePath('/', locale)}
            prefetch={false}
            className="rounded-lg px-5 py-2.5 text-center font-semibold text-navy-800 ring-2 ring-navy-800 ring-inset hover:bg-navy-50"
          >
            {FRAME[locale].notFound.goHome}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
