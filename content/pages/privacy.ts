// The privacy notice (/privacy): what the website collects about visitors, the transfer certificate form,
// content that other services load, and how the school handles children's names and photos under India's
// Digital Personal Data Protection Act, 2023 (DPDP Act). Written for parents. Each statement about the
// website describes what its code does (see the notes beside the figures); the commitments about requests
// are the school's.
import { SAVED_PAGES } from '@/lib/offline/policy';
import { UNUSED_FOR_DAYS } from '@/lib/push/contract';
import { RETENTION_DAYS as SPEED_RETENTION_DAYS } from '@/lib/vitals/metrics';
import { site } from '../site';
import type { StatementSection } from './types';

/** The day this notice was last changed, as YYYY-MM-DD. The page shows it, never the build time. */
export const PRIVACY_UPDATED_ON = '2026-12-06';

/**
 * The longest the web server's access logs are kept, in days. deploy/nginx-site.conf.template sets no log
 * of its own, so nginx writes Debian's default access log, which Debian's logrotate rotates daily and keeps
 * 14 of (about 15 days), within this limit. docs/operations.md asks whoever changes the rotation to keep it
 * within this number, or to change this number and so the notice.
 */
export const SERVER_LOG_RETENTION_DAYS = 30;

/**
 * How long the transfer certificate form's guards against guessing count requests, in minutes: per
 * connection address, per network and per admission number (its failed lookups). They are the windows of
 * TC_LIMITS in lib/tc/limits.ts (a unit test keeps the two equal).
 */
export const TC_COUNTER_MINUTES = { perAddress: 10, perNetwork: 60, perAdmissionNumber: 60 } as const;

/** A span of minutes in words: '10 minutes', 'one hour', '2 hours'. */
export function duration(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = minutes / 60;
  return hours === 1 ? 'one hour' : `${hours} hours`;
}

/** Working days within which the school takes a pupil's name or photo off the website when a parent asks. */
export const REMOVAL_WORKING_DAYS = 2;

/** Days within which the school answers any other request about personal data. */
export const REQUEST_REPLY_DAYS = 30;

/** The subject line a request by e-mail starts with, so the office passes it to the grievance contact. */
export const PRIVACY_MAIL_SUBJECT = 'Data protection request';

/** Who answers questions and grievances about personal data on the school's behalf (DPDP Act, section 8(9)). */
const grievanceContact = {
  role: 'The Principal',
  duty: 'handles questions, requests and grievances about personal data for the school',
  email: site.email,
  phone: site.phones.seniorWing,
} as const;

/** Services other than the school's that a page may load from, and what they receive. */
export interface ThirdParty {
  name: string;
  /** Every origin the browser may load from for it; the Content-Security-Policy allows no other (a unit test checks). */
  origins: readonly string[];
  what: string;
}

export const thirdParties: readonly ThirdParty[] = [
  {
    name: 'Google Maps',
    origins: ['https://www.google.com'],
    what: 'The map at the foot of every page is shown by Google Maps in a frame, loaded when it comes into view. Google then receives your IP address and may set its own cookies, under Google’s privacy policy. The address is also written beside the map.',
  },
  {
    name: 'YouTube',
    origins: ['https://i.ytimg.com', 'https://www.youtube-nocookie.com'],
    what: 'The Video Gallery shows preview pictures served by YouTube, so YouTube receives your IP address when that page loads; its videos open on YouTube itself. The video on Prayer and Anthem plays in YouTube’s privacy-enhanced mode, and only once you press Play.',
  },
  {
    name: `${site.vendor.label}, the school management software`,
    origins: [],
    what: `Some photos and documents are loaded straight from the file server of ${site.vendor.label}, which runs the school’s management software and this website for the school; it receives your IP address, as any web server does.`,
  },
];

const privacySummary: StatementSection = {
  id: 'in-short',
  heading: 'In short',
  paragraphs: [],
  points: [
    'This website sets no cookies, and uses no analytics service, advertising or tracking tools. There are no accounts and nothing to sign in to.',
    'Opening the website adds one to an anonymous count of visits. Nothing about you is stored with it.',
    `When you leave a page, your browser tells the website how fast that kind of page was: four timings and your connection’s speed class, nothing about you. They are only added to daily totals, which the school’s office reads and which are deleted after ${SPEED_RETENTION_DAYS} days.`,
    'So that you can read them again without a connection, your browser keeps copies of the pages of this website you open, on your own phone or computer, for up to 30 days. They are never sent anywhere, and you can delete them at any time.',
    `The web server records the requests it answers, with their IP address, to keep the site safe and working, and deletes these logs within ${SERVER_LOG_RETENTION_DAYS} days.`,
    'If you turn on alerts, the website keeps your browser’s push address and keys, the lists you chose and the language, only to send them; turning alerts off deletes them at once.',
    'The transfer certificate form sends the name and admission number you type to the school’s management software to find the certificate. The website does not keep them.',
    'Pupils’ names and photos appear here only with the consent of a parent or lawful guardian, and come off when a parent asks.',
  ],
};

const privacyResponsible: StatementSection = {
  id: 'who-is-responsible',
  heading: 'Who is responsible',
  paragraphs: [
    `${site.fullName} decides what this website publishes and why. Under the Digital Personal Data Protection Act, 2023 (the DPDP Act) the school is the Data Fiduciary for the personal data on this website.`,
    `The website and the school’s management software (its ERP) are run for the school by ${site.vendor.label}, which handles this data on the school’s behalf and on its instructions.`,
  ],
};

const privacyVisits: StatementSection = {
  id: 'when-you-visit',
  heading: 'What the website records when you visit',
  paragraphs: [],
  parts: [
    {
      heading: 'No cookies, no tracking',
      paragraphs: [
        'This website sets no cookies and, unless you turn on alerts (below), keeps nothing about you in your browser. It uses no analytics service, advertising, social media or other tracking tools, and it does not track or profile anyone: the only thing it measures is how fast its pages are (below), without knowing who you are. For children, section 9 of the DPDP Act forbids tracking, behavioural monitoring and targeted advertising in any case.',
      ],
    },
    {
      heading: 'Pages kept for reading offline',
      paragraphs: [
        `Your browser keeps a copy of the last ${SAVED_PAGES.maxEntries} pages of this website that you open, for ${SAVED_PAGES.maxAgeSeconds / 86_400} days at most, with the pictures, styles and scripts they need, so that you can read them again when your phone has no connection. When you are online, every page still comes fresh from the website. The copies stay on your device: nothing is sent from them, and the website cannot see which pages your browser has kept. Search results, the transfer certificate form and what you type into it are never kept.`,
        'To delete the copies, clear this website’s stored data in your browser. In Chrome on Android: Settings, Site settings, All sites, then this website, then Delete data. In any browser, deleting “cookies and site data” for all time deletes them too.',
      ],
    },
    {
      heading: 'Alerts on your phone',
      paragraphs: [
        'The Notices, News and Events pages offer alerts: if you turn them on there and allow notifications, your phone shows a notification when the school publishes a new notice, news item or event. Nothing happens unless you turn them on, and there is no account.',
        'To send them, the website keeps what your browser gives it for this: your browser’s push address (an address at Google, Apple, Mozilla or Microsoft, whichever delivers alerts to your browser), the keys that encrypt each alert so that only your browser can read it, the lists you chose, the language of the page, the date you turned alerts on, and the date an alert last reached you. It is used only to send these alerts and is never shared; it holds no name, phone number or e-mail address. Your browser also remembers, on your device, which lists you chose. Each alert passes through your browser’s push service, which learns only that an encrypted alert was sent to your browser.',
        `It is deleted at once when you turn alerts off; when your browser or phone drops the subscription (for example when you block notifications for this website or clear its data), the next alert finds it gone and the website deletes it; and after ${UNUSED_FOR_DAYS} days in which no alert reached it.`,
      ],
    },
    {
      heading: 'The visit count',
      paragraphs: [
        'Once a page has loaded, your browser asks this website to add one to the count of visitors shown at the foot of the page. The website passes on only the school’s code to the school management software, which keeps one running total. Nothing about you, such as your IP address, your device or the page you read, is sent with it or kept with the count; the request itself is in the web server’s logs, like any other (below).',
      ],
    },
    {
      heading: 'How fast pages load',
      paragraphs: [
        'So that the school can tell whether the website is fast enough on parents’ phones, your browser measures how the page you opened behaved, with Google’s open-source web-vitals code, served by this website itself: Google receives nothing. When you leave the page or switch away from it, your browser sends this website one short message with only: the kind of page (for example “a news item”, never its address or anything you searched for); how long the page took to show, how quickly it answered a tap, how much it moved while loading, and how long the server took to answer; and your connection’s speed class as your browser reports it (such as 4G or 3G).',
        `No cookie, identifier, address or detail of your device is sent with it. The website does not keep the message: it adds the four timings to counts for that day and that kind of page, which the school’s office reads as totals (for example, “three visits in four to the notices page showed it within 2.1 seconds”), and deletes the counts after ${SPEED_RETENTION_DAYS} days. The request itself is in the web server’s logs, like any other (below).`,
      ],
    },
    {
      heading: 'The web server’s logs',
      paragraphs: [
        'Like almost every website, the web server that hosts this site writes a line for each request it answers: your IP address; the date and time; the address of the page or file asked for, including any words typed into the site search, which are part of that address; whether it was answered and its size; the page you came from; and the name and version of your browser.',
        `These logs are used only to keep the site secure and working, for example to hold back a flood of requests from one address or to find the cause of an error, and are deleted within ${SERVER_LOG_RETENTION_DAYS} days. The website’s own program logs errors and timings, never a visitor’s address or what was typed into a form.`,
      ],
    },
    {
      heading: 'Site search',
      paragraphs: ['The words you search for are used to find the answer and are not stored anywhere except in the web server’s logs above.'],
    },
  ],
};

const privacyThirdParties: StatementSection = {
  id: 'other-services',
  heading: 'Content from other services',
  paragraphs: [
    'A few parts of some pages come from other services. When your browser loads them, those services receive your IP address, as any website you visit does:',
  ],
  points: thirdParties.map((party) => `${party.name}. ${party.what}`),
};

const privacyLinks: StatementSection = {
  id: 'links-to-other-sites',
  heading: 'Links to other sites',
  paragraphs: [
    'The links to the school’s pages on Instagram, Facebook, YouTube and LinkedIn, and to the admission portal, the parent portal, online fee payment, staff recruitment and alumni registration, lead to other websites with their own privacy notices. Nothing is loaded from them until you follow a link.',
  ],
};

const privacyTransferCertificate: StatementSection = {
  id: 'transfer-certificate',
  heading: 'The transfer certificate form',
  paragraphs: [],
  parts: [
    {
      heading: 'What is sent',
      paragraphs: [
        `The student’s full name and admission number that you type. This website’s server sends them to the school management software of ${site.vendor.label}, which holds the school’s student records, to find the certificate. The certificate comes back as an image and is saved on your device as tc.jpg.`,
      ],
    },
    {
      heading: 'What is kept',
      paragraphs: [
        'Nothing. The website does not store the name, the admission number or the certificate, and does not write them into its logs; the certificate is sent to you marked not to be stored on the way.',
      ],
    },
    {
      heading: 'Guarding against guessing',
      paragraphs: [
        `So that nobody can try admission number after admission number, the website counts requests for a short time: from one IP address for ${duration(TC_COUNTER_MINUTES.perAddress)}, from its network (the addresses that share its first three numbers) for ${duration(TC_COUNTER_MINUTES.perNetwork)}, and the unsuccessful requests for one admission number for ${duration(TC_COUNTER_MINUTES.perAdmissionNumber)}. These counts hold no names and expire by themselves.`,
      ],
    },
  ],
};

const privacyChildren: StatementSection = {
  id: 'children',
  heading: 'Children’s names and photos',
  paragraphs: [
    'The school publishes some pupils’ names and photos to celebrate their achievements and school life, and to show parents and the public what happens at school. They can appear in:',
  ],
  points: [
    'board examination toppers: name, class, session, stream or subject, result and photo;',
    'the home page’s birthday greetings, on the day itself: name, class, day and month of birth (never the year) and photo; the school can switch this section off;',
    'photo albums of events, activities and programmes, and lists of achievements and prize winners;',
    'notices, news and newspaper clippings about school events.',
  ],
};

const privacyConsent: StatementSection = {
  id: 'consent',
  heading: 'Consent of parents and guardians',
  paragraphs: [
    'Under the DPDP Act everyone under 18 is a child, and section 9 of the Act requires the verifiable consent of a parent or lawful guardian before a child’s personal data is processed. The school publishes a pupil’s name, photo or birthday on this website only with that consent, only for the purposes above, and never for advertising; it does not sell them or give them to anyone for another use.',
    `A parent or guardian may withdraw consent at any time, for one photo or for everything. The school then takes the pupil’s name or photo off this website within ${REMOVAL_WORKING_DAYS} working days. Copies that other people or search engines have already made are outside the school’s control.`,
  ],
};

const privacyRights: StatementSection = {
  id: 'your-rights',
  heading: 'Your rights',
  paragraphs: [
    'Under the DPDP Act you have these rights about your own personal data, and a parent or lawful guardian has them on behalf of a child:',
  ],
  points: [
    'to ask for a summary of the personal data about you or your child that the school processes, and with whom it has been shared (section 11);',
    'to have it corrected, completed, brought up to date, or erased (section 12);',
    'to withdraw consent you have given (section 6);',
    'to have a grievance answered by the school (section 13);',
    'to nominate another person to use these rights for you if you die or can no longer act yourself (section 14).',
  ],
};

const privacyRequests: StatementSection = {
  id: 'requests-and-grievances',
  heading: 'How to ask, or complain',
  paragraphs: [
    `Write to ${grievanceContact.role.replace(/^The /, 'the ')}, who ${grievanceContact.duty}, or call the office. Please say which page and which pupil it is about, what you would like done, and how we can reach you; we may ask you to confirm that you are the pupil’s parent or guardian before we act.`,
    `We take a pupil’s name or photo off the website within ${REMOVAL_WORKING_DAYS} working days of a parent’s request, and answer any other request within ${REQUEST_REPLY_DAYS} days.`,
  ],
};

/** Where to turn when the school's answer does not satisfy; shown under the contacts. */
export const privacyComplaint =
  'If you are not satisfied with the school’s answer, you may complain to the Data Protection Board of India. The Act asks you to raise the matter with the school first (section 13).';

const privacyCommencement: StatementSection = {
  id: 'about-this-notice',
  heading: 'About this notice',
  paragraphs: [
    'The DPDP Act and the Digital Personal Data Protection Rules, 2025 come into force in stages, the last of them in 2027. This notice describes what the school and this website do now, and will be updated as the rules take effect or the website changes.',
  ],
};

/**
 * The notice's words: its sections, the complaint under the contacts, the name and first line of the contact
 * card, and the sentence around the date of the last change. content/hi/pages/statements.ts holds their
 * Hindi twin; the figures above are the same in both languages.
 */
export const privacyWords = {
  sections: [
    privacySummary,
    privacyResponsible,
    privacyVisits,
    privacyThirdParties,
    privacyLinks,
    privacyTransferCertificate,
    privacyChildren,
    privacyConsent,
    privacyRights,
    privacyRequests,
    privacyCommencement,
  ],
  complaint: privacyComplaint,
  contactsLabel: 'Contacts for a data protection request',
  contactsLead: `${grievanceContact.role}, ${site.fullName}`,
  updated: { before: 'This notice was last updated on ', after: '.' },
} as const;

export const privacy = {
  updatedOn: PRIVACY_UPDATED_ON,
  serverLogRetentionDays: SERVER_LOG_RETENTION_DAYS,
  ...privacyWords,
} as const;

/** The words of the contact card under both statements; `phone` names a wing's number. */
export const contactWords = {
  email: 'E-mail',
  phone: (wing: string) => `Phone, ${wing.toLowerCase()}`,
  post: 'By post',
} as const;
