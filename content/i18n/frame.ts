// The words of the site's frame (header, menu, ticker, breadcrumb, footer, the 404 and error pages, the
// language switch) in each locale. Components take a locale and read their words here, so a Hindi page's
// frame is the English frame with these words. The terms fixed for Hindi are in ./glossary.ts.
import type { Locale } from '@/lib/routes';
import { GLOSSARY } from './glossary';

export interface FrameWords {
  /** The value of `<html lang>`. */
  htmlLang: string;
  /** The Open Graph locale of the pages. */
  ogLocale: string;
  schoolName: string;
  shortName: string;
  affiliation: string;
  /** Read after the school's name on the crest link. */
  homePageSuffix: string;
  skipLink: string;
  /** The name of the header's `<nav>`. */
  mainNav: string;
  menuButton: string;
  /** Said after the name of every link that opens in a new tab. */
  newTab: string;
  phones: { seniorWing: string; primaryWing: string };
  search: { landmark: string; label: string; placeholder: string; button: string };
  /** `pause` names the ticker's pause button; absent in English, where the button says "Pause {label}". */
  ticker: { label: string; pause?: string; placeholders: readonly string[] };
  breadcrumb: { label: string; home: string };
  /** The heading of the list of a section's other pages beside an inner page. */
  sectionPages: string;
  /** The links under an embedded PDF. */
  pdf: { open: string; download: string };
  footer: {
    contactUs: string;
    quickLinks: string;
    findUs: string;
    mapTitle: string;
    openMap: string;
    rightsReserved: string;
    aboutSite: string;
    visitorsSince: (since: string) => string;
    websiteBy: string;
    socialLink: (network: string) => string;
    links: {
      admission: string;
      notice: string;
      tc: string;
      fees: string;
      portalHelp: string;
      sitemap: string;
      accessibility: string;
      privacy: string;
      onlinePayment: string;
      recruitment: string;
      alumniRegistration: string;
      cbse: string;
    };
  };
  notFound: {
    title: string;
    message: string;
    goHome: string;
    seeAll: string;
    /** The page of a notice, news item, event or album that is not (or no longer) published. */
    missingItem: { title: string; message: string; goToList: (listName: string) => string };
  };
  /** This locale's name on the other locale's switch: the link is in this locale's language ('हिन्दी' on English pages). */
  languageSwitch: { text: string; lang: string; label: string };
}

const en: FrameWords = {
  htmlLang: 'en-IN',
  ogLocale: 'en_IN',
  schoolName: "St. Andrew's Mission Senior Secondary School",
  shortName: "St. Andrew's Mission School",
  affiliation: 'Co-educational, English medium · Affiliated to CBSE, New Delhi',
  homePageSuffix: ', home page',
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  menuButton: 'Menu',
  newTab: ' (opens in a new tab)',
  phones: { seniorWing: 'Senior wing', primaryWing: 'Primary wing' },
  search: { landmark: 'Site search', label: 'Search the site', placeholder: 'Search the site', button: 'Search' },
  ticker: {
    label: 'Announcements',
    placeholders: [
      "Welcome to St. Andrew's Mission Senior Secondary School",
      'Stay tuned for more updates from the school',
      'Notices and circulars are published on the Notice page',
    ],
  },
  breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  sectionPages: 'Pages of this section',
  pdf: { open: 'Open', download: 'Download' },
  footer: {
    contactUs: 'Contact us',
    quickLinks: 'Quick links',
    findUs: 'Find us',
    mapTitle: 'Map',
    openMap: 'Open the map',
    rightsReserved: 'All rights reserved.',
    aboutSite: 'About this website',
    visitorsSince: (since) => `Visitors since ${since}:`,
    websiteBy: 'Website and ERP by',
    socialLink: (network) => `St. Andrew's Mission School on ${network}`,
    links: {
      admission: 'Admission',
      notice: 'Notice',
      tc: 'Transfer certificate',
      fees: 'Fee Details',
      portalHelp: 'Portal help',
      sitemap: 'Sitemap',
      accessibility: 'Accessibility statement',
      privacy: 'Privacy notice',
      onlinePayment: 'Online fee payment',
      recruitment: 'Staff recruitment',
      alumniRegistration: 'Alumni registration',
      cbse: 'CBSE website',
    },
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you asked for is not here. It may have moved, or the address may have a typing mistake.',
    goHome: 'Go to the home page',
    seeAll: 'See all pages',
    missingItem: {
      title: 'Not found',
      message: 'Nothing is published at this address. It may have been withdrawn by the school, or the link may be incomplete.',
      goToList: (listName) => `Go to ${listName}`,
    },
  },
  languageSwitch: { text: 'English', lang: 'en', label: 'Read this page in English' },
};

const hi: FrameWords = {
  htmlLang: 'hi',
  ogLocale: 'hi_IN',
  schoolName: GLOSSARY.schoolName.hi,
  shortName: 'सेंट एंड्रयूज़ मिशन स्कूल',
  affiliation: 'सह-शिक्षा, अंग्रेज़ी माध्यम · CBSE, नई दिल्ली से संबद्ध',
  homePageSuffix: ', मुखपृष्ठ',
  skipLink: 'मुख्य सामग्री पर जाएँ',
  mainNav: 'मुख्य मेनू',
  menuButton: 'मेनू',
  newTab: ' (नए टैब में खुलेगा)',
  phones: { seniorWing: 'सीनियर विंग', primaryWing: 'प्राइमरी विंग' },
  search: { landmark: 'साइट खोज', label: 'वेबसाइट में खोजें (अंग्रेज़ी में)', placeholder: 'वेबसाइट में खोजें', button: 'खोजें' },
  ticker: {
    label: 'घोषणाएँ',
    pause: 'घोषणाएँ रोकें',
    placeholders: [
      `${GLOSSARY.schoolName.hi} में आपका स्वागत है`,
      'विद्यालय की नई जानकारी के लिए जुड़े रहें',
      'सूचनाएँ और परिपत्र नोटिस पृष्ठ पर प्रकाशित होते हैं',
    ],
  },
  breadcrumb: { label: 'आप यहाँ हैं', home: 'मुखपृष्ठ' },
  sectionPages: 'इस भाग के पृष्ठ',
  pdf: { open: 'खोलें', download: 'डाउनलोड करें' },
  footer: {
    contactUs: 'संपर्क करें',
    quickLinks: 'उपयोगी लिंक',
    findUs: 'हमारा पता',
    mapTitle: 'नक्शा',
    openMap: 'नक्शा खोलें',
    rightsReserved: 'सर्वाधिकार सुरक्षित।',
    aboutSite: 'इस वेबसाइट के बारे में',
    visitorsSince: (since) => `${since} से अब तक आगंतुक:`,
    websiteBy: 'वेबसाइट और ERP:',
    socialLink: (network) => `${network} पर सेंट एंड्रयूज़ मिशन स्कूल`,
    links: {
      admission: GLOSSARY.admission.hi,
      notice: 'सूचनाएँ (नोटिस)',
      tc: GLOSSARY.tc.hi,
      fees: 'फ़ीस का विवरण',
      portalHelp: 'पैरेंट पोर्टल सहायता',
      sitemap: 'साइट मैप',
      accessibility: 'सुगम्यता विवरण',
      privacy: 'गोपनीयता सूचना',
      onlinePayment: 'ऑनलाइन फ़ीस भुगतान',
      recruitment: 'शिक्षक एवं कर्मचारी भर्ती',
      alumniRegistration: 'पूर्व छात्र पंजीकरण',
      cbse: 'CBSE वेबसाइट',
    },
  },
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    message: 'आप जो पृष्ठ खोज रहे हैं वह यहाँ नहीं है। हो सकता है वह कहीं और चला गया हो, या पते में टाइप की कोई गलती हो।',
    goHome: 'मुखपृष्ठ पर जाएँ',
    seeAll: 'सभी पृष्ठ देखें (अंग्रेज़ी)',
    missingItem: {
      title: 'नहीं मिला',
      message: 'इस पते पर कुछ प्रकाशित नहीं है। हो सकता है स्कूल ने इसे हटा लिया हो, या लिंक अधूरा हो।',
      goToList: (listName) => `${listName} पर जाएँ`,
    },
  },
  languageSwitch: { text: 'हिन्दी', lang: 'hi', label: 'यह पृष्ठ हिन्दी में पढ़ें' },
};

/** The frame's words of each locale. */
export const FRAME: Readonly<Record<Locale, FrameWords>> = { en, hi };

/** The locale a page's switch leads to. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'hi' : 'en';
}
