// The home page's own words, figures, links and carousel settings. Texts shared with inner pages (mission,
// facts, the chairman, founder and patron) come from content/pages so both places always say the same.
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
  src: string;
  alt: string;
  caption: string;
}

/** The hero slider's eight images; the first is the page's largest paint, so keep the best one first. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    src: '/hero/01-morning-assembly.jpg',
    alt: 'Students in uniform gathered for the morning assembly in front of the main school building',
    caption: 'Morning assembly at the main building',
  },
  {
    src: '/hero/02-sports-meet.jpg',
    alt: 'Runners in house colours racing on the school track during the sports meet, the steel plant on the horizon',
    caption: 'Annual sports meet on the school playground',
  },
  {
    src: '/hero/03-science-exhibition.jpg',
    alt: 'Students presenting working models beside a blackboard at the science exhibition',
    caption: 'Working models at the science exhibition',
  },
  {
    src: '/hero/04-annual-day.jpg',
    alt: 'Students performing on a lit stage at the annual day celebration before a full auditorium',
    caption: 'Annual day celebration in the auditorium',
  },
  {
    src: '/hero/05-eco-club.jpg',
    alt: 'Members of the Nature and Eco Club planting saplings in the school garden',
    caption: 'The Nature and Eco Club plants saplings',
  },
  {
    src: '/hero/06-career-guidance.jpg',
    alt: 'A speaker at a podium presenting to seated senior students at a career guidance session',
    caption: 'Career guidance for classes XI and XII',
  },
  {
    src: '/hero/07-investiture.jpg',
    alt: 'The student council assembled on the school ground for the investiture ceremony',
    caption: 'Investiture of the student council',
  },
  {
    src: '/hero/08-tinkering-lab.jpg',
    alt: 'Students building and testing models at the tables of the tinkering lab',
    caption: 'Hands-on learning in the tinkering lab',
  },
];

/** The welcome text of the About section. */
export const ABOUT = {
  heading: `Welcome to ${site.shortName}`,
  paragraphs: [
    `${site.fullName} is a co-educational, English-medium school affiliated to the Central Board of Secondary Education, New Delhi, run by a church mission in ${site.address.locality}. Since ${site.foundedYear} it has offered the children of the township an education that forms the mind, the heart and the character together.`,
    'About 3210 students learn with us in classes I to XII on a campus of 8 acres. Vocational subjects start from class VI, the whole school meets for two general assemblies a week, on Monday and Friday, and four houses carry the spirit of friendly competition through the year.',
  ],
  links: [
    { label: 'More about our school', href: '/OurSchool' },
    { label: 'CBSE mandatory public disclosure', href: '/PublicDisclosure' },
  ],
} as const;

/** The six quick links of spec section 2; portals open in a new tab. */
export type QuickLinkIcon = 'document' | 'payment' | 'briefcase' | 'alumni' | 'magazine' | 'bus';

export type QuickLink = {
  label: string;
  description: string;
  icon: QuickLinkIcon;
} & ({ href: string; external: true } | { href: CanonicalRoute; external: false });

export const QUICK_LINKS: readonly QuickLink[] = [
  {
    label: 'Disclosure',
    description: 'Mandatory public disclosure',
    href: site.portals.mandatoryDisclosure.href,
    external: true,
    icon: 'document',
  },
  { label: 'Online Payment', description: 'Pay school fees online', href: site.portals.onlinePayment.href, external: true, icon: 'payment' },
  { label: 'Recruitment', description: 'Teaching and staff vacancies', href: site.portals.recruitment.href, external: true, icon: 'briefcase' },
  {
    label: 'Alumni Registration',
    description: 'Stay connected with the school',
    href: site.portals.alumniRegistration.href,
    external: true,
    icon: 'alumni',
  },
  { label: 'Magazine', description: 'The school magazine', href: '/Magazine', external: false, icon: 'magazine' },
  { label: 'Bus Route', description: 'Routes and timings', href: '/BusRoute', external: false, icon: 'bus' },
];

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
