// The terms fixed once for the Hindi pages, so every page says the same thing the same way. Where parents
// use the English word (TC, CBSE, session years), the Hindi keeps it beside the Hindi term. Change a term
// here and every page that uses it changes.

export interface GlossaryTerm {
  en: string;
  hi: string;
  /** Why the Hindi is what it is, for the next writer. */
  note?: string;
}

export const GLOSSARY = {
  schoolName: {
    en: "St. Andrew's Mission Senior Secondary School",
    hi: 'सेंट एंड्रयूज़ मिशन सीनियर सेकेंडरी स्कूल',
    note: 'A name is transliterated, not translated.',
  },
  tc: {
    en: 'Transfer certificate (TC)',
    hi: 'स्थानांतरण प्रमाणपत्र (टीसी)',
    note: 'Parents say "टीसी"; the full term once, then टीसी.',
  },
  tcShort: { en: 'TC', hi: 'टीसी' },
  admission: { en: 'Admission', hi: 'प्रवेश' },
  admissionNumber: {
    en: 'Admission number',
    hi: 'प्रवेश संख्या (एडमिशन नंबर)',
    note: 'The number on the school ID card and the fee book; parents know it as "एडमिशन नंबर".',
  },
  studentFullName: { en: 'Student full name', hi: 'विद्यार्थी का पूरा नाम' },
  session: {
    en: 'Session',
    hi: 'सत्र',
    note: 'An academic year, April to March, written in Latin digits as 2025-26.',
  },
  feeConcession: { en: 'Fee concession', hi: 'फ़ीस में छूट' },
  scholarship: { en: 'Scholarship', hi: 'छात्रवृत्ति' },
  classTeacher: { en: 'Class teacher', hi: 'कक्षा शिक्षक' },
  principal: { en: 'Principal', hi: 'प्राचार्य' },
  vicePresident: { en: 'Vice President', hi: 'उपाध्यक्ष (Vice President)' },
  boardExam: { en: 'Board examination', hi: 'बोर्ड परीक्षा' },
  parentPortal: { en: 'Parent portal', hi: 'पैरेंट पोर्टल' },
  streams: {
    en: 'Streams: PCM, PCB, Commerce, Arts',
    hi: 'संकाय (स्ट्रीम): PCM (भौतिकी, रसायन, गणित), PCB (भौतिकी, रसायन, जीवविज्ञान), कॉमर्स (वाणिज्य), आर्ट्स (कला)',
    note: 'Stream names stay as the school writes them (PCM, PCB) or as parents say them (कॉमर्स, आर्ट्स).',
  },
  streamPcm: { en: 'PCM', hi: 'PCM' },
  streamPcb: { en: 'PCB', hi: 'PCB' },
  streamCommerce: { en: 'Commerce', hi: 'कॉमर्स (वाणिज्य)' },
  streamArts: { en: 'Arts', hi: 'आर्ट्स (कला)' },
  houses: {
    en: 'Houses: Agastyamalai, Aravali, Nilgiri, Sahyadri',
    hi: 'हाउस: अगस्त्यमलै, अरावली, नीलगिरि, सह्याद्रि',
    note: 'The houses are named after mountain ranges of India; "हाउस" is the word pupils use.',
  },
  house: { en: 'houses', hi: 'हाउस' },
  houseAgastyamalai: { en: 'Agastyamalai', hi: 'अगस्त्यमलै' },
  houseAravali: { en: 'Aravali', hi: 'अरावली' },
  houseNilgiri: { en: 'Nilgiri', hi: 'नीलगिरि' },
  houseSahyadri: { en: 'Sahyadri', hi: 'सह्याद्रि' },
} as const satisfies Readonly<Record<string, GlossaryTerm>>;
