// The header menu of spec section 2, group by group and item by item in the spec's order, and the
// page names and groups that breadcrumbs, titles and the HTML sitemap derive from it.
import { site } from './site';
import type { CanonicalRoute } from './routes';

export type GroupName = 'School' | 'Academics' | 'Infrastructure' | 'Media' | 'Help';

export interface InternalItem {
  label: string;
  href: CanonicalRoute;
  external?: false;
}

export interface ExternalItem {
  label: string;
  href: string;
  external: true;
}

export type MenuItem = InternalItem | ExternalItem;

export interface MenuGroup {
  kind: 'group';
  label: GroupName;
  /** Stable id for the dropdown panel and the sitemap section anchor. */
  id: string;
  items: readonly MenuItem[];
}

export interface MenuLink {
  kind: 'link';
  label: string;
  href: string;
  external: true;
}

export type MenuEntry = MenuGroup | MenuLink;

const external = (link: { label: string; href: string }, label = link.label): ExternalItem => ({
  label,
  href: link.href,
  external: true,
});

const { portals } = site;

export const mainMenu: readonly MenuEntry[] = [
  {
    kind: 'group',
    label: 'School',
    id: 'school',
    items: [
      { label: 'Our School', href: '/OurSchool' },
      { label: 'Our Church', href: '/OurChurch' },
      { label: 'Our Patron', href: '/OurPatron' },
      { label: 'Mission and Vision', href: '/MissionVision' },
      { label: 'Our Principal', href: '/OurPrincipal' },
      { label: 'Head of Departments', href: '/Hod' },
      { label: 'School Managing Committee', href: '/WorkingCommittee' },
      { label: 'Faculty', href: '/Faculty' },
      { label: 'School Timing', href: '/SchoolTiming' },
      { label: 'Prayer and Anthem', href: '/PrayerAnthem' },
      { label: 'Career Guidance and Counselling', href: '/CareerGuidance' },
      external(portals.cbse, 'CBSE website'),
      external(portals.almanac, 'Almanac (PDF)'),
      { label: 'School Communities', href: '/schoolCommunities' },
    ],
  },
  {
    kind: 'group',
    label: 'Academics',
    id: 'academics',
    items: [
      { label: 'Fee Details', href: '/FeeDetails' },
      { label: 'Student Corner', href: '/StudentCorner' },
      external(portals.mandatoryDisclosure, 'Mandatory Disclosure'),
      { label: 'Public Disclosure (Appendix IX)', href: '/PublicDisclosure' },
      { label: 'Subjects of Study', href: '/SubjectStudy' },
      { label: 'TC', href: '/Tc' },
      { label: 'Educational Activities', href: '/ActivityCorner' },
      { label: 'Sample Paper', href: '/SamplePaper' },
      { label: 'Syllabus', href: '/Syllabus' },
      { label: 'Book list', href: '/Booklist' },
      { label: 'Admission', href: '/Admission' },
      { label: 'Scholarship', href: '/Scholarship' },
      { label: 'Counsellor', href: '/Counselling' },
      { label: 'Achievement', href: '/Achievement' },
      { label: 'Notice', href: '/notice' },
      external(portals.prospectus, 'Prospectus (PDF)'),
      external(portals.learningOutcomes, 'Learning Outcomes'),
    ],
  },
  {
    kind: 'group',
    label: 'Infrastructure',
    id: 'infrastructure',
    items: [
      { label: 'Facilities', href: '/Facilities' },
      { label: 'Class Room', href: '/ClassRoom' },
      { label: 'Laboratories', href: '/Laboratories' },
      { label: 'Library', href: '/Library' },
      { label: 'Play Ground', href: '/PlayGround' },
      { label: 'Tinkering Lab', href: '/TinkeringLab' },
    ],
  },
  { kind: 'link', label: 'Alumni', href: portals.alumniRegistration.href, external: true },
  {
    kind: 'group',
    label: 'Media',
    id: 'media',
    items: [
      { label: 'Capacity Building Program', href: '/BuildingProgram' },
      { label: 'Activity', href: '/Activity' },
      { label: 'School Gallery', href: '/Gallery' },
      { label: 'Video Gallery', href: '/VideoGallery' },
      { label: 'E-Magazine', href: '/EMagazine' },
      { label: 'Certificates', href: '/Certificates' },
      { label: 'Media Coverage', href: '/MediaCoverage' },
    ],
  },
  {
    kind: 'group',
    label: 'Help',
    id: 'help',
    items: [
      { label: 'ERP Software', href: '/ErpSoftware' },
      { label: 'Portal help', href: '/Pphelp' },
      { label: 'Sitemap', href: '/sitemap' },
    ],
  },
];

/** The blinking Admission item of the header, which opens the external admission portal. */
export const admissionPortalLink: ExternalItem = external(portals.admission, 'Admission');

export interface ExtraPage {
  label: string;
  href: CanonicalRoute;
  group: GroupName;
  /** The listing a detail page belongs to; breadcrumbs show it between the group and the page. */
  parent?: CanonicalRoute;
  /** Detail pages need an `?id=` and so are left out of the HTML sitemap. */
  needsId?: true;
}

// Pages of the route table that the menu does not list, placed where a visitor would look for them:
// listings and detail pages under Media beside their menu listings, the toppers under Academics beside
// Achievement, the chairman, founder and bus routes under School, and the accessibility statement and privacy
// notice (linked from the footer) under Help.
export const pagesOutsideMenu: readonly ExtraPage[] = [
  { label: 'News', href: '/News', group: 'Media' },
  { label: 'Events', href: '/Events', group: 'Media' },
  { label: 'Magazine', href: '/Magazine', group: 'Media' },
  { label: 'Photo Album', href: '/SubGallery', group: 'Media', parent: '/Gallery', needsId: true },
  {
    label: 'Program Details',
    href: '/SubBuildingProgram',
    group: 'Media',
    parent: '/BuildingProgram',
    needsId: true,
  },
  { label: 'Activity Details', href: '/SubActivity', group: 'Media', parent: '/Activity', needsId: true },
  { label: 'Toppers of Class X', href: '/Toppers', group: 'Academics' },
  { label: 'Toppers of Class XII', href: '/ToppersXII', group: 'Academics' },
  { label: 'Chairman', href: '/Chairman', group: 'School' },
  { label: 'Founder', href: '/Founder', group: 'School' },
  { label: 'Bus Route', href: '/BusRoute', group: 'School' },
  { label: 'Search', href: '/search', group: 'Help' },
  { label: 'Accessibility Statement', href: '/accessibility', group: 'Help' },
  { label: 'Privacy Notice', href: '/privacy', group: 'Help' },
];

export const menuGroups: readonly MenuGroup[] = mainMenu.filter((entry): entry is MenuGroup => entry.kind === 'group');

export interface PageInfo {
  name: string;
  group: MenuGroup;
  parent?: { name: string; href: CanonicalRoute };
}

const pageIndex = new Map<string, PageInfo>();
for (const group of menuGroups) {
  for (const item of group.items) {
    if (!item.external) pageIndex.set(item.href, { name: item.label, group });
  }
}
for (const page of pagesOutsideMenu) {
  const group = menuGroups.find((candidate) => candidate.label === page.group);
  if (!group) throw new Error(`navigation: unknown group ${page.group} for ${page.href}`);
  const parentInfo = page.parent ? pageIndex.get(page.parent) : undefined;
  const parent = page.parent && parentInfo ? { name: parentInfo.name, href: page.parent } : undefined;
  pageIndex.set(page.href, parent ? { name: page.label, group, parent } : { name: page.label, group });
}

/** The page name, menu group and parent listing of an inner route, for titles and breadcrumbs. */
export function pageInfo(route: CanonicalRoute): PageInfo {
  const info = pageIndex.get(route);
  if (!info) throw new Error(`navigation: no page name for ${route}`);
  return info;
}

export interface SitemapSection {
  id: string;
  label: string;
  links: readonly MenuItem[];
}

/**
 * The HTML sitemap, in menu order: each group with its items followed by its pages outside the menu
 * (detail pages that need an id are left out), and each top-level link as a section of its own.
 */
export function sitemapSections(): SitemapSection[] {
  return mainMenu.map((entry) =>
    entry.kind === 'group'
      ? {
          id: entry.id,
          label: entry.label,
          links: [
            ...entry.items,
            ...pagesOutsideMenu
              .filter((page) => page.group === entry.label && !page.needsId)
              .map((page): InternalItem => ({ label: page.label, href: page.href })),
          ],
        }
      : {
          id: entry.label.toLowerCase(),
          label: entry.label,
          links: [{ label: `${entry.label} portal`, href: entry.href, external: true }],
        },
  );
}
