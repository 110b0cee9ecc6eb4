// The words of the home page in each locale: its headings, buttons and accessible names, and the Hindi
// twins of the school's own home texts (content/home.ts, the mission panels and the leaders' messages). The
// home components take a locale and read their words here; the English words are the ones the English home
// has always said. The vendor's items (news, events, toppers, albums, notices, the principal's message) are
// never translated: a Hindi page shows them as written, marked lang="en".
import { ABOUT, HERO_SLIDES, INFRASTRUCTURE, QUICK_LINKS, VIRTUAL_TOUR } from '@/content/home';
import { HOME_PLACEHOLDERS } from '@/content/placeholders';
import { schoolFacts as hindiSchoolFacts } from '@/content/hi/pages/school';
import { chairman, founder, missionVision, patron, schoolFacts, type BiographyPage } from '@/content/pages/school';
import { site } from '@/content/site';
import type { Locale } from '@/lib/routes';
import type { CarouselWords, NoticeWords } from './controls';
import { GLOSSARY } from './glossary';

export interface HomeWords {
  hero: {
    tagline: string;
    schoolName: string;
    affiliation: string;
    admissions: string;
    discover: string;
    carouselLabel: string;
    slides: readonly { alt: string; caption: string }[];
  };
  quickLinks: { label: string; items: readonly { label: string; description: string }[] };
  connect: { heading: string; text: string; tour: string };
  about: { eyebrow: string; heading: string; paragraphs: readonly string[]; factsLabel: string; facts: readonly { figure: string; label: string }[]; links: readonly string[] };
  /** `pause` names the list's pause button; absent in English, where the button says "Pause {listLabel}". */
  news: { eyebrow: string; title: string; all: string; listLabel: string; pause?: string; attachment: string; readMore: string; placeholder: string };
  mission: { eyebrow: string; title: string; more: string; panels: readonly { title: string; text: string }[] };
  achievers: {
    eyebrow: string;
    title: string;
    classToppers: (classLevel: string) => string;
    board: string;
    boardSession: (session: string) => string;
    viewAll: string;
    carouselLabel: (classLevel: string) => string;
    photoOf: (name: string) => string;
    placeholder: { name: string; stream: string; division: string };
  };
  birthdays: { title: string; text: string; none: string; carouselLabel: string; classOf: (className: string) => string };
  messages: {
    eyebrow: string;
    title: string;
    fromDesk: (role: string) => string;
    principalPhoto: (name: string, role: string) => string;
    readPrincipal: string;
    /** The chairman, founder and patron, in that order. */
    leaders: readonly { name: string; role: string; photoAlt: string; message: string; link: string }[];
  };
  events: {
    eyebrow: string;
    upcoming: string;
    recent: string;
    all: string;
    time: string;
    location: string;
    attachment: string;
    defaultVenue: string;
    placeholder: { title: string; description: string; date: string; time: string; venue: string };
  };
  gallery: { eyebrow: string; title: string; visit: string; carouselLabel: string; placeholderTitle: string; photos: (count: number) => string };
  infrastructure: { eyebrow: string; title: string; all: string; items: readonly { label: string; text: string }[] };
  registration: { open: string };
  /** The islands' words; absent in English, where the islands' own English words stand (content/i18n/controls.ts). */
  notices?: NoticeWords;
  carousel?: CarouselWords;
}

/** How many of the school's figures the home page shows. */
const FACTS_SHOWN = 4;

/** The first quotation of a biography page (its message), else its first paragraph. */
function leaderMessage(page: BiographyPage): string {
  const paragraphs = page.sections.flatMap((section) => section.paragraphs);
  return paragraphs.find((paragraph) => paragraph.startsWith('“')) ?? paragraphs[0] ?? '';
}

const en: HomeWords = {
  hero: {
    tagline: site.tagline,
    schoolName: site.fullName,
    affiliation: `${site.affiliation}. ${site.address.locality}, ${site.address.region}.`,
    admissions: 'Admissions',
    discover: 'Discover our school',
    carouselLabel: 'Campus photographs',
    slides: HERO_SLIDES,
  },
  quickLinks: { label: 'Quick links', items: QUICK_LINKS },
  connect: { heading: 'See the campus from anywhere', text: 'Take the 360° tour and follow school life as it happens.', tour: VIRTUAL_TOUR.label },
  about: {
    eyebrow: 'About us',
    heading: ABOUT.heading,
    paragraphs: ABOUT.paragraphs,
    factsLabel: 'The school in figures',
    facts: schoolFacts.slice(0, FACTS_SHOWN),
    links: ABOUT.links.map((link) => link.label),
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
  mission: { eyebrow: 'What we stand for', title: 'Mission, Vision, Motto and Aim', more: 'More on our mission and vision', panels: missionVision },
  achievers: {
    eyebrow: 'Pride of the school',
    title: 'Our Top Achievers',
    classToppers: (classLevel) => `Class ${classLevel} Toppers`,
    board: 'Board examination',
    boardSession: (session) => `Board examination, session ${session}`,
    viewAll: 'View all',
    carouselLabel: (classLevel) => `Class ${classLevel} toppers`,
    photoOf: (name) => `Photo of ${name}`,
    placeholder: HOME_PLACEHOLDERS.topper,
  },
  birthdays: {
    title: 'Happy Birthday!',
    text: 'Wishing our students celebrating today',
    none: 'No birthdays today. Come back tomorrow to celebrate with us!',
    carouselLabel: "Today's birthdays",
    classOf: (className) => `Class ${className}`,
  },
  messages: {
    eyebrow: 'Words of guidance',
    title: 'Messages',
    fromDesk: (role) => `From the ${role.toLowerCase()}'s desk`,
    principalPhoto: (name, role) => `Photo of ${name}, ${role}`,
    readPrincipal: "Read the principal's message",
    leaders: [chairman, founder, patron].map((page) => ({
      name: page.name,
      role: page.role,
      photoAlt: page.photo.alt,
      message: leaderMessage(page),
      link: `Message from the ${page.role.toLowerCase()}`,
    })),
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
    photos: (count) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
  },
  infrastructure: { eyebrow: 'Infrastructure', title: 'A campus built for learning', all: 'All facilities', items: INFRASTRUCTURE },
  registration: { open: 'Online Registration Open' },
};

const hi: HomeWords = {
  hero: {
    tagline: 'Lux et Veritas · प्रकाश और सत्य',
    schoolName: GLOSSARY.schoolName.hi,
    affiliation: 'सह-शिक्षा, अंग्रेज़ी माध्यम · CBSE, नई दिल्ली से संबद्ध। बोकारो स्टील सिटी, झारखंड।',
    admissions: 'प्रवेश की जानकारी',
    discover: 'हमारे विद्यालय के बारे में',
    carouselLabel: 'परिसर की तस्वीरें',
    slides: [
      { alt: 'मुख्य विद्यालय भवन के सामने सुबह की प्रार्थना सभा में वर्दी पहने विद्यार्थी', caption: 'मुख्य भवन के सामने सुबह की प्रार्थना सभा' },
      { alt: 'खेल प्रतियोगिता में अपने हाउस के रंगों में विद्यालय के ट्रैक पर दौड़ते धावक, क्षितिज पर स्टील प्लांट', caption: 'विद्यालय के मैदान पर वार्षिक खेल प्रतियोगिता' },
      { alt: 'विज्ञान प्रदर्शनी में ब्लैकबोर्ड के पास अपने चलते हुए मॉडल दिखाते विद्यार्थी', caption: 'विज्ञान प्रदर्शनी में चलते हुए मॉडल' },
      { alt: 'भरे हुए सभागार के सामने रोशन मंच पर वार्षिक दिवस पर प्रस्तुति देते विद्यार्थी', caption: 'सभागार में वार्षिक दिवस समारोह' },
      { alt: 'विद्यालय के बगीचे में पौधे लगाते नेचर एंड इको क्लब के सदस्य', caption: 'नेचर एंड इको क्लब का पौधारोपण' },
      { alt: 'करियर मार्गदर्शन सत्र में बैठे वरिष्ठ विद्यार्थियों को पोडियम से संबोधित करते वक्ता', caption: 'कक्षा XI और XII के लिए करियर मार्गदर्शन' },
      { alt: 'अलंकरण समारोह के लिए विद्यालय के मैदान में एकत्र छात्र परिषद', caption: 'छात्र परिषद का अलंकरण समारोह' },
      { alt: 'टिंकरिंग लैब की मेज़ों पर मॉडल बनाते और जाँचते विद्यार्थी', caption: 'टिंकरिंग लैब में ख़ुद करके सीखना' },
    ],
  },
  quickLinks: {
    label: 'उपयोगी लिंक',
    items: [
      { label: 'अनिवार्य जानकारी', description: 'CBSE के लिए सार्वजनिक जानकारी (Mandatory Disclosure)' },
      { label: 'ऑनलाइन भुगतान', description: 'विद्यालय की फ़ीस ऑनलाइन जमा करें' },
      { label: 'भर्ती', description: 'शिक्षकों और कर्मचारियों के रिक्त पद' },
      { label: 'पूर्व छात्र पंजीकरण', description: 'विद्यालय से जुड़े रहें' },
      { label: 'पत्रिका', description: 'विद्यालय की पत्रिका' },
      { label: 'बस रूट', description: 'स्कूल बसों के रूट और समय' },
    ],
  },
  connect: { heading: 'कहीं से भी परिसर देखें', text: '360° वीडियो से परिसर घूमिए और विद्यालय की गतिविधियों से जुड़े रहिए।', tour: 'परिसर का 360° वर्चुअल टूर' },
  about: {
    eyebrow: 'हमारे बारे में',
    heading: 'सेंट एंड्रयूज़ मिशन स्कूल में आपका स्वागत है',
    paragraphs: [
      `${GLOSSARY.schoolName.hi} बोकारो स्टील सिटी में एक चर्च मिशन द्वारा संचालित, केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE), नई दिल्ली से संबद्ध सह-शिक्षा वाला अंग्रेज़ी माध्यम विद्यालय है। ${site.foundedYear} से यह टाउनशिप के बच्चों को ऐसी शिक्षा दे रहा है जो मन, हृदय और चरित्र, तीनों को साथ-साथ गढ़ती है।`,
      'लगभग 3210 विद्यार्थी 8 एकड़ के परिसर में कक्षा I से XII तक हमारे साथ पढ़ते हैं। व्यावसायिक विषय कक्षा VI से शुरू होते हैं, पूरा विद्यालय हफ़्ते में दो बार, सोमवार और शुक्रवार को, सामूहिक प्रार्थना सभा में मिलता है, और चार हाउस पूरे वर्ष स्वस्थ प्रतियोगिता की भावना बनाए रखते हैं।',
    ],
    factsLabel: 'विद्यालय आँकड़ों में',
    facts: hindiSchoolFacts.slice(0, FACTS_SHOWN),
    links: ['हमारे विद्यालय के बारे में और जानें', 'CBSE के लिए अनिवार्य सार्वजनिक जानकारी'],
  },
  news: {
    eyebrow: 'नया क्या है',
    title: 'ताज़ा समाचार',
    all: 'सभी समाचार',
    listLabel: 'ताज़ा समाचार',
    pause: 'ताज़ा समाचार रोकें',
    attachment: 'संलग्न फ़ाइल',
    readMore: 'पूरा पढ़ें',
    placeholder: 'नई जानकारी के लिए जुड़े रहें',
  },
  mission: {
    eyebrow: 'हमारे मूल्य',
    title: 'मिशन, विज़न, आदर्श वाक्य और लक्ष्य',
    more: 'मिशन और विज़न के बारे में विस्तार से',
    panels: [
      { title: 'मिशन', text: 'हर बच्चे को एक स्नेहपूर्ण समुदाय में ठोस शिक्षा देना, उसके मन, शरीर और आत्मा का पोषण करना, ताकि हमारे विद्यार्थी दूसरों की सेवा करने वाले ज़िम्मेदार नागरिक बनें।' },
      { title: 'विज़न', text: 'ऐसा विद्यालय जहाँ हर विद्यार्थी अपनी प्रतिभा पहचाने, स्वतंत्र रूप से सोचे और ईमानदारी से काम करे, और जहाँ उत्कृष्टता और करुणा साथ-साथ चलें।' },
      { title: 'आदर्श वाक्य', text: 'Lux et Veritas — प्रकाश और सत्य: ज्ञान की खोज करना और सत्य के अनुसार जीना।' },
      { title: 'लक्ष्य', text: 'CBSE पाठ्यक्रम, सह-पाठ्यक्रम गतिविधियों और समाज-सेवा के माध्यम से पूरे व्यक्तित्व का विकास: बौद्धिक, शारीरिक, नैतिक और आध्यात्मिक।' },
    ],
  },
  achievers: {
    eyebrow: 'विद्यालय का गौरव',
    title: 'हमारे मेधावी विद्यार्थी',
    classToppers: (classLevel) => `कक्षा ${classLevel} के टॉपर्स`,
    board: GLOSSARY.boardExam.hi,
    boardSession: (session) => `${GLOSSARY.boardExam.hi}, ${GLOSSARY.session.hi} ${session}`,
    viewAll: 'सभी देखें',
    carouselLabel: (classLevel) => `कक्षा ${classLevel} के टॉपर्स`,
    photoOf: (name) => `${name} की फ़ोटो`,
    placeholder: { name: 'विद्यार्थी का नाम', stream: 'संकाय या विषय', division: '100%' },
  },
  birthdays: {
    title: 'जन्मदिन की शुभकामनाएँ!',
    text: 'आज जन्मदिन मना रहे हमारे विद्यार्थियों को बधाई',
    none: 'आज किसी का जन्मदिन नहीं है। कल फिर आइए और हमारे साथ जश्न मनाइए!',
    carouselLabel: 'आज के जन्मदिन',
    classOf: (className) => `कक्षा ${className}`,
  },
  messages: {
    eyebrow: 'मार्गदर्शन के शब्द',
    title: 'संदेश',
    fromDesk: () => `${GLOSSARY.principal.hi} की कलम से`,
    principalPhoto: (name, role) => `${name} (${role}) की फ़ोटो`,
    readPrincipal: `${GLOSSARY.principal.hi} का संदेश पढ़ें`,
    leaders: [
      {
        name: 'रेवरेंड डॉ. पॉल मैथ्यू कुजूर',
        role: 'अध्यक्ष',
        photoAlt: 'विद्यालय के अध्यक्ष रेवरेंड डॉ. पॉल मैथ्यू कुजूर (काल्पनिक) का चित्र',
        message: '“किसी विद्यालय की पहचान उसकी इमारतों से नहीं, बल्कि उन युवाओं से होती है जिन्हें वह दुनिया में भेजता है। हमारे विद्यार्थी ईमानदारी, साहस और दयालुता के लिए जाने जाएँ।”',
        link: 'अध्यक्ष का संदेश',
      },
      {
        name: 'हमारे संस्थापक',
        role: 'संस्थापक',
        photoAlt: 'बिशप के वस्त्रों में हमारे संस्थापक का चित्र',
        message: 'हमारे संस्थापक का जन्म 1924 में हुआ। उन्होंने अपना जीवन चर्च और बच्चों की शिक्षा को समर्पित किया, और 1975 में बिशप के रूप में अभिषिक्त हुए, मद्रास डायोसीज़ के पहले बिशप।',
        link: 'संस्थापक का परिचय',
      },
      {
        name: 'राइट रेवरेंड सैमुअल देवदास',
        role: 'संरक्षक',
        photoAlt: 'विद्यालय के संरक्षक राइट रेवरेंड सैमुअल देवदास (काल्पनिक) का चित्र',
        message: '“अच्छी तरह पढ़ो, पर सबसे बढ़कर अच्छा इंसान बनना सीखो। ज्ञान एक दीपक है: उसे ऐसे थामो कि दूसरों को भी अपनी राह दिखे।”',
        link: 'संरक्षक का संदेश',
      },
    ],
  },
  events: {
    eyebrow: 'कैलेंडर',
    upcoming: 'आने वाले कार्यक्रम',
    recent: 'हाल के कार्यक्रम',
    all: 'सभी कार्यक्रम',
    time: 'समय',
    location: 'स्थान',
    attachment: 'संलग्न फ़ाइल',
    defaultVenue: 'विद्यालय परिसर',
    placeholder: { title: 'कार्यक्रम का नाम', description: 'नई जानकारी के लिए जुड़े रहें', date: 'DD.MM', time: '00:00', venue: 'विद्यालय परिसर' },
  },
  gallery: {
    eyebrow: 'यादगार पल',
    title: 'फ़ोटो गैलरी',
    visit: 'गैलरी देखें',
    carouselLabel: 'फ़ोटो एल्बम',
    placeholderTitle: 'विद्यालय गैलरी',
    photos: (count) => `${count} फ़ोटो`,
  },
  infrastructure: {
    eyebrow: 'परिसर',
    title: 'सीखने के लिए बना परिसर',
    all: 'सभी सुविधाएँ',
    items: [
      { label: 'कक्षा-कक्ष', text: 'हवादार, रोशनी से भरे कक्षा-कक्ष, सभी सीनियर सेक्शनों में स्मार्ट बोर्ड के साथ।' },
      { label: 'प्रयोगशालाएँ', text: 'भौतिकी, रसायन, जीवविज्ञान, कंपोज़िट और भाषा प्रयोगशालाएँ, और 120 से अधिक कंप्यूटरों वाली चार कंप्यूटर लैब।' },
      { label: 'पुस्तकालय की पुस्तकें', text: 'साथ में 858 संदर्भ पुस्तकें, 15 पत्रिकाएँ (periodicals), 15 मैगज़ीन और 9 अख़बार।' },
      { label: 'परिसर', text: 'परिसर के भीतर ही एथलेटिक्स, फ़ुटबॉल, क्रिकेट और बास्केटबॉल के मैदान।' },
      { label: 'हॉल', text: 'दो लेक्चर थिएटर और प्रार्थना सभा, नाटक और परीक्षाओं के लिए एक बहुउद्देशीय हॉल।' },
      { label: 'टिंकरिंग लैब', text: 'आई-स्कूल की टिंकरिंग लैब, जहाँ विद्यार्थी अपने प्रोजेक्ट डिज़ाइन करते, बनाते और कोड करते हैं।' },
    ],
  },
  registration: { open: 'ऑनलाइन पंजीकरण शुरू है' },
  notices: {
    button: 'सूचनाएँ',
    region: 'सूचनाएँ',
    counter: '{total} में से सूचना {n}',
    slide: '{total} में से {n}',
    close: 'सूचनाएँ बंद करें',
    attachment: 'संलग्न फ़ाइल',
    link: 'यहाँ क्लिक करें',
    previous: 'पिछली',
    next: 'अगली',
    noticeSuffix: ' सूचना',
    newTab: ' (नए टैब में खुलेगा)',
  },
  carousel: { previous: 'पिछली स्लाइड', next: 'अगली स्लाइड', play: 'चलाएँ', pause: 'रोकें', slideOf: '{total} में से {n}' },
};

/** The home page's words of each locale. */
export const HOME_WORDS: Readonly<Record<Locale, HomeWords>> = { en, hi };
