// The Hindi home page's own words. The school's facts are spec section 9's, in Latin digits.
import { GLOSSARY } from '@/content/i18n/glossary';
import type { HindiRoute } from '@/content/routes';

export const HI_HOME = {
  title: 'मुखपृष्ठ',
  eyebrow: 'अभिभावकों के लिए हिन्दी में',
  heading: `${GLOSSARY.schoolName.hi} में आपका स्वागत है`,
  lead: 'प्रवेश, फ़ीस, विद्यालय का समय, छात्रवृत्ति और टीसी की पूरी जानकारी अब हिन्दी में भी। बाकी पृष्ठ अंग्रेज़ी में हैं।',
  description:
    'बोकारो स्टील सिटी का CBSE से संबद्ध, सह-शिक्षा वाला अंग्रेज़ी माध्यम विद्यालय: प्रवेश, फ़ीस, विद्यालय का समय, छात्रवृत्ति और टीसी की जानकारी हिन्दी में।',
  keyPagesHeading: 'अभिभावकों के लिए ज़रूरी जानकारी',
  /** The Hindi pages the home page leads to, each with a line saying what it answers. */
  keyPages: [
    { route: '/Admission', text: 'आवेदन कब और कैसे करें, आयु सीमा और ज़रूरी दस्तावेज़' },
    { route: '/FeeDetails', text: 'कक्षा I से X की फ़ीस और जमा करने की तारीख़ें' },
    { route: '/SchoolTiming', text: 'गेट खुलने, प्रार्थना सभा, कक्षाओं और छुट्टी का समय' },
    { route: '/Scholarship', text: 'फ़ीस में छूट के नियम, छात्रवृत्ति और पुरस्कार' },
    { route: '/SubjectStudy', text: 'हर कक्षा के विषय और कक्षा XI के संकाय' },
    { route: '/Tc', text: 'स्थानांतरण प्रमाणपत्र (टीसी) ऑनलाइन प्राप्त करें' },
    { route: '/Pphelp', text: 'पैरेंट पोर्टल और मोबाइल ऐप में लॉग इन' },
  ] satisfies readonly { route: Exclude<HindiRoute, '/'>; text: string }[],
  aboutHeading: 'हमारा विद्यालय',
  about: [
    `${GLOSSARY.schoolName.hi} एक चर्च मिशन द्वारा संचालित, केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE), नई दिल्ली से संबद्ध सह-शिक्षा वाला अंग्रेज़ी माध्यम विद्यालय है। 2017 से यह बोकारो स्टील सिटी के बच्चों को ऐसी शिक्षा दे रहा है जो मन, हृदय और चरित्र, तीनों को साथ-साथ गढ़ती है।`,
    'लगभग 3210 विद्यार्थी 8 एकड़ के परिसर में कक्षा I से XII तक पढ़ते हैं। व्यावसायिक विषय कक्षा VI से शुरू होते हैं, पूरा विद्यालय हफ़्ते में दो बार, सोमवार और शुक्रवार को, सामूहिक प्रार्थना सभा में मिलता है, और चार हाउस पूरे वर्ष स्वस्थ प्रतियोगिता बनाए रखते हैं।',
  ],
  moreAbout: 'विद्यालय के बारे में और जानें (अंग्रेज़ी में)',
  newsHeading: 'ताज़ा समाचार',
  newsNote: 'समाचार विद्यालय जैसे प्रकाशित करता है वैसे ही, अंग्रेज़ी में दिखाए जाते हैं।',
  allNews: 'सभी समाचार (अंग्रेज़ी में)',
  noNews: 'नई जानकारी के लिए जुड़े रहें।',
} as const;
