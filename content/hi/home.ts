// The Hindi home page's own words beyond the English home's sections (content/i18n/home.ts): its title and
// description, and the list of the pages families can read in Hindi.
import type { HindiRoute } from '@/content/routes';

export const HI_HOME = {
  title: 'मुखपृष्ठ',
  description:
    'बोकारो स्टील सिटी का CBSE से संबद्ध, सह-शिक्षा वाला अंग्रेज़ी माध्यम विद्यालय: प्रवेश, फ़ीस, विद्यालय का समय, छात्रवृत्ति और टीसी की जानकारी हिन्दी में।',
  keyPagesEyebrow: 'अभिभावकों के लिए हिन्दी में',
  keyPagesHeading: 'अभिभावकों के लिए ज़रूरी जानकारी',
  keyPagesNote: 'ये पृष्ठ हिन्दी में हैं; बाकी पृष्ठ अंग्रेज़ी में खुलते हैं।',
  /** The Hindi pages the home page leads to, each with a line saying what it answers. */
  keyPages: [
    { route: '/Admission', text: 'आवेदन कब और कैसे करें, आयु सीमा और ज़रूरी दस्तावेज़' },
    { route: '/FeeDetails', text: 'कक्षा I से X की फ़ीस और जमा करने की तारीख़ें' },
    { route: '/SchoolTiming', text: 'गेट खुलने, प्रार्थना सभा, कक्षाओं और छुट्टी का समय' },
    { route: '/Scholarship', text: 'फ़ीस में छूट के नियम, छात्रवृत्ति और पुरस्कार' },
    { route: '/SubjectStudy', text: 'हर कक्षा के विषय और कक्षा XI के संकाय' },
    { route: '/Tc', text: 'स्थानांतरण प्रमाणपत्र (टीसी) ऑनलाइन प्राप्त करें' },
    { route: '/BusRoute', text: 'सीनियर और जूनियर विंग की बसों के रूट और समय' },
    { route: '/Pphelp', text: 'पैरेंट पोर्टल और मोबाइल ऐप में लॉग इन' },
  ] satisfies readonly { route: Exclude<HindiRoute, '/'>; text: string }[],
} as const;
