// The accessibility statement (/accessibility): the standard the site aims at, what it does, what does not
// work well yet, and how to report a problem. Written for parents; every claim here is one the site's
// tests check (e2e/a11y, keyboard, chrome, html-validity) or a limit the school knows of.
import type { ExternalLink } from '../site';
import type { StatementSection } from './types';

/**
 * The day the school last checked this statement against the website, as YYYY-MM-DD. Change it when the
 * statement is reviewed again; the page shows it, never the build time.
 */
export const ACCESSIBILITY_REVIEWED_ON = '2026-11-24';

/** Working days within which the school replies to a report of an accessibility problem. */
export const ACCESSIBILITY_REPLY_WORKING_DAYS = 5;

/** The subject line a report by e-mail starts with, so the office can route it. */
export const ACCESSIBILITY_MAIL_SUBJECT = 'Accessibility problem on the website';

/** The standards the statement names, with where to read them. */
export const accessibilityStandards: readonly ExternalLink[] = [
  { label: 'Web Content Accessibility Guidelines (WCAG) 2.2', href: 'https://www.w3.org/TR/WCAG22/' },
  { label: 'Guidelines for Indian Government Websites and Apps (GIGW 3.0)', href: 'https://guidelines.india.gov.in/' },
];

const accessibilityStandard: StatementSection = {
  id: 'standard',
  heading: 'The standard we aim for',
  paragraphs: [
    'We want everyone to be able to use this website: people who use a screen reader, a screen magnifier, voice control or only a keyboard, people who find moving things distracting, and people reading on a small phone over a slow connection.',
    'Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the international standard for accessible websites.',
    'In India, the Rights of Persons with Disabilities Act, 2016 asks that information and communication technology be accessible to persons with disabilities, and the Guidelines for Indian Government Websites and Apps (GIGW 3.0) describe how a website that informs the public should meet that. GIGW 3.0 is based on WCAG 2.1 at level AA; WCAG 2.2 builds on 2.1 and adds a few requirements. We follow these guidelines as a school that publishes information for parents and the public.',
    'This website partially conforms to WCAG 2.2 AA: its pages are built and tested to meet it, but some documents and some content that reaches the website from other services do not yet, as listed under Known limitations below.',
  ],
};

const accessibilityFeatures: StatementSection = {
  id: 'what-the-website-does',
  heading: 'What this website does',
  paragraphs: ['On every page of this website:'],
  points: [
    'Everything works with a keyboard alone. Menus, tabs, photo viewers and the transfer certificate form are reached with Tab and used with Enter, Space, the arrow keys and Escape, and you can always see where the keyboard focus is. The first link of every page is “Skip to main content”.',
    'Everything works without JavaScript. The text, links, documents and the transfer certificate form are in the page the server sends, so the site still works when scripts are switched off or fail to load.',
    'Nothing moves that you cannot stop. The announcements strip, the latest news on the home page and the photo carousels have a pause button, and they stop while the pointer or the keyboard focus is on them.',
    'Reduced motion is honoured. If your phone or computer is set to reduce motion, the announcements, the latest news and the carousels stay still and nothing slides.',
    'Pictures have text alternatives. Photos of people and places are described, and pictures of text, such as the fee table and the school timings, are repeated as text beside them. The map has the address written next to it and a link to open it in full.',
    'Text can be enlarged. Pages can be zoomed to 200% and read on a screen 320 pixels wide without scrolling sideways.',
    'Text and buttons meet the WCAG AA colour contrast ratios.',
    'Pages have headings in order, landmarks for the header, menu, main content and footer, a breadcrumb trail, a sitemap and a search.',
    'Links that open another website or a new tab say so.',
  ],
};

const accessibilityTesting: StatementSection = {
  id: 'how-we-check',
  heading: 'How we check',
  paragraphs: [
    'Every change to the website is tested before it is published: the axe accessibility rules for WCAG 2.2 AA run on every page at phone and desktop widths, also with the menus, dialogs and photo viewers open; keyboard tests go through the menus, dialogs, carousels and the transfer certificate form; and the W3C Nu HTML Checker reads every page. Automated tests cannot find every problem, so we also welcome your reports.',
  ],
};

const accessibilityLimitations: StatementSection = {
  id: 'known-limitations',
  heading: 'Known limitations',
  paragraphs: ['We know that these parts of the website are not yet fully accessible.'],
  parts: [
    {
      heading: 'PDF documents',
      paragraphs: [
        'The PDFs on this website (syllabi, book lists, sample papers, certificates, bus routes, the magazine and others) and the circulars and notices the school office publishes through its school management software are not tagged for screen readers, and many circulars are scans of paper, that is, pictures of text. A screen reader may read them poorly or not at all. Ask us and we will send you the content in another form, such as plain text by e-mail.',
      ],
    },
    {
      heading: 'Photo albums',
      paragraphs: [
        'The photos of albums, activities and capacity building programmes come from the school management software without a description of each photo. Each is announced by the album’s title and its number, such as “Annual Day, photo 3 of 12”.',
      ],
    },
    {
      heading: 'Newspaper clippings',
      paragraphs: [
        'The clippings on Media Coverage are pictures of the printed page. Their title and date are given as text; the article itself is only in the picture.',
      ],
    },
    {
      heading: 'Videos',
      paragraphs: [
        'The school’s videos are on YouTube. Whether a video has captions, and how accurate they are, depends on whoever uploaded it and on YouTube’s automatic captions.',
      ],
    },
    {
      heading: 'Other websites',
      paragraphs: [
        'The map (Google Maps), the video player (YouTube) and the separate sites linked from here, such as the admission portal, the parent portal and online fee payment, are run by others; this statement does not cover them.',
      ],
    },
  ],
};

const accessibilityReport: StatementSection = {
  id: 'report-a-problem',
  heading: 'Report a problem',
  paragraphs: [
    'If you cannot use something on this website, or need a document in another form, please tell us by e-mail, by phone or by post. You do not need to explain why you need it.',
    'It helps us to know:',
  ],
  points: [
    'the address of the page, or the name of the document;',
    'what you were trying to do, and what went wrong;',
    'the device and browser you used, and any assistive technology, such as a screen reader or a magnifier;',
    'how we should reply to you.',
  ],
};

/** What happens after a report; shown under the contacts. */
export const accessibilityReply = `We reply within ${ACCESSIBILITY_REPLY_WORKING_DAYS} working days. When a document cannot be made accessible quickly, we send you its content in another form in the meantime.`;

/** How the statement is kept up to date; shown under the date of the last review. */
const accessibilityReview: StatementSection = {
  id: 'about-this-statement',
  heading: 'About this statement',
  paragraphs: ['We review this statement whenever the website changes in a way that affects accessibility, and when a report shows that something here is wrong.'],
};

/**
 * The statement's words: its sections, the reply under the contacts, the names of the standards' list and of
 * the contact card, and the sentence around the date of the last review. content/hi/pages/statements.ts holds
 * their Hindi twin; the figures and links above are the same in both languages.
 */
export const accessibilityWords = {
  sections: [accessibilityStandard, accessibilityFeatures, accessibilityTesting, accessibilityLimitations, accessibilityReport, accessibilityReview],
  reply: accessibilityReply,
  standardsLabel: 'The standards',
  contactsLabel: 'Contacts for an accessibility problem',
  reviewed: { before: 'This statement was last reviewed on ', after: '.' },
} as const;

export const accessibility = {
  reviewedOn: ACCESSIBILITY_REVIEWED_ON,
  replyWorkingDays: ACCESSIBILITY_REPLY_WORKING_DAYS,
  standards: accessibilityStandards,
  ...accessibilityWords,
} as const;
