// Every page of the site at its canonical spelling: the route table of spec section 2 in its order,
// plus /sitemap (the HTML sitemap of the Help menu) and the pages beyond the original (/PublicDisclosure, /search,
// and the accessibility statement and privacy notice linked from the footer).
// The proxy redirects other case spellings here.

import { FILTERED_LISTING_ROUTES as FILTERED_ROUTES } from '@/lib/listing/filtered-listings.mjs';

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

/**
 * The canonical spelling of `pathname` when it names a page in another letter case ('/hod' gives '/Hod',
 * '/news/<slug>' gives '/News/<slug>', the slug kept as it is), or null when it is already canonical or
 * names no page. A trailing slash is ignored in the comparison because Next.js strips it itself with its own
 * redirect.
 */
export function canonicalSpelling(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const itemPage = /^(\/[^/]+)(\/[^/]+)$/.exec(trimmed);
  const listing = itemPage ? itemListingByLowerCase.get(itemPage[1]!.toLowerCase()) : undefined;
  const canonical = listing && itemPage ? `${listing}${itemPage[2]}` : byLowerCase.get(trimmed.toLowerCase());
  return canonical && canonical !== trimmed ? canonical : null;
}
