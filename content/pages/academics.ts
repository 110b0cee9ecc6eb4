// The Academics group's pages of words and rules: Subjects of Study, Scholarship, Admission, Educational
// Activities, School Communities, Fee Details, Student Corner. Every figure of spec section 9 appears here
// exactly as the spec gives it.
import { site } from '@/content/site';
import { landscape, type DocumentLink, type Photo, type Picture, type TextSection, type TextTable } from './types';

/** The transfer certificate's fee (spec section 9), said on Admission and, in Hindi, on the TC page. */
export const TC_FEE = 'Rs 250';

/** The class XI streams. */
export type StreamId = 'pcm' | 'pcb' | 'commerce' | 'arts';

/** Class XI stream eligibility: the minimum percentage in class X (spec section 9), for the school's own students and for others. */
export const streamTable: readonly { id: StreamId; ownStudents: string; otherStudents: string }[] = [
  { id: 'pcm', ownStudents: '80', otherStudents: '85' },
  { id: 'pcb', ownStudents: '80', otherStudents: '85' },
  { id: 'commerce', ownStudents: '60', otherStudents: '70' },
  { id: 'arts', ownStudents: '50', otherStudents: '55' },
];

/** Subjects of Study's words: the grade bands against their subjects, and each stream's subjects. */
export const subjectStudyWords = {
  subjects: 'Subjects of study',
  streams: 'Stream eligibility for class XI',
  streamsExplained:
    'Minimum percentage in the class X board examination for admission to each stream: the first figure applies to our own students, the second to students from other schools.',
  streamColumns: ['Stream', 'Main subjects', '5th option', '6th option', '6th subject', 'Minimum % (our students)', 'Minimum % (other students)'],
  gradeTable: {
    caption: 'Subjects at each stage',
    columns: ['Grade band', 'Scholastic subjects', 'Co-scholastic subjects', 'Skill subjects'],
    rows: [
      ['Classes I–II', 'English, Hindi, Mathematics, Environmental Awareness', 'Art Education, Music and Dance, Health and Physical Education, Value Education', 'Story telling, Craft'],
      ['Classes III–V', 'English, Hindi, Mathematics, Environmental Studies, Computer Application', 'Art Education, Music and Dance, Health and Physical Education, Value Education', 'Computer Application (from class 3)'],
      ['Classes VI–VIII', 'English, Hindi, Sanskrit, Mathematics, Science, Social Science', 'Art Education, Work Education, Health and Physical Education, Value Education', 'Artificial Intelligence, Coding (vocational subjects from class VI)'],
      ['Classes IX–X', 'English Language and Literature, Hindi or Sanskrit, Mathematics (Standard or Basic), Science, Social Science', 'Art Education, Work Experience, Health and Physical Education', 'Artificial Intelligence or Information Technology'],
      ['Classes XI–XII', 'English Core and the subjects of the chosen stream (see the table below)', 'Work Experience, Health and Physical Education, General Studies', 'Physical Education, Informatics Practices or a CBSE skill subject'],
    ],
  },
  streamSubjects: {
    pcm: {
      stream: 'PCM',
      mainSubjects: 'English Core, Physics, Chemistry, Mathematics',
      fifthOption: 'Computer Science or Economics',
      sixthOption: 'Physical Education or Painting',
      sixthSubject: 'Artificial Intelligence (skill subject)',
    },
    pcb: {
      stream: 'PCB',
      mainSubjects: 'English Core, Physics, Chemistry, Biology',
      fifthOption: 'Mathematics or Bio Technology',
      sixthOption: 'Physical Education or Psychology',
      sixthSubject: 'Artificial Intelligence (skill subject)',
    },
    commerce: {
      stream: 'Commerce',
      mainSubjects: 'English Core, Accountancy, Business Studies, Economics',
      fifthOption: 'Mathematics or Informatics Practices',
      sixthOption: 'Physical Education or Applied Mathematics',
      sixthSubject: 'Financial Market Management (skill subject)',
    },
    arts: {
      stream: 'Arts',
      mainSubjects: 'English Core, History, Political Science, Geography',
      fifthOption: 'Economics or Hindi Core',
      sixthOption: 'Physical Education or Painting',
      sixthSubject: 'Mass Media Studies (skill subject)',
    },
  },
} as const satisfies Record<string, unknown> & { gradeTable: TextTable; streamSubjects: Record<StreamId, Record<string, string>> };

/** Scholarship's words: the concession rules, the awards and how to apply, and their headings. */
export const scholarshipWords = {
  rules: [
    'A concession lasts one academic year (April to March) and is renewed annually.',
    'Apply to the Vice President in March with documents.',
    'The concession stops if a student gets less than grade B1 in any compulsory subject in the final assessment.',
  ],
  awards: [
    'A special scholarship applies for 90%+ in the class X board exam.',
    'Cash awards are given to the class X and XII board toppers.',
  ],
  howToApply: [
    'Collect the concession form from the school office in March.',
    'Attach proof of family income and the latest report card.',
    'Submit the form, addressed to the Vice President, before the end of March.',
  ],
  headings: {
    rules: 'Fee concession rules',
    awards: 'Scholarships and awards',
    howToApply: 'How to apply',
  },
} as const;

/** Age on 31 March, minimum to maximum, by class (spec section 9); there is no row for class X. */
export const ageLimits = [
  ['I', '5y6m to 6y6m'],
  ['II', '6.5 to 7.5'],
  ['III', '7.5 to 8.5'],
  ['IV', '8.5 to 9.5'],
  ['V', '9.5 to 10.5'],
  ['VI', '10.5 to 11.5'],
  ['VII', '11.5 to 12.5'],
  ['VIII', '12.5 to 13.5'],
  ['IX', '13.5 to 14.5'],
  ['XI', '15.5 to 16.5'],
] as const;

/** Admission's words: the policy, the process, the age table's caption and columns, the documents, withdrawal, and the headings. */
export const admissionWords = {
  principles: [
    'Admission is based on merit. The school charges no capitation fee and works through no agents.',
    'The school is a minority institution and is not under RTE.',
  ],
  process: [
    { heading: 'Classes I-IX', text: 'Classes I-IX: online application from October.' },
    {
      heading: 'Class XI',
      text: 'Class XI: entrance test, interview and board marks, with first preference to existing students. Admission to class XI is by entrance test plus board result.',
    },
  ],
  ageNote: 'A child born on 1 April is considered.',
  ageTable: {
    caption: 'Age on 31 March (minimum to maximum, years and months)',
    columns: ['Class', 'Age'],
  },
  documents: [
    'Transfer certificate (original)',
    'Character certificate (original)',
    'Class X mark sheet (copy)',
    'Migration certificate (for students from boards other than CBSE)',
    'One passport photo',
    'ID card (copy)',
  ],
  withdrawal: [
    'Withdrawal requires notice of at least one calendar month.',
    'A leaving certificate is not issued in the March-June period except on transfer, and not until dues are cleared.',
    `Transfer certificate fee is ${TC_FEE}.`,
  ],
  headings: {
    policy: 'Admission policy',
    howToApply: 'How to apply',
    applyOnline: `Apply on the ${site.portals.admission.label.toLowerCase()}`,
    ageLimits: 'Age limits',
    ageExplained: 'Ages are on 31 March of the year of admission; 6.5 means 6 years 6 months.',
    documents: 'Documents required',
    withdrawal: 'Withdrawal and transfer certificate',
  },
} as const;

/** The TC page's words. The form's English words are the form's own (components/forms/tc-form.tsx). */
export interface TcPageWords {
  requestHeading: string;
  requestText: string;
  /** The fee, said above the form; null where the page leaves it to Admission. */
  feeNote: string | null;
  sampleHeading: string;
  sampleTitle: string;
}

export const tcWords: TcPageWords = {
  requestHeading: 'Request the certificate',
  requestText: 'Enter the name and admission number exactly as the school recorded them. The certificate downloads as an image, tc.jpg.',
  feeNote: null,
  sampleHeading: 'Sample certificate',
  sampleTitle: 'Sample transfer certificate',
};

/** The sample transfer certificate of /Tc, embedded at 500 px. */
export const tcSample: DocumentLink = { title: tcWords.sampleTitle, href: '/docs/tc/sample-transfer-certificate.pdf' };

export interface House {
  name: string;
  colour: string;
  /** A CSS colour for the house badge. */
  swatch: string;
  motto: string;
}

/** The four houses with colour and motto, in the order of spec section 2 (which pairs each motto with its house). */
export const houses: readonly House[] = [
  { name: 'Agasthyamalai', colour: 'Red', swatch: '#b91c1c', motto: 'Scale New Heights' },
  { name: 'Nilgiri', colour: 'Blue', swatch: '#1d4ed8', motto: 'Knowledge is Power' },
  { name: 'Aravalli', colour: 'Green', swatch: '#15803d', motto: 'United We Stand' },
  { name: 'Sahyadri', colour: 'Yellow', swatch: '#ca8a04', motto: 'Reach New Peaks' },
];

export interface Club {
  name: string;
  description: string;
}

export const clubs: readonly Club[] = [
  { name: 'Lakshya IAS Hub', description: 'Prepares senior students for civil services and competitive examinations through current-affairs sessions, mock tests and talks by officers.' },
  { name: 'Media Club', description: 'Students report school events, edit the newsletter, take photographs and learn the basics of responsible journalism.' },
  { name: 'Literary Club', description: 'Debates, elocution, creative writing, book reviews and the school magazine’s editorial board.' },
  { name: 'Nature and Eco Club', description: 'Tree plantation, waste segregation, a kitchen garden and awareness drives on saving water and energy.' },
  { name: 'Science Club', description: 'Experiments beyond the syllabus, science exhibitions, olympiad preparation and visits to research centres.' },
  { name: 'Philately and Tourism Club', description: 'Stamp collecting, heritage walks and projects on the places and cultures of India.' },
  { name: 'Ek Bharat Shreshth Bharat Club', description: 'Celebrates the unity of India by learning the languages, food, art and festivals of a partner state.' },
  { name: 'SEWA', description: 'Social service: visits to old-age homes, donation drives and literacy classes for children of the neighbourhood.' },
  { name: 'Cyber and Interact Club', description: 'Safe and responsible use of the internet, cyber-hygiene workshops and community projects with the Interact movement.' },
];

export const activityCorner = {
  sections: [
    {
      heading: 'Learning beyond the classroom',
      paragraphs: [
        'Educational activities run through the whole year and are planned in the almanac. Every student takes part, in class activities and in inter-house competitions, so that talents are found and confidence grows.',
      ],
      points: [
        'Inter-house debates, elocution, quiz and spelling bee',
        'Science exhibition and mathematics week',
        'Art, craft, music and dance competitions',
        'Annual sports meet and inter-house games',
        'Field trips, educational tours and heritage walks',
        'Celebration of national days, Hindi Diwas and International Yoga Day',
        'Olympiads and talent-search examinations',
      ],
    },
    {
      heading: 'Houses',
      paragraphs: [
        'Every student belongs to one of four houses — Agastyamalai, Aravali, Nilgiri and Sahyadri — each led by a house captain and house teachers. Houses compete for the house cup through the year in academics, sports and activities.',
      ],
    },
  ] satisfies TextSection[],
  photos: [
    landscape('/images/activities/science-exhibition.jpg', 'Students explaining a working model at the science exhibition'),
    landscape('/images/activities/inter-house-debate.jpg', 'A student speaking at the inter-house debate on the school stage'),
    landscape('/images/activities/sports-meet.jpg', 'Runners on the track at the annual sports meet'),
  ] satisfies Photo[],
};

/** The fee table for classes I to X, drawn as an image, and its figures in rupees by class band. */
export const feeDetails = {
  image: { src: '/images/fees/fee-table-2025-26.jpg', width: 1200, height: 800 } satisfies Picture,
  rows: [
    ['I–II', '5000', '1850', '4200', '150'],
    ['III–V', '5000', '2050', '4200', '200'],
    ['VI–VIII', '6000', '2300', '4800', '250'],
    ['IX–X', '6000', '2550', '5200', '250'],
  ],
} as const;

/** Fee Details' words: the image's description, the headings, the table's caption and columns, and the notes. */
export const feeDetailsWords = {
  imageAlt: 'Fee table for classes I to X, session 2025-26 (the same figures are listed as text below)',
  tableHeading: 'Fee table, classes I to X',
  viewTable: 'View fee table',
  textHeading: 'The fee table as text',
  notesLabel: 'Notes on fees',
  table: {
    caption: 'Fee table for classes I to X, session 2025-26 (in rupees)',
    columns: ['Classes', 'Admission fee (once)', 'Tuition fee (monthly)', 'Annual charges', 'Computer fee (monthly)'],
  },
  notes: [
    'Fees are paid quarterly, by the 10th of April, July, October and January, at the school counter or online.',
    'A late fee is charged after the due date.',
    'Fee concessions are described on the Scholarship page.',
  ],
} as const;

export const studentCorner = {
  image: { src: '/images/student-corner/coming-soon.jpg', alt: 'Student Corner — coming soon', width: 1200, height: 800 } satisfies Photo,
  text: 'Student Corner is being prepared: soon it will hold students’ writing, art and projects, and resources chosen by their teachers.',
} as const;
