// The Hindi words of the School group's pages with a Hindi twin: Our School and School Timing. The figures,
// hours and photos are the English page's (content/pages/school.ts), shown as they are there.
import { GLOSSARY } from '@/content/i18n/glossary';
import { factsIn, schoolFigures, type ourSchoolWords as enOurSchoolWords, type schoolFactWords as enSchoolFactWords, type schoolTimingWords as enSchoolTimingWords } from '@/content/pages/school';
import type { Translated } from '../translated';

/** The words around each figure of "At a glance" (spec section 9), the figures in Latin digits as in English. */
export const schoolFactWords: Translated<typeof enSchoolFactWords> = [
  { figure: (f) => f.students, label: 'विद्यार्थी (लगभग)' },
  { figure: (f) => `${f.campusAcres} एकड़`, label: 'का परिसर' },
  { figure: (f) => `${f.firstClass} से ${f.lastClass}`, label: 'तक की कक्षाएँ' },
  { figure: (f) => f.classrooms, label: 'कक्षा-कक्ष' },
  { figure: (f) => f.lectureTheatres, label: 'लेक्चर थिएटर' },
  { figure: (f) => f.multiPurposeHalls, label: 'बहुउद्देशीय हॉल' },
  { figure: (f) => f.iSchools, label: 'आई-स्कूल (i-school)' },
  { figure: (f) => `कक्षा ${f.vocationalFrom}`, label: 'से व्यावसायिक विषय' },
];

/** The school in figures, in Hindi (the home page's facts too). */
export const schoolFacts = factsIn(schoolFactWords);

const houses = [GLOSSARY.houseAgastyamalai, GLOSSARY.houseAravali, GLOSSARY.houseNilgiri, GLOSSARY.houseSahyadri].map((house) => house.hi).join(', ');

export const ourSchoolWords: Translated<typeof enOurSchoolWords> = {
  photoAlt: 'धूप भरी सुबह में प्रार्थना-मैदान के उस पार से दिखता विद्यालय का मुख्य भवन',
  atAGlance: 'एक नज़र में',
  factsLabel: 'विद्यालय के आँकड़े',
  sections: [
    {
      heading: 'हमारा परिचय',
      paragraphs: [
        `${GLOSSARY.schoolName.hi} बोकारो स्टील सिटी, झारखंड में एक चर्च मिशन द्वारा संचालित सह-शिक्षा वाला अंग्रेज़ी माध्यम विद्यालय है, जो केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE), नई दिल्ली से संबद्ध है।`,
        `लगभग ${schoolFigures.students} विद्यार्थी ${schoolFigures.campusAcres} एकड़ के परिसर में कक्षा ${schoolFigures.firstClass} से ${schoolFigures.lastClass} तक हमारे साथ पढ़ते हैं। विद्यालय हर धर्म और हर पृष्ठभूमि के बच्चों के लिए खुला है, और प्रवेश योग्यता (मेरिट) के आधार पर होता है।`,
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

export const schoolTimingWords: Translated<typeof enSchoolTimingWords> = {
  imageTitle: (title) => `विद्यालय का समय, ${title}`,
  tableCaption: (title) => `${title}: यही समय लिखित रूप में`,
  timeColumn: 'समय',
  viewFullSize: 'बड़ा करके देखें',
  wings: {
    'classes-i-v': { title: 'कक्षा I–V', imageAlt: 'कक्षा I–V का विद्यालय समय (यही समय नीचे लिखा हुआ भी है)' },
    'classes-vi-xii': { title: 'कक्षा VI–XII', imageAlt: 'कक्षा VI–XII का विद्यालय समय (यही समय नीचे लिखा हुआ भी है)' },
  },
  rows: { gatesOpen: 'गेट खुलने का समय', assembly: 'प्रार्थना सभा', classes: 'कक्षाएँ', break: 'मध्यावकाश', dispersal: 'छुट्टी' },
};
