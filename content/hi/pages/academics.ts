// The Hindi words of the Academics pages with a Hindi twin: Admission, Fee Details, Scholarship, Subjects of
// Study and the TC page and form. Each value has the shape of its English twin in content/pages/academics.ts;
// the figures of spec section 9 (ages, fees, percentages) are the English page's, shown as they are there.
import { GLOSSARY } from '@/content/i18n/glossary';
import {
  TC_FEE,
  type admissionWords as enAdmissionWords,
  type feeDetailsWords as enFeeDetailsWords,
  type scholarshipWords as enScholarshipWords,
  type subjectStudyWords as enSubjectStudyWords,
  type TcPageWords,
} from '@/content/pages/academics';
import type { Translated } from '../translated';

export const admissionWords: Translated<typeof enAdmissionWords> = {
  principles: [
    'प्रवेश केवल योग्यता (मेरिट) के आधार पर होता है। विद्यालय कोई कैपिटेशन फ़ीस नहीं लेता और किसी एजेंट के माध्यम से प्रवेश नहीं होता।',
    'विद्यालय एक अल्पसंख्यक संस्थान है और शिक्षा का अधिकार अधिनियम (RTE) के अंतर्गत नहीं आता।',
  ],
  process: [
    { heading: 'कक्षा I-IX', text: 'कक्षा I-IX: ऑनलाइन आवेदन अक्टूबर से शुरू होते हैं।' },
    {
      heading: 'कक्षा XI',
      text: 'कक्षा XI: प्रवेश परीक्षा, साक्षात्कार और बोर्ड के अंकों के आधार पर प्रवेश होता है, और पहली प्राथमिकता हमारे अपने विद्यार्थियों को दी जाती है। यानी कक्षा XI में प्रवेश, प्रवेश परीक्षा और बोर्ड परीक्षा के परिणाम, दोनों को देखकर होता है।',
    },
  ],
  ageNote: '1 अप्रैल को जन्मे बच्चे का आवेदन भी स्वीकार किया जाता है।',
  ageTable: {
    caption: '31 मार्च को आयु (न्यूनतम से अधिकतम, वर्ष और महीने)',
    columns: ['कक्षा', 'आयु'],
  },
  documents: [
    `${GLOSSARY.tc.hi} (मूल प्रति)`,
    'चरित्र प्रमाणपत्र (मूल प्रति)',
    'कक्षा X की अंकतालिका (मार्कशीट) की प्रति',
    'माइग्रेशन प्रमाणपत्र (CBSE के अलावा किसी अन्य बोर्ड से आने वाले विद्यार्थियों के लिए)',
    'एक पासपोर्ट साइज़ फ़ोटो',
    'पहचान पत्र (ID कार्ड) की प्रति',
  ],
  withdrawal: [
    'विद्यालय से नाम कटवाने के लिए कम से कम एक कैलेंडर महीने पहले लिखित सूचना देनी होती है।',
    'मार्च से जून के बीच स्कूल छोड़ने का प्रमाणपत्र (लीविंग सर्टिफ़िकेट) केवल तबादले (ट्रांसफ़र) की स्थिति में दिया जाता है, और सभी बकाया फ़ीस जमा होने के बाद ही।',
    `${GLOSSARY.tc.hi} की फ़ीस ${TC_FEE} है।`,
  ],
  headings: {
    policy: 'प्रवेश नीति',
    howToApply: 'आवेदन कैसे करें',
    applyOnline: 'ऑनलाइन प्रवेश पोर्टल पर आवेदन करें',
    ageLimits: 'आयु सीमा',
    ageExplained: 'आयु प्रवेश वाले वर्ष की 31 मार्च को गिनी जाती है; 6.5 का अर्थ है 6 वर्ष 6 महीने।',
    documents: 'ज़रूरी दस्तावेज़',
    withdrawal: `नाम कटवाना और ${GLOSSARY.tcShort.hi}`,
  },
};

export const feeDetailsWords: Translated<typeof enFeeDetailsWords> = {
  imageAlt: 'कक्षा I से X की फ़ीस तालिका, सत्र 2025-26 (यही आँकड़े नीचे लिखे हुए भी हैं)',
  tableHeading: 'कक्षा I से X की फ़ीस तालिका',
  viewTable: 'फ़ीस तालिका बड़ी करके देखें',
  textHeading: 'फ़ीस तालिका, लिखित रूप में',
  notesLabel: 'फ़ीस से जुड़ी बातें',
  table: {
    caption: 'कक्षा I से X की फ़ीस तालिका, सत्र 2025-26 (रुपयों में)',
    columns: ['कक्षाएँ', 'प्रवेश शुल्क (एक बार)', 'ट्यूशन फ़ीस (मासिक)', 'वार्षिक शुल्क', 'कंप्यूटर फ़ीस (मासिक)'],
  },
  notes: [
    'फ़ीस हर तिमाही जमा होती है: अप्रैल, जुलाई, अक्टूबर और जनवरी की 10 तारीख़ तक, विद्यालय के काउंटर पर या ऑनलाइन।',
    'निर्धारित तारीख़ के बाद विलंब शुल्क (लेट फ़ीस) लगता है।',
    'फ़ीस में छूट की जानकारी छात्रवृत्ति वाले पृष्ठ पर दी गई है।',
  ],
};

export const scholarshipWords: Translated<typeof enScholarshipWords> = {
  rules: [
    `${GLOSSARY.feeConcession.hi} एक शैक्षणिक वर्ष (अप्रैल से मार्च) के लिए मिलती है और हर वर्ष नए सिरे से दी जाती है।`,
    'इसके लिए मार्च में ज़रूरी दस्तावेज़ों के साथ उपाध्यक्ष (Vice President) को आवेदन दें।',
    'अंतिम मूल्यांकन में किसी भी अनिवार्य विषय में B1 से कम ग्रेड आने पर छूट बंद हो जाती है।',
  ],
  awards: [
    'कक्षा X की बोर्ड परीक्षा में 90% या उससे अधिक अंक लाने वाले विद्यार्थियों के लिए विशेष छात्रवृत्ति है।',
    'कक्षा X और XII की बोर्ड परीक्षा के टॉपर्स को नकद पुरस्कार दिए जाते हैं।',
  ],
  howToApply: [
    'मार्च में विद्यालय कार्यालय से छूट का फ़ॉर्म लें।',
    'परिवार की आय का प्रमाण और बच्चे का नवीनतम रिपोर्ट कार्ड साथ लगाएँ।',
    'फ़ॉर्म उपाध्यक्ष (Vice President) के नाम से, मार्च समाप्त होने से पहले जमा करें।',
  ],
  headings: {
    rules: 'फ़ीस में छूट के नियम',
    awards: 'छात्रवृत्ति और पुरस्कार',
    howToApply: 'आवेदन कैसे करें',
  },
};

export const subjectStudyWords: Translated<typeof enSubjectStudyWords> = {
  subjects: 'पढ़ाए जाने वाले विषय',
  streams: 'कक्षा XI में संकाय (स्ट्रीम) के लिए पात्रता',
  streamsExplained:
    'हर संकाय में प्रवेश के लिए कक्षा X की बोर्ड परीक्षा में न्यूनतम प्रतिशत: पहला आँकड़ा हमारे अपने विद्यार्थियों के लिए है, दूसरा दूसरे विद्यालयों से आने वाले विद्यार्थियों के लिए।',
  streamColumns: ['संकाय (स्ट्रीम)', 'मुख्य विषय', 'पाँचवाँ विकल्प', 'छठा विकल्प', 'छठा विषय', 'न्यूनतम % (हमारे विद्यार्थी)', 'न्यूनतम % (अन्य विद्यार्थी)'],
  gradeTable: {
    caption: 'हर स्तर पर पढ़ाए जाने वाले विषय',
    columns: ['कक्षाएँ', 'शैक्षिक (स्कॉलैस्टिक) विषय', 'सह-शैक्षिक (को-स्कॉलैस्टिक) विषय', 'कौशल (स्किल) विषय'],
    rows: [
      ['कक्षा I–II', 'अंग्रेज़ी, हिन्दी, गणित, पर्यावरण जागरूकता', 'कला शिक्षा, संगीत और नृत्य, स्वास्थ्य एवं शारीरिक शिक्षा, नैतिक शिक्षा', 'कहानी सुनाना, शिल्प (क्राफ़्ट)'],
      ['कक्षा III–V', 'अंग्रेज़ी, हिन्दी, गणित, पर्यावरण अध्ययन, कंप्यूटर एप्लिकेशन', 'कला शिक्षा, संगीत और नृत्य, स्वास्थ्य एवं शारीरिक शिक्षा, नैतिक शिक्षा', 'कंप्यूटर एप्लिकेशन (कक्षा 3 से)'],
      ['कक्षा VI–VIII', 'अंग्रेज़ी, हिन्दी, संस्कृत, गणित, विज्ञान, सामाजिक विज्ञान', 'कला शिक्षा, कार्य शिक्षा, स्वास्थ्य एवं शारीरिक शिक्षा, नैतिक शिक्षा', 'आर्टिफ़िशियल इंटेलिजेंस, कोडिंग (व्यावसायिक विषय कक्षा VI से)'],
      ['कक्षा IX–X', 'अंग्रेज़ी भाषा और साहित्य, हिन्दी या संस्कृत, गणित (स्टैंडर्ड या बेसिक), विज्ञान, सामाजिक विज्ञान', 'कला शिक्षा, कार्य अनुभव, स्वास्थ्य एवं शारीरिक शिक्षा', 'आर्टिफ़िशियल इंटेलिजेंस या इन्फ़ॉर्मेशन टेक्नोलॉजी'],
      ['कक्षा XI–XII', 'इंग्लिश कोर और चुने हुए संकाय (स्ट्रीम) के विषय (नीचे की तालिका देखें)', 'कार्य अनुभव, स्वास्थ्य एवं शारीरिक शिक्षा, सामान्य अध्ययन', 'शारीरिक शिक्षा, इन्फ़ॉर्मेटिक्स प्रैक्टिसेज़ या CBSE का कोई कौशल विषय'],
    ],
  },
  streamSubjects: {
    pcm: {
      stream: GLOSSARY.streamPcm.hi,
      mainSubjects: 'इंग्लिश कोर, भौतिकी, रसायन, गणित',
      fifthOption: 'कंप्यूटर साइंस या अर्थशास्त्र',
      sixthOption: 'शारीरिक शिक्षा या चित्रकला',
      sixthSubject: 'आर्टिफ़िशियल इंटेलिजेंस (कौशल विषय)',
    },
    pcb: {
      stream: GLOSSARY.streamPcb.hi,
      mainSubjects: 'इंग्लिश कोर, भौतिकी, रसायन, जीवविज्ञान',
      fifthOption: 'गणित या बायो टेक्नोलॉजी',
      sixthOption: 'शारीरिक शिक्षा या मनोविज्ञान',
      sixthSubject: 'आर्टिफ़िशियल इंटेलिजेंस (कौशल विषय)',
    },
    commerce: {
      stream: GLOSSARY.streamCommerce.hi,
      mainSubjects: 'इंग्लिश कोर, लेखाशास्त्र (अकाउंटेंसी), व्यवसाय अध्ययन, अर्थशास्त्र',
      fifthOption: 'गणित या इन्फ़ॉर्मेटिक्स प्रैक्टिसेज़',
      sixthOption: 'शारीरिक शिक्षा या एप्लाइड मैथमेटिक्स',
      sixthSubject: 'फ़ाइनेंशियल मार्केट मैनेजमेंट (कौशल विषय)',
    },
    arts: {
      stream: GLOSSARY.streamArts.hi,
      mainSubjects: 'इंग्लिश कोर, इतिहास, राजनीति विज्ञान, भूगोल',
      fifthOption: 'अर्थशास्त्र या हिन्दी कोर',
      sixthOption: 'शारीरिक शिक्षा या चित्रकला',
      sixthSubject: 'मास मीडिया स्टडीज़ (कौशल विषय)',
    },
  },
};

/** The Hindi TC page: it says the fee above the form, which the English page leaves to Admission. */
export const tcWords: Translated<TcPageWords> = {
  requestHeading: 'प्रमाणपत्र के लिए अनुरोध',
  requestText: `विद्यार्थी का नाम और ${GLOSSARY.admissionNumber.hi} ठीक वैसे ही लिखें जैसे विद्यालय के रिकॉर्ड में दर्ज हैं। प्रमाणपत्र एक तस्वीर (tc.jpg) के रूप में डाउनलोड होगा।`,
  feeNote: `${GLOSSARY.tc.hi} की फ़ीस ${TC_FEE} है।`,
  sampleHeading: 'प्रमाणपत्र का नमूना',
  sampleTitle: 'स्थानांतरण प्रमाणपत्र का नमूना (Sample transfer certificate)',
};

/** The TC form's Hindi words, the twin of the form's own English words: Hindi labels whose accessible names keep the English words. */
export const tcFormWords = {
  form: 'स्थानांतरण प्रमाणपत्र (टीसी) के लिए अनुरोध',
  name: { label: GLOSSARY.studentFullName.hi, accessibleName: `${GLOSSARY.studentFullName.hi} (Student Full Name)` },
  admission: { label: GLOSSARY.admissionNumber.hi, accessibleName: `${GLOSSARY.admissionNumber.hi} (Admission Number)` },
  submit: 'प्रमाणपत्र प्राप्त करें',
  messages: {
    empty: 'कृपया सभी जानकारी भरें (Please fill in all fields)',
    failed: 'आपका अनुरोध अभी पूरा नहीं हो सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    offline: 'आपका इंटरनेट बंद है। इंटरनेट जोड़कर अनुरोध फिर से भेजें; आपकी भरी हुई जानकारी यहीं है।',
    download: 'प्रमाणपत्र डाउनलोड नहीं हो सका।',
    downloaded: 'स्थानांतरण प्रमाणपत्र tc.jpg नाम से डाउनलोड हो गया है।',
    busy: 'प्रमाणपत्र मँगाया जा रहा है…',
  },
} as const;
