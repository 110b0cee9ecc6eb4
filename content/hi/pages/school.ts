// The Hindi words of the School group's pages with a Hindi twin: Our School and School Timing. The figures
// are spec section 9's and the hours the English hours, in Latin digits (AM and PM as the school's notices
// write them).
import { GLOSSARY } from '@/content/i18n/glossary';
import type { ourSchool as enOurSchool, schoolFacts as enSchoolFacts, schoolTiming as enSchoolTiming } from '@/content/pages/school';
import type { Translated } from '../translated';

/** The school in figures (spec section 9), in Latin digits as in English. */
export const schoolFacts: Translated<typeof enSchoolFacts> = [
  { figure: '3210', label: 'विद्यार्थी (लगभग)' },
  { figure: '8 एकड़', label: 'का परिसर' },
  { figure: 'I से XII', label: 'तक की कक्षाएँ' },
  { figure: '100', label: 'कक्षा-कक्ष' },
  { figure: '2', label: 'लेक्चर थिएटर' },
  { figure: '1', label: 'बहुउद्देशीय हॉल' },
  { figure: '1', label: 'आई-स्कूल (i-school)' },
  { figure: 'कक्षा VI', label: 'से व्यावसायिक विषय' },
];

const houses = [GLOSSARY.houseAgastyamalai, GLOSSARY.houseAravali, GLOSSARY.houseNilgiri, GLOSSARY.houseSahyadri].map((house) => house.hi).join(', ');

export const ourSchool: Translated<Omit<typeof enOurSchool, 'photo'>> & { photoAlt: string } = {
  photoAlt: 'धूप भरी सुबह में प्रार्थना-मैदान के उस पार से दिखता विद्यालय का मुख्य भवन',
  sections: [
    {
      heading: 'हमारा परिचय',
      paragraphs: [
        `${GLOSSARY.schoolName.hi} बोकारो स्टील सिटी, झारखंड में एक चर्च मिशन द्वारा संचालित सह-शिक्षा वाला अंग्रेज़ी माध्यम विद्यालय है, जो केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE), नई दिल्ली से संबद्ध है।`,
        'लगभग 3210 विद्यार्थी 8 एकड़ के परिसर में कक्षा I से XII तक हमारे साथ पढ़ते हैं। विद्यालय हर धर्म और हर पृष्ठभूमि के बच्चों के लिए खुला है, और प्रवेश योग्यता (मेरिट) के आधार पर होता है।',
      ],
    },
    {
      heading: 'हमारा परिसर',
      paragraphs: [
        'परिसर में 100 कक्षा-कक्ष, 2 लेक्चर थिएटर, 1 बहुउद्देशीय हॉल और 1 आई-स्कूल हैं। इनके साथ विज्ञान, कंप्यूटर, भाषा, कंपोज़िट और टिंकरिंग प्रयोगशालाएँ, एक पुस्तकालय और बड़े खेल के मैदान भी हैं।',
      ],
    },
    {
      heading: 'हमारी पढ़ाई',
      paragraphs: [
        'कक्षा I से कक्षा XII तक हम CBSE का पाठ्यक्रम पढ़ाते हैं। व्यावसायिक विषय कक्षा VI से शुरू होते हैं, ताकि हर विद्यार्थी पढ़ाई के विषयों के साथ कोई हुनर भी सीखे।',
        'पूरा विद्यालय हफ़्ते में दो बार, सोमवार और शुक्रवार को, सामूहिक प्रार्थना सभा में इकट्ठा होता है: प्रार्थना, समाचार, वक्तव्य और उपलब्धियों के सम्मान के लिए।',
      ],
      points: ['हफ़्ते में दो सामूहिक प्रार्थना सभाएँ: सोमवार और शुक्रवार।', 'कक्षा VI से व्यावसायिक विषय।', `चार ${GLOSSARY.house.hi}: ${houses}।`],
    },
  ],
};

export const ourSchoolPage = {
  atAGlance: 'एक नज़र में',
  factsLabel: 'विद्यालय के आँकड़े',
} as const;

type Timing = (typeof enSchoolTiming)[number];

const row = (label: string, time: string) => ({ label, time });

export const schoolTiming: readonly (Translated<Omit<Timing, 'image'>> & { imageAlt: string })[] = [
  {
    id: 'classes-i-v',
    title: 'कक्षा I–V',
    imageAlt: 'कक्षा I–V का विद्यालय समय (यही समय नीचे लिखा हुआ भी है)',
    rows: [row('गेट खुलने का समय', '7:00 AM'), row('प्रार्थना सभा', '7:30 AM'), row('कक्षाएँ', '7:45 AM to 12:45 PM'), row('मध्यावकाश', '10:15 AM to 10:35 AM'), row('छुट्टी', '12:50 PM')],
  },
  {
    id: 'classes-vi-xii',
    title: 'कक्षा VI–XII',
    imageAlt: 'कक्षा VI–XII का विद्यालय समय (यही समय नीचे लिखा हुआ भी है)',
    rows: [row('गेट खुलने का समय', '7:00 AM'), row('प्रार्थना सभा', '7:30 AM'), row('कक्षाएँ', '7:45 AM to 1:45 PM'), row('मध्यावकाश', '10:35 AM to 11:00 AM'), row('छुट्टी', '1:50 PM')],
  },
];

export const schoolTimingPage = {
  imageTitle: (title: string) => `विद्यालय का समय, ${title}`,
  tableCaption: (title: string) => `${title}: यही समय लिखित रूप में`,
  timeColumn: 'समय',
} as const;
