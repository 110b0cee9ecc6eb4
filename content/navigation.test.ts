import { CANONICAL_ROUTES, isCanonicalRoute } from './routes';
import { admissionPortalLink, mainMenu, pageInfo, pagesOutsideMenu, sitemapSections } from './navigation';
import { site } from './site';

// The header menu of spec section 2, written out by hand so the data cannot drift from it, plus the
// Appendix IX disclosure page the school added after Mandatory Disclosure.
const SPEC_MENU: readonly [string, readonly string[]][] = [
  [
    'School',
    [
      'Our School',
      'Our Church',
      'Our Patron',
      'Mission and Vision',
      'Our Principal',
      'Head of Departments',
      'School Managing Committee',
      'Faculty',
      'School Timing',
      'Prayer and Anthem',
      'Career Guidance and Counselling',
      'CBSE website',
      'Almanac (PDF)',
      'School Communities',
    ],
  ],
  [
    'Academics',
    [
      'Fee Details',
      'Student Corner',
      'Mandatory Disclosure',
      'Public Disclosure (Appendix IX)',
      'Subjects of Study',
      'TC',
      'Educational Activities',
      'Sample Paper',
      'Syllabus',
      'Book list',
      'Admission',
      'Scholarship',
      'Counsellor',
      'Achievement',
      'Notice',
      'Prospectus (PDF)',
      'Learning Outcomes',
    ],
  ],
  ['Infrastructure', ['Facilities', 'Class Room', 'Laboratories', 'Library', 'Play Ground', 'Tinkering Lab']],
  ['Alumni', []],
  [
    'Media',
    ['Capacity Building Program', 'Activity', 'School Gallery', 'Video Gallery', 'E-Magazine', 'Certificates', 'Media Coverage'],
  ],
  ['Help', ['ERP Software', 'Portal help', 'Sitemap']],
];

const SPEC_EXTERNAL = new Set([
  'CBSE website',
  'Almanac (PDF)',
  'Mandatory Disclosure',
  'Prospectus (PDF)',
  'Learning Outcomes',
]);

const allItems = mainMenu.flatMap((entry) => (entry.kind === 'group' ? entry.items : []));

describe('main menu', () => {
  it('has the groups and items of the spec, in the spec order', () => {
    const actual = mainMenu.map((entry) => [entry.label, entry.kind === 'group' ? entry.items.map((item) => item.label) : []]);
    expect(actual).toEqual(SPEC_MENU);
  });

  it('flags exactly the external items as external, with absolute https addresses', () => {
    for (const item of allItems) {
      expect([item.label, item.external === true]).toEqual([item.label, SPEC_EXTERNAL.has(item.label)]);
      if (item.external) expect(item.href).toMatch(/^https:\/\//);
    }
    const alumni = mainMenu.find((entry) => entry.label === 'Alumni');
    expect(alumni).toMatchObject({ kind: 'link', external: true, href: site.portals.alumniRegistration.href });
    expect(allItems.find((item) => item.label === 'CBSE website')?.href).toBe('https://www.cbse.gov.in/');
  });

  it('links every internal item to a canonical route', () => {
    for (const item of allItems.filter((entry) => !entry.external)) {
      expect([item.label, isCanonicalRoute(item.href)]).toEqual([item.label, true]);
    }
  });

  it('uses the canonical spelling the brief names for the lower-case links of the old menu', () => {
    const hrefOf = (label: string) => allItems.find((item) => item.label === label)?.href;
    expect(hrefOf('Head of Departments')).toBe('/Hod');
    expect(hrefOf('Admission')).toBe('/Admission');
    expect(hrefOf('Scholarship')).toBe('/Scholarship');
    expect(hrefOf('Counsellor')).toBe('/Counselling');
    expect(hrefOf('Achievement')).toBe('/Achievement');
    expect(hrefOf('Notice')).toBe('/notice');
    expect(hrefOf('School Managing Committee')).toBe('/WorkingCommittee');
    expect(hrefOf('Sitemap')).toBe('/sitemap');
  });

  it('has the blinking Admission item open the external admission portal', () => {
    expect(admissionPortalLink).toEqual({ label: 'Admission', href: site.portals.admission.href, external: true });
  });
});

describe('pageInfo', () => {
  it('names and groups every inner route of the route table', () => {
    for (const route of CANONICAL_ROUTES.filter((path) => path !== '/')) {
      const info = pageInfo(route);
      expect(info.name.length).toBeGreaterThan(0);
      expect(['School', 'Academics', 'Infrastructure', 'Media', 'Help']).toContain(info.group.label);
    }
  });

  it('takes the page name from the menu label', () => {
    expect(pageInfo('/Hod')).toMatchObject({ name: 'Head of Departments', group: { label: 'School' } });
    expect(pageInfo('/Counselling')).toMatchObject({ name: 'Counsellor', group: { label: 'Academics' } });
    expect(pageInfo('/sitemap')).toMatchObject({ name: 'Sitemap', group: { label: 'Help' } });
  });

  it('places pages outside the menu in a group, detail pages under their listing', () => {
    expect(pageInfo('/News').group.label).toBe('Media');
    expect(pageInfo('/ToppersXII').group.label).toBe('Academics');
    expect(pageInfo('/Founder').group.label).toBe('School');
    expect(pageInfo('/SubGallery')).toMatchObject({ group: { label: 'Media' }, parent: { name: 'School Gallery', href: '/Gallery' } });
    expect(pageInfo('/SubActivity').parent).toEqual({ name: 'Activity', href: '/Activity' });
    expect(pageInfo('/SubBuildingProgram').parent).toEqual({ name: 'Capacity Building Program', href: '/BuildingProgram' });
  });

  it('lists no page twice', () => {
    const internal = [...allItems.filter((item) => !item.external).map((item) => item.href), ...pagesOutsideMenu.map((page) => page.href)];
    expect(new Set(internal).size).toBe(internal.length);
  });
});

describe('sitemapSections', () => {
  it('follows the menu order and links every page that needs no id', () => {
    const sections = sitemapSections();
    expect(sections.map((section) => section.label)).toEqual(SPEC_MENU.map(([label]) => label));
    const linked = new Set(sections.flatMap((section) => section.links.map((link) => link.href)));
    const needsId = new Set(pagesOutsideMenu.filter((page) => page.needsId).map((page) => page.href));
    for (const route of CANONICAL_ROUTES.filter((path) => path !== '/')) {
      expect([route, linked.has(route)]).toEqual([route, !needsId.has(route)]);
    }
  });
});
