// Every page of the site at its canonical spelling: the route table of spec section 2 in its order,
// plus /sitemap (the HTML sitemap of the Help menu) and the pages beyond the original (/PublicDisclosure, /search,
// and the accessibility statement and privacy notice linked from the footer).
// The proxy redirects other case spellings here.

import { FILTERED_LISTING_ROUTES as FILTERED_ROUTES, HINDI_FILTERED_LISTING_ROUTES as HINDI_FILTERED_ROUTES } from '@/lib/listing/filtered-listings.mjs';

export const CANONICAL_ROUTES = [
  '/',
  '/OurSchool',
  '/SchoolTiming',
  '/PrayerAnthem',
  '/OurPatron',
  '/CareerGuidance',
  '/Faculty',
  '/Hod',
  '/MissionVision',
  '/OurChurch',
  '/FeeDetails',
  '/StudentCorner',
  '/SubjectStudy',
  '/Tc',
  '/ActivityCorner',
  '/SamplePaper',
  '/Syllabus',
  '/Booklist',
  '/OurPrincipal',
  '/WorkingCommittee',
  '/Facilities',
  '/ClassRoom',
  '/TinkeringLab',
  '/PlayGround',
  '/Certificates',
  '/Laboratories',
  '/BusRoute',
  '/Scholarship',
  '/Admission',
  '/Magazine',
  '/Achievement',
  '/Counselling',
  '/ErpSoftware',
  '/Pphelp',
  '/VideoGallery',
  '/EMagazine',
  '/Gallery',
  '/SubGallery',
  '/BuildingProgram',
  '/SubBuildingProgram',
  '/News',
  '/Events',
  '/Activity',
  '/Toppers',
  '/ToppersXII',
  '/Library',
  '/Chairman',
  '/Founder',
  '/schoolCommunities',
  '/notice',
  '/MediaCoverage',
  '/SubActivity',
  '/sitemap',
  '/PublicDisclosure',
  '/search',
  '/accessibility',
  '/privacy',
] as const;

export type CanonicalRoute = (typeof CANONICAL_ROUTES)[number];

const byLowerCase = new Map<string, CanonicalRoute>(CANONICAL_ROUTES.map((route) => [route.toLowerCase(), route]));

/** Whether `path` is a canonical route exactly as spelled. */
export function isCanonicalRoute(path: string): path is CanonicalRoute {
  return byLowerCase.get(path.toLowerCase()) === path;
}

/** The listings whose items have pages of their own below them: `/News/<slug>` (components/listing/item-pages.tsx). */
export const ITEM_LISTING_ROUTES = ['/notice', '/News', '/Events'] as const satisfies readonly CanonicalRoute[];

/** The listings with a filter bar (lib/listing/filtered-listings.mjs, shared with next.config.mjs). */
export const FILTERED_LISTING_ROUTES: typeof FILTERED_ROUTES & readonly CanonicalRoute[] = FILTERED_ROUTES;

export type FilteredListingRoute = (typeof FILTERED_LISTING_ROUTES)[number];

/** Whether `path` is a listing with a filter bar, exactly as spelled. */
export function isFilteredListing(path: string): path is FilteredListingRoute {
  return (FILTERED_LISTING_ROUTES as readonly string[]).includes(path);
}

const itemListingByLowerCase = new Map<string, CanonicalRoute>(ITEM_LISTING_ROUTES.map((route) => [route.toLowerCase(), route]));

/** The canonical spelling of an English path, or undefined when it names no page. */
function canonicalEnglish(path: string): string | undefined {
  const itemPage = /^(\/[^/]+)(\/[^/]+)$/.exec(path);
  const listing = itemPage ? itemListingByLowerCase.get(itemPage[1]!.toLowerCase()) : undefined;
  return listing && itemPage ? `${listing}${itemPage[2]}` : byLowerCase.get(path.toLowerCase());
}

/**
 * The canonical spelling of `pathname` when it names a page in another letter case ('/hod' gives '/Hod',
 * '/news/<slug>' gives '/News/<slug>', the slug kept as it is, '/HI/admission' gives '/hi/Admission'), or
 * null when it is already canonical or names no page. A trailing slash is ignored in the comparison because
 * Next.js strips it itself with its own redirect. A Hindi path is corrected only when its page has a Hindi twin.
 */
export function canonicalSpelling(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const hindi = /^\/hi(?=\/|$)/i.exec(trimmed);
  let canonical: string | undefined;
  if (hindi) {
    const english = canonicalEnglish(trimmed.slice(hindi[0].length) || '/');
    canonical = english !== undefined && hasHindiPage(english) ? `/hi${english === '/' ? '' : english}` : undefined;
  } else {
    canonical = canonicalEnglish(trimmed);
  }
  return canonical && canonical !== trimmed ? canonical : null;
}

/**
 * The pages written in Hindi too, each at `/hi` + its English path (lib/routes.ts `localePath`): the pages
 * families most need to read in their own language (issue 38). Every other page is English only, and the
 * Hindi frame links to it with `hreflang="en"`.
 */
export const HINDI_ROUTES = [
  '/',
  '/notice',
  '/News',
  '/Events',
  '/OurSchool',
  '/Admission',
  '/FeeDetails',
  '/SchoolTiming',
  '/Scholarship',
  '/SubjectStudy',
  '/Tc',
  '/BusRoute',
  '/Pphelp',
  '/accessibility',
  '/privacy',
] as const satisfies readonly CanonicalRoute[];

export type HindiRoute = (typeof HINDI_ROUTES)[number];

const hindiRoutes = new Set<string>(HINDI_ROUTES);

/** The listings with a filter bar that have a Hindi page (lib/listing/filtered-listings.mjs, shared with next.config.mjs). */
export const HINDI_FILTERED_LISTING_ROUTES: typeof HINDI_FILTERED_ROUTES & readonly (FilteredListingRoute & HindiRoute)[] = HINDI_FILTERED_ROUTES;

export type HindiListingRoute = (typeof HINDI_FILTERED_LISTING_ROUTES)[number];

/** Whether `path` is a filtered listing with a Hindi page, exactly as spelled. */
export function isHindiFilteredListing(path: string): path is HindiListingRoute {
  return (HINDI_FILTERED_LISTING_ROUTES as readonly string[]).includes(path);
}

/** Whether the page at the English route `route` has a Hindi twin. */
export function hasHindiPage(route: string): route is HindiRoute {
  return hindiRoutes.has(route);
}
