// The Hindi names of the menu's groups and of every page, for the Hindi frame's menu, breadcrumbs, titles
// and section lists, and the Hindi intro of each page that has a Hindi twin. A page without a Hindi twin
// still has a Hindi name: the Hindi menu lists it, linked to its English page.
import { GLOSSARY } from '@/content/i18n/glossary';
import type { GroupName } from '@/content/navigation';
import type { InnerRoute } from '@/content/page-intros';
import type { CanonicalRoute, HindiRoute } from '@/content/routes';

export const HI_GROUP_NAMES: Readonly<Record<GroupName, string>> = {
  School: 'विद्यालय',
  Academics: 'पढ़ाई',
  Infrastructure: 'परिसर',
  Media: 'मीडिया',
  Help: 'सहायता',
};

export const HI_PAGE_NAMES: Readonly<Record<InnerRoute, string>> = {
  '/OurSchool': 'हमारा विद्यालय',
  '/SchoolTiming': 'विद्यालय का समय',
  '/PrayerAnthem': 'प्रार्थना और विद्यालय गीत',
  '/OurPatron': 'हमारे संरक्षक',
  '/CareerGuidance': 'करियर मार्गदर्शन और परामर्श',
  '/Faculty': 'शिक्षक और कर्मचारी',
  '/Hod': 'विभागाध्यक्ष',
  '/MissionVision': 'मिशन और विज़न',
  '/OurChurch': 'हमारा चर्च',
  '/FeeDetails': 'फ़ीस का विवरण',
  '/StudentCorner': 'विद्यार्थी कोना',
  '/SubjectStudy': 'पढ़ाए जाने वाले विषय',
  '/Tc': GLOSSARY.tc.hi,
  '/ActivityCorner': 'शैक्षिक गतिविधियाँ',
  '/SamplePaper': 'सैंपल पेपर',
  '/Syllabus': 'पाठ्यक्रम (सिलेबस)',
  '/Booklist': 'पुस्तक सूची',
  '/OurPrincipal': 'हमारे प्राचार्य',
  '/WorkingCommittee': 'विद्यालय प्रबंध समिति',
  '/Facilities': 'सुविधाएँ',
  '/ClassRoom': 'कक्षाएँ',
  '/TinkeringLab': 'टिंकरिंग लैब',
  '/PlayGround': 'खेल का मैदान',
  '/Certificates': 'प्रमाणपत्र',
  '/Laboratories': 'प्रयोगशालाएँ',
  '/BusRoute': 'स्कूल बस के रूट',
  '/Scholarship': 'छात्रवृत्ति और फ़ीस में छूट',
  '/Admission': GLOSSARY.admission.hi,
  '/Magazine': 'विद्यालय पत्रिका',
  '/Achievement': 'उपलब्धियाँ',
  '/Counselling': 'परामर्शदाता (काउंसलर)',
  '/ErpSoftware': 'ERP सॉफ़्टवेयर',
  '/Pphelp': 'पैरेंट पोर्टल सहायता',
  '/VideoGallery': 'वीडियो गैलरी',
  '/EMagazine': 'ई-पत्रिका',
  '/Gallery': 'फ़ोटो गैलरी',
  '/SubGallery': 'फ़ोटो एल्बम',
  '/BuildingProgram': 'क्षमता निर्माण कार्यक्रम',
  '/SubBuildingProgram': 'कार्यक्रम का विवरण',
  '/News': 'समाचार',
  '/Events': 'कार्यक्रम',
  '/Activity': 'गतिविधियाँ',
  '/Toppers': 'कक्षा X के टॉपर्स',
  '/ToppersXII': 'कक्षा XII के टॉपर्स',
  '/Library': 'पुस्तकालय',
  '/Chairman': 'अध्यक्ष',
  '/Founder': 'संस्थापक',
  '/schoolCommunities': 'हाउस और क्लब',
  '/notice': 'सूचनाएँ (नोटिस)',
  '/MediaCoverage': 'मीडिया में विद्यालय',
  '/SubActivity': 'गतिविधि का विवरण',
  '/sitemap': 'साइट मैप',
  '/PublicDisclosure': 'सार्वजनिक जानकारी (परिशिष्ट IX)',
  '/search': 'खोज',
  '/accessibility': 'सुगम्यता विवरण',
  '/privacy': 'गोपनीयता सूचना',
};

/** The Hindi name of any page of the site. */
export function hindiPageName(route: CanonicalRoute): string {
  return route === '/' ? 'मुखपृष्ठ' : HI_PAGE_NAMES[route];
}

/** The menu's links to other sites, by their English label in content/navigation.ts. */
export const HI_EXTERNAL_NAMES: Readonly<Record<string, string>> = {
  'CBSE website': 'CBSE वेबसाइट',
  'Almanac (PDF)': 'वार्षिक कैलेंडर (PDF)',
  'Mandatory Disclosure': 'अनिवार्य जानकारी (Mandatory Disclosure)',
  'Prospectus (PDF)': 'प्रॉस्पेक्टस (PDF)',
  'Learning Outcomes': 'सीखने के प्रतिफल (Learning Outcomes)',
  Alumni: 'पूर्व छात्र',
  Admission: 'ऑनलाइन प्रवेश',
};

/** The sentence under a Hindi page's heading, also its description for search engines and link previews. */
export const HI_PAGE_INTROS: Readonly<Record<Exclude<HindiRoute, '/'>, string>> = {
  '/notice': 'विद्यालय की सूचनाएँ, सबसे नई पहले: वर्ष, महीने या शीर्षक से खोजें।',
  '/News': 'विद्यालय के समाचार, सबसे नए पहले: वर्ष, महीने या शीर्षक से खोजें।',
  '/Events': 'विद्यालय के आने वाले और पिछले कार्यक्रम: वर्ष, महीने या शीर्षक से खोजें, और अपने कैलेंडर में जोड़ें।',
  '/OurSchool': 'हमारा विद्यालय एक नज़र में: परिचय, परिसर और पढ़ाई।',
  '/Admission': 'प्रवेश कैसे होता है: आवेदन, पात्रता, आयु सीमा और ज़रूरी दस्तावेज़।',
  '/FeeDetails': 'कक्षा I से X तक की फ़ीस का विवरण।',
  '/SchoolTiming': 'प्राइमरी कक्षाओं (I–V) और मिडिल व सीनियर कक्षाओं (VI–XII) का विद्यालय समय।',
  '/Scholarship': 'छात्रवृत्ति और फ़ीस में छूट: कौन आवेदन कर सकता है, कब, और इसके नियम।',
  '/SubjectStudy': 'हर स्तर पर पढ़ाए जाने वाले विषय, और कक्षा XI में हर संकाय (स्ट्रीम) के लिए पात्रता।',
  '/Tc': 'विद्यार्थी का पूरा नाम और प्रवेश संख्या भरकर स्थानांतरण प्रमाणपत्र (टीसी) प्राप्त करें।',
  '/BusRoute': 'सीनियर विंग और जूनियर विंग की स्कूल बसों के रूट और समय।',
  '/Pphelp': 'पैरेंट पोर्टल में लॉग इन कैसे करें, पासवर्ड कैसे बदलें और मोबाइल ऐप कैसे इंस्टॉल करें।',
  '/accessibility': 'यह वेबसाइट सभी के लिए सुगम कैसे बनाई गई है, इसकी कौन-सी कमियाँ हम जानते हैं, और किसी समस्या की सूचना कैसे दें।',
  '/privacy': 'यह वेबसाइट आपके बारे में क्या रखती है और क्या नहीं, बच्चों के नाम और फ़ोटो, और आपके अधिकार।',
};
