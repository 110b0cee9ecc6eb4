// The Hindi words of the Parent Portal help page. The portal's address and the help desk's hours (spec
// section 9), number and address are the English page's.
import type { portalHelpWords as enPortalHelpWords } from '@/content/pages/help';
import { GLOSSARY } from '@/content/i18n/glossary';
import type { Translated } from '../translated';

export const portalHelpWords: Translated<typeof enPortalHelpWords> = {
  goToPortal: 'पैरेंट पोर्टल पर जाएँ',
  helpDesk: 'हेल्प डेस्क',
  helpDeskOpen: 'हेल्प डेस्क की फ़ोन लाइन खुली रहती है:',
  helpDeskOpenEnd: '।',
  steps: {
    'log-in': {
      heading: 'पैरेंट पोर्टल में लॉग इन करें',
      items: [
        'पैरेंट पोर्टल खोलें (यह एक अलग वेबसाइट है और नए टैब में खुलती है)।',
        `यूज़र नेम की जगह अपने बच्चे की ${GLOSSARY.admissionNumber.hi} और अपना पासवर्ड लिखें।`,
        'Log in चुनें। पहली बार लॉग इन करने पर विद्यालय द्वारा दिया गया पासवर्ड बदलने को कहा जाएगा।',
      ],
    },
    'reset-password': {
      heading: 'पासवर्ड भूल गए हों तो',
      items: [
        'लॉग इन पेज पर Forgot password चुनें।',
        `${GLOSSARY.admissionNumber.hi} और विद्यालय में दर्ज मोबाइल नंबर लिखें।`,
        'SMS से आया एक बार का कोड (OTP) लिखें, फिर कम से कम 8 अक्षरों का नया पासवर्ड चुनें।',
      ],
    },
    'mobile-app': {
      heading: 'मोबाइल ऐप इंस्टॉल करें',
      items: [
        'Play Store (Android) या App Store (iPhone) खोलें और “Campus Cloud Parent” खोजें।',
        'ऐप इंस्टॉल करें, खोलें और हमारे विद्यालय का नाम चुनें।',
        'पैरेंट पोर्टल वाली ही प्रवेश संख्या और पासवर्ड से लॉग इन करें, और सूचनाएँ (नोटिफ़िकेशन) पाने की अनुमति दें ताकि परिपत्र आप तक पहुँचें।',
      ],
    },
  },
};
