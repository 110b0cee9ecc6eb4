import type { EventItem } from '@/lib/content/events';
import type { Metadata } from 'next';
import type { BreadcrumbList, Event as SchemaEvent, NewsArticle, School, WithContext } from 'schema-dts';
import { FRAME, otherLocale } from '@/content/i18n/frame';
import { HI_PAGE_INTROS, HI_PAGE_NAMES } from '@/content/hi/navigation';
import { pageInfo } from '@/content/navigation';
import { pageIntros, type InnerRoute } from '@/content/page-intros';
import { postalAddress, site } from '@/content/site';
import type { CanonicalRoute, HindiRoute } from '@/content/routes';
import { calendarDate, kolkataIsoDateTime, parseClockTime, toIsoDate } from '@/lib/dates';
import { languageAlternates } from '@/lib/i18n';
import { localePath, withoutLocale } from '@/lib/routes';

/** Open Graph locale of the English pages. */
export const OG_LOCALE = FRAME.en.ogLocale;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Search results cut descriptions at about this length. */
const DESCRIPTION_MAX = 160;

/**
 * The public origin from SITE_URL. lib/config.ts validates it when the server starts; here it is read
 * leniently so a build without it still succeeds, falling back to the origin Next itself assumes then.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const value = env.SITE_URL?.trim();
  if (value && URL.canParse(value)) {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  }
  return `http://localhost:${env.PORT || 3000}`;
}

/** `path` (starting with '/') on the public origin. */
export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  return new URL(path, `${origin}/`).href;
}

/** Plain text of at most DESCRIPTION_MAX characters, cut at a word with an ellipsis when longer. */
export function summarise(text: string, max: number = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The path of a page's Open Graph image: `/og/home`, `/og/News`, `/og/SubGallery/{id}`. */
export function ogImagePath(route: CanonicalRoute, id?: string): string {
  const slug = route === '/' ? 'home' : route.slice(1);
  return id ? `/og/${slug}/${encodeURIComponent(id)}` : `/og/${slug}`;
}

/** The feeds of the site, each advertised on its page and on home. */
export const FEEDS = {
  news: { path: '/feeds/news.xml', type: 'application/rss+xml', title: `News - ${site.fullName}` },
  notices: { path: '/feeds/notices.xml', type: 'application/rss+xml', title: `Notices - ${site.fullName}` },
  events: { path: '/feeds/events.ics', type: 'text/calendar', title: `Events - ${site.fullName}` },
} as const;

export type FeedName = keyof typeof FEEDS;

export interface PageSeo {
  /** The page name; the root layout's template adds the school's name to the `<title>`. */
  name: string;
  description: string;
  /** The canonical path, with `?id=` on detail pages. */
  path: string;
  /** The path of the page's Open Graph image. */
  image: string;
  feeds?: readonly FeedName[];
  /** Home sets its whole title itself, since the layout's template does not apply to it. */
  absoluteTitle?: boolean;
  /** An item's own page (a notice, news item or event) is an Open Graph article, published at this instant when known. */
  article?: { publishedTime: string | null };
}

/**
 * Title, description, canonical URL, language alternates, feed links, Open Graph and Twitter card of one
 * page, in the language its path is in (`/hi/…` is Hindi). URLs stay paths here: the root layout's
 * metadataBase (SITE_URL) makes them absolute.
 */
export function seoMetadata({ name, description, path, image, feeds = [], absoluteTitle = false, article }: PageSeo): Metadata {
  const { locale, path: englishPath } = withoutLocale(path);
  const words = FRAME[locale];
  const languages = languageAlternates(englishPath);
  const title = `${name} - ${words.schoolName}`;
  const text = summarise(description);
  const types: Record<string, { url: string; title: string }[]> = {};
  for (const feed of feeds) {
    const { path: url, type, title: feedTitle } = FEEDS[feed];
    (types[type] ??= []).push({ url, title: feedTitle });
  }
  const images = [{ url: image, ...OG_IMAGE_SIZE, alt: title }];
  return {
    title: absoluteTitle ? { absolute: title } : name,
    description: text,
    alternates: { canonical: path, ...(languages ? { languages } : {}), ...(feeds.length > 0 ? { types } : {}) },
    openGraph: {
      ...(article ? { type: 'article', ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}) } : { type: 'website' }),
      siteName: words.schoolName,
      locale: words.ogLocale,
      ...(languages ? { alternateLocale: [FRAME[otherLocale(locale)].ogLocale] } : {}),
      title,
      description: text,
      url: path,
      images,
    },
    twitter: { card: 'summary_large_image', title, description: text, images },
  };
}

/**
 * The metadata of an inner page: its page name (the root layout's template completes the title), its intro
 * as the description, its canonical URL, Open Graph and Twitter tags with its own image, and its feeds.
 */
export function pageMetadata(route: InnerRoute, feeds: readonly FeedName[] = []): Metadata {
  return seoMetadata({
    name: pageInfo(route).name,
    description: `${pageIntros[route]} ${site.fullName}, ${site.address.locality}.`,
    path: route,
    image: ogImagePath(route),
    feeds,
  });
}

/** The metadata of a Hindi page (`/hi` + `route`): its Hindi name, intro and title, the English page's card image. */
export function hindiPageMetadata(route: Exclude<HindiRoute, '/'>, feeds: readonly FeedName[] = []): Metadata {
  return seoMetadata({
    name: HI_PAGE_NAMES[route],
    description: `${HI_PAGE_INTROS[route]} ${FRAME.hi.schoolName}, बोकारो स्टील सिटी।`,
    path: localePath(route, 'hi'),
    image: ogImagePath(route),
    feeds,
  });
}

/** The school as schema.org sees it, for the home page. */
export function schoolJsonLd(origin: string = siteOrigin()): WithContext<School> {
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    '@id': absoluteUrl('/#school', origin),
    name: site.fullName,
    alternateName: site.shortName,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl('/logo.svg', origin),
    image: absoluteUrl(ogImagePath('/'), origin),
    email: site.email,
    telephone: [site.phones.seniorWing.tel, site.phones.primaryWing.tel],
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.lines.join(', '),
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'IN',
    },
    sameAs: site.social.map((link) => link.href),
  };
}

export interface BreadcrumbStep {
  name: string;
  /** A path on this site; the last step (the page itself) gives its canonical path. */
  path: string;
}

/** A BreadcrumbList from the home page (`home`, English unless given) through the page's trail. */
export function breadcrumbJsonLd(
  steps: readonly BreadcrumbStep[],
  origin: string = siteOrigin(),
  home: BreadcrumbStep = { name: FRAME.en.breadcrumb.home, path: '/' },
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path, origin),
    })),
  };
}

/** The school as the publisher or organiser of its own notices, news and events. */
function schoolOrganization(origin: string) {
  return { '@type': 'School' as const, name: site.fullName, url: absoluteUrl('/', origin), logo: absoluteUrl('/logo.svg', origin) };
}

/** What a notice or news item's structured data says. */
export interface ArticleFacts {
  title: string;
  description: string;
  date: string | null;
  /** The item's own page. */
  path: string;
  /** Its Open Graph image's path. */
  image: string;
}

/** A notice or news item as a schema.org NewsArticle published by the school on its own page. */
export function articleJsonLd(article: ArticleFacts, origin: string = siteOrigin()): WithContext<NewsArticle> {
  const description = summarise(article.description, 500);
  const url = absoluteUrl(article.path, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    // Search engines show at most 110 characters of a headline.
    headline: summarise(article.title, 110),
    ...(description ? { description } : {}),
    ...(article.date ? { datePublished: article.date } : {}),
    url,
    mainEntityOfPage: url,
    image: [absoluteUrl(article.image, origin)],
    author: schoolOrganization(origin),
    publisher: schoolOrganization(origin),
  };
}

export type EventFacts = Pick<EventItem, 'title' | 'description' | 'date' | 'time' | 'venue' | 'imageUrls'> & {
  /** The event's own page, when it is described there. */
  path?: string;
};

/** One school event as a schema.org Event held on campus, or null when it has no date to place it. */
export function eventJsonLd(event: EventFacts, origin: string = siteOrigin()): WithContext<SchemaEvent> | null {
  const day = calendarDate(event.date);
  if (!day) return null;
  const clock = parseClockTime(event.time);
  const description = summarise(event.description, 500);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(description ? { description } : {}),
    // The time is free text from the service: stated with its offset when it reads as a time, else the day alone.
    startDate: clock ? kolkataIsoDateTime(day, clock) : toIsoDate(day),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: event.venue ? `${event.venue}, ${site.fullName}` : site.fullName,
      address: postalAddress(),
    },
    organizer: { '@type': 'School', name: site.fullName, url: absoluteUrl('/', origin) },
    ...(event.path ? { url: absoluteUrl(event.path, origin) } : {}),
    ...(event.imageUrls.length > 0 ? { image: [...event.imageUrls] } : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no value (a vendor's event title
 * included) can close the script element, and U+2028/9 so the text is also valid JavaScript.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
