// The home page's figures, links, carousel settings and English words (`homeWords`; the Hindi twin is
// content/hi/home.ts). Texts shared with inner pages (mission, facts, the chairman, founder and patron) come
// from content/pages so both places always say the same. The words of a list's rows are keyed by the row's
// id, so a twin can neither drop nor add a row, and a component joins them by id.
import type { CarouselWords, NoticeWords } from './i18n/controls';
import type { Translated } from './hi/translated';
import { HOME_PLACEHOLDERS } from './placeholders';
import { chairman, founder, missionVision, patron, schoolFacts, schoolFigures, type BiographyPage } from './pages/school';
import type { CarouselSettings } from './pages/types';
import type { CanonicalRoute } from './routes';
import { site, type ExternalLink } from './site';

/** Carousel timings and slides per view, from spec section 9 "Carousels and timings". */
export const HOME_CAROUSELS = {
  hero: { autoplayMs: 3000, transitionMs: 700, loop: true, slidesPerView: 1 },
  toppers: { autoplayMs: 2000, transitionMs: 1000, loop: true, slidesPerView: 2 },
  birthdays: {
    autoplayMs: 2000,
    transitionMs: 1000,
    loop: true,
    slidesPerView: 2,
    // The spec's "4 at width 992" (slick's max-width breakpoints). It says nothing for phones, where four
    // portraits would be about 80 px wide, so two are shown there: our addition, not the spec's.
    responsive: [
      { maxWidth: 992, slidesPerView: 4 },
      { maxWidth: 575, slidesPerView: 2 },
    ],
  },
  events: {
    autoplayMs: 2000,
    transitionMs: 1000,
    loop: true,
    slidesPerView: 4,
    responsive: [
      { maxWidth: 1300, slidesPerView: 3 },
      { maxWidth: 992, slidesPerView: 2 },
      { maxWidth: 767, slidesPerView: 2 },
      { maxWidth: 600, slidesPerView: 1 },
    ],
  },
  gallery: {
    autoplayMs: 2000,
    transitionMs: 1500,
    loop: true,
    slidesPerView: 4,
    responsive: [
      { maxWidth: 1300, slidesPerView: 3 },
      { maxWidth: 992, slidesPerView: 2 },
      { maxWidth: 767, slidesPerView: 1 },
      { maxWidth: 480, slidesPerView: 1 },
    ],
  },
} as const satisfies Record<string, CarouselSettings>;

/** A static hero photograph under public/hero (drawn by scripts/make-hero-images.ts, 1600x900). */
export interface HeroSlide {
  id: string;
  src: string;
  alt: string;
  caption: string;
}

/** The hero slider's eight images; the first is the page's largest paint, so keep the best one first. */
export const HERO_SLIDES = [
  {
    id: 'assembly',
    src: '/hero/01-morning-assembly.jpg',
    alt: 'Students in uniform gathered for the morning assembly in front of the main school building',
    caption: 'Morning assembly at the main building',
  },
  {
    id: 'sports-meet',
    src: '/hero/02-sports-meet.jpg',
    alt: 'Runners in house colours racing on the school track during the sports meet, the steel plant on the horizon',
    caption: 'Annual sports meet on the school playground',
  },
  {
    id: 'science-exhibition',
    src: '/hero/03-science-exhibition.jpg',
    alt: 'Students presenting working models beside a blackboard at the science exhibition',
    caption: 'Working models at the science exhibition',
  },
  {
    id: 'annual-day',
    src: '/hero/04-annual-day.jpg',
    alt: 'Students performing on a lit stage at the annual day celebration before a full auditorium',
    caption: 'Annual day celebration in the auditorium',
  },
  {
    id: 'eco-club',
    src: '/hero/05-eco-club.jpg',
    alt: 'Members of the Nature and Eco Club planting saplings in the school garden',
    caption: 'The Nature and Eco Club plants saplings',
  },
  {
    id: 'career-guidance',
    src: '/hero/06-career-guidance.jpg',
    alt: 'A speaker at a podium presenting to seated senior students at a career guidance session',
    caption: 'Career guidance for classes XI and XII',
  },
  {
    id: 'investiture',
    src: '/hero/07-investiture.jpg',
    alt: 'The student council assembled on the school ground for the investiture ceremony',
    caption: 'Investiture of the student council',
  },
  {
    id: 'tinkering-lab',
    src: '/hero/08-tinkering-lab.jpg',
    alt: 'Students building and testing models at the tables of the tinkering lab',
    caption: 'Hands-on learning in the tinkering lab',
  },
] as const satisfies readonly HeroSlide[];

/** The welcome text of the About section. */
export const ABOUT = {
  heading: `Welcome to ${site.shortName}`,
  paragraphs: [
    `${site.fullName} is a co-educational, English-medium school affiliated to the Central Board of Secondary Education, New Delhi, run by a church mission in ${site.address.locality}. Since ${site.foundedYear} it has offered the children of the township an education that forms the mind, the heart and the character together.`,
    `About ${schoolFigures.students} students learn with us in classes ${schoolFigures.firstClass} to ${schoolFigures.lastClass} on a campus of ${schoolFigures.campusAcres} acres. Vocational subjects start from class VI, the whole school meets for two general assemblies a week, on Monday and Friday, and four houses carry the spirit of friendly competition through the year.`,
  ],
  links: [
    { label: 'More about our school', href: '/OurSchool' },
    { label: 'CBSE mandatory public disclosure', href: '/PublicDisclosure' },
  ],
} as const;

/** The six quick links of spec section 2; portals open in a new tab. */
export type QuickLinkIcon = 'document' | 'payment' | 'briefcase' | 'alumni' | 'magazine' | 'bus';

export type QuickLink = {
  id: string;
  label: string;
  description: string;
  icon: QuickLinkIcon;
} & ({ href: string; external: true } | { href: CanonicalRoute; external: false });

export const QUICK_LINKS = [
  {
    id: 'disclosure',
    label: 'Disclosure',
    description: 'Mandatory public disclosure',
    href: site.portals.mandatoryDisclosure.href,
    external: true,
    icon: 'document',
  },
  { id: 'payment', label: 'Online Payment', description: 'Pay school fees online', href: site.portals.onlinePayment.href, external: true, icon: 'payment' },
  { id: 'recruitment', label: 'Recruitment', description: 'Teaching and staff vacancies', href: site.portals.recruitment.href, external: true, icon: 'briefcase' },
  {
    id: 'alumni',
    label: 'Alumni Registration',
    description: 'Stay connected with the school',
    href: site.portals.alumniRegistration.href,
    external: true,
    icon: 'alumni',
  },
  { id: 'magazine', label: 'Magazine', description: 'The school magazine', href: '/Magazine', external: false, icon: 'magazine' },
  { id: 'bus-route', label: 'Bus Route', description: 'Routes and timings', href: '/BusRoute', external: false, icon: 'bus' },
] as const satisfies readonly QuickLink[];

/** The online registration portal the badge opens. */
export const ONLINE_REGISTRATION_PORTAL: ExternalLink = site.portals.admission;

/** The 360-degree campus tour video. */
export const VIRTUAL_TOUR: ExternalLink = {
  label: '360° virtual tour of the campus',
  href: 'https://www.youtube.com/@standrewsmissionschool/search?query=360',
};

/** Infrastructure highlights, with figures from spec section 9 and the infrastructure pages they lead to. */
export const INFRASTRUCTURE = [
  { figure: '100', label: 'Classrooms', text: 'Airy, well-lit classrooms with smart boards in every senior section.', href: '/ClassRoom' },
  {
    figure: '7',
    label: 'Laboratories',
    text: 'Physics, chemistry, biology, composite, language and four computer labs with more than 120 systems.',
    href: '/Laboratories',
  },
  { figure: '18163', label: 'Library books', text: 'Plus 858 reference books, 15 periodicals, 15 magazines and 9 newspapers.', href: '/Library' },
  { figure: '8 acres', label: 'Campus', text: 'Playgrounds for athletics, football, cricket and basketball within the campus.', href: '/PlayGround' },
  { figure: '2 + 1', label: 'Halls', text: 'Two lecture theatres and a multi-purpose hall for assemblies, drama and exams.', href: '/Facilities' },
  { figure: '1', label: 'Tinkering lab', text: 'An i-school tinkering lab where students design, build and code their own projects.', href: '/TinkeringLab' },
] as const;

/** The chairman, founder and patron of the Messages section, in that order, with the page of each. */
export const HOME_LEADERS = [
  { page: chairman, href: '/Chairman' },
  { page: founder, href: '/Founder' },
  { page: patron, href: '/OurPatron' },
] as const satisfies readonly { page: BiographyPage; href: CanonicalRoute }[];

/** How many of the school's figures the home page shows. */
export const HOME_FACTS_SHOWN = 4;

/** The first quotation of a biography page (its message), else its first paragraph. */
function leaderMessage(page: BiographyPage): string {
  const paragraphs = page.sections.flatMap((section) => section.paragraphs);
  return paragraphs.find((paragraph) => paragraph.startsWith('“')) ?? paragraphs[0] ?? '';
}

/** The words of each row of `rows`, keyed by the row's id. */
function wordsByKey<Row, Key extends string, Words>(rows: readonly Row[], key: (row: Row) => Key, words: (row: Row) => Words): { readonly [K in Key]: Words } {
  return Object.fromEntries(rows.map((row) => [key(row), words(row)])) as { readonly [K in Key]: Words };
}

/**
 * The words of the home page in English: its headings, buttons and accessible names, and the words of its
 * rows (slides, quick links, panels, leaders, infrastructure) by id. The islands' English words stay in the
 * islands (content/i18n/controls.ts), so an English page sends none.
 */
export const homeWords = {
  hero: {
    tagline: site.tagline,
    schoolName: site.fullName,
    affiliation: `${site.affiliation}. ${site.address.locality}, ${site.address.region}.`,
    admissions: 'Admissions',
    discover: 'Discover our school',
    carouselLabel: 'Campus photographs',
    slides: wordsByKey(HERO_SLIDES, (slide) => slide.id, ({ alt, caption }) => ({ alt, caption })),
  },
  quickLinks: { label: 'Quick links', items: wordsByKey(QUICK_LINKS, (link) => link.id, ({ label, description }) => ({ label, description })) },
  connect: { heading: 'See the campus from anywhere', text: 'Take the 360° tour and follow school life as it happens.', tour: VIRTUAL_TOUR.label },
  about: {
    eyebrow: 'About us',
    heading: ABOUT.heading,
    paragraphs: ABOUT.paragraphs,
    factsLabel: 'The school in figures',
    facts: schoolFacts.slice(0, HOME_FACTS_SHOWN),
    links: wordsByKey(ABOUT.links, (link) => link.href, (link) => link.label),
  },
  news: {
    eyebrow: "What's new",
    title: 'Latest News',
    all: 'All news',
    listLabel: 'latest news',
    attachment: 'Attachment',
    readMore: 'Read more',
    placeholder: HOME_PLACEHOLDERS.news,
  },
  mission: {
    eyebrow: 'What we stand for',
    title: 'Mission, Vision, Motto and Aim',
    more: 'More on our mission and vision',
    panels: wordsByKey(missionVision, (panel) => panel.id, ({ title, text }) => ({ title, text })),
  },
  achievers: {
    eyebrow: 'Pride of the school',
    title: 'Our Top Achievers',
    classToppers: (classLevel: string) => `Class ${classLevel} Toppers`,
    board: 'Board examination',
    boardSession: (session: string) => `Board examination, session ${session}`,
    viewAll: 'View all',
    carouselLabel: (classLevel: string) => `Class ${classLevel} toppers`,
    photoOf: (name: string) => `Photo of ${name}`,
    placeholder: HOME_PLACEHOLDERS.topper,
  },
  birthdays: {
    title: 'Happy Birthday!',
    text: 'Wishing our students celebrating today',
    none: 'No birthdays today. Come back tomorrow to celebrate with us!',
    carouselLabel: "Today's birthdays",
    classOf: (className: string) => `Class ${className}`,
  },
  messages: {
    eyebrow: 'Words of guidance',
    title: 'Messages',
    fromDesk: (role: string) => `From the ${role.toLowerCase()}'s desk`,
    principalPhoto: (name: string, role: string) => `Photo of ${name}, ${role}`,
    readPrincipal: "Read the principal's message",
    leaders: wordsByKey(
      HOME_LEADERS,
      (leader) => leader.href,
      ({ page }) => ({ name: page.name, role: page.role, photoAlt: page.photo.alt, message: leaderMessage(page), link: `Message from the ${page.role.toLowerCase()}` }),
    ),
  },
  events: {
    eyebrow: 'Calendar',
    upcoming: 'Upcoming Events',
    recent: 'Recent Events',
    all: 'All events',
    time: 'Time',
    location: 'Location',
    attachment: 'Attachment',
    defaultVenue: 'School Campus',
    placeholder: HOME_PLACEHOLDERS.event,
  },
  gallery: {
    eyebrow: 'Moments',
    title: 'Photo Gallery',
    visit: 'Visit the gallery',
    carouselLabel: 'Photo albums',
    placeholderTitle: 'School Gallery',
    photos: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
  },
  infrastructure: {
    eyebrow: 'Infrastructure',
    title: 'A campus built for learning',
    all: 'All facilities',
    items: wordsByKey(INFRASTRUCTURE, (item) => item.href, ({ label, text }) => ({ label, text })),
  },
  registration: { open: 'Online Registration Open' },
};

/**
 * The home page's words in any language: the English words' shape with every string free, and the islands'
 * words and the news list's pause button, which only another language gives (English keeps its own).
 */
export type HomeWords = Translated<typeof homeWords> & { news: { pause?: string }; notices?: NoticeWords; carousel?: CarouselWords };
