// The School group's pages of words: Our School, Our Church, Mission and Vision, School Timing, Prayer and
// Anthem, the Patron, Chairman and Founder, and Counselling. Figures are those of spec section 9.
import { landscape, portrait, type Photo, type Picture, type TextSection } from './types';

/** The school in figures (spec section 9): each written once, here, and shown in both languages. */
export const schoolFigures = {
  students: '3210',
  campusAcres: '8',
  firstClass: 'I',
  lastClass: 'XII',
  classrooms: '100',
  lectureTheatres: '2',
  multiPurposeHalls: '1',
  iSchools: '1',
  vocationalFrom: 'VI',
} as const;

/** How one fact is said: its figure written from `schoolFigures`, and its label. */
interface FactWords {
  figure: (figures: typeof schoolFigures) => string;
  label: string;
}

/** The facts of "At a glance", in order: the words around each figure. */
export const schoolFactWords = [
  { figure: (f) => f.students, label: 'students (about)' },
  { figure: (f) => `${f.campusAcres} acres`, label: 'of campus' },
  { figure: (f) => `${f.firstClass} to ${f.lastClass}`, label: 'classes' },
  { figure: (f) => f.classrooms, label: 'classrooms' },
  { figure: (f) => f.lectureTheatres, label: 'lecture theatres' },
  { figure: (f) => f.multiPurposeHalls, label: 'multi-purpose hall' },
  { figure: (f) => f.iSchools, label: 'i-school' },
  { figure: (f) => `Class ${f.vocationalFrom}`, label: 'vocational subjects start from' },
] as const satisfies readonly FactWords[];

/** The school's facts said with `words` (the English above, or its Hindi twin), each as a figure with its label. */
export const factsIn = (words: readonly FactWords[]): readonly { figure: string; label: string }[] =>
  words.map((fact) => ({ figure: fact.figure(schoolFigures), label: fact.label }));

/** School facts of spec section 9 in English. */
export const schoolFacts = factsIn(schoolFactWords);

/** The four houses as spec section 9 lists them (School Communities spells two of them differently). */
export const houseNames = ['Agastyamalai', 'Aravali', 'Nilgiri', 'Sahyadri'] as const;

/** Our School's photo; its words are `ourSchoolWords`. */
export const ourSchool = {
  photo: { src: '/images/school/campus.jpg', width: 1200, height: 800 },
} as const satisfies { photo: Picture };

/** Our School's words: the photo's description, the headings of its facts and its sections. */
export const ourSchoolWords = {
  photoAlt: 'The main school building seen across the assembly ground on a sunny morning',
  atAGlance: 'At a glance',
  factsLabel: 'School facts',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        "St. Andrew's Mission Senior Secondary School is a co-educational, English-medium school affiliated to the Central Board of Secondary Education (CBSE), New Delhi, and run by a church mission in Bokaro Steel City, Jharkhand.",
        `About ${schoolFigures.students} students study with us on a campus of ${schoolFigures.campusAcres} acres, in classes ${schoolFigures.firstClass} to ${schoolFigures.lastClass}. The school is open to children of every faith and background, and admission is on merit.`,
      ],
    },
    {
      heading: 'Our campus',
      paragraphs: [
        'The campus has 100 classrooms, 2 lecture theatres, 1 multi-purpose hall and 1 i-school, together with science, computer, language, composite and tinkering laboratories, a library and large playgrounds.',
      ],
    },
    {
      heading: 'How we learn',
      paragraphs: [
        'We follow the CBSE curriculum from class I to class XII. Vocational subjects start from class VI, so that every student learns a skill alongside the academic subjects.',
        'The whole school meets for two general assemblies a week, on Monday and Friday, for prayer, news, talks and the recognition of achievement.',
      ],
      points: [
        'Two general assemblies a week: Monday and Friday.',
        'Vocational subjects from class VI.',
        'Four houses: Agastyamalai, Aravali, Nilgiri, Sahyadri.',
      ],
    },
  ],
} as const satisfies Record<string, unknown> & { sections: readonly TextSection[] };

export const ourChurch = {
  photo: landscape('/images/church/mission-church.jpg', 'The mission church with its white bell tower among trees'),
  sections: [
    {
      heading: 'A mission of service',
      paragraphs: [
        'The church mission that founded our school came to this region to serve its people through worship, health care and education. Its first work was a small primary school held in a room beside the chapel.',
        'As the steel city grew, families from every part of India settled here, and the mission opened its school to all of them. The school has grown from those few classrooms into a senior secondary school, while keeping the simple aim of its founders: to form young people of knowledge, character and compassion.',
      ],
    },
    {
      heading: 'The church today',
      paragraphs: [
        'The mission church stands beside the campus and remains the spiritual home of the school. Its clergy lead the school’s services on feast days and support the pastoral care of students and staff.',
        'The school is a minority institution run by the church. Students of every faith are welcome, and the values we teach — honesty, kindness, respect and service — are shared by all.',
      ],
    },
  ] satisfies TextSection[],
};

export const missionVision = [
  {
    id: 'mission',
    title: 'Mission',
    text: 'To give every child a sound education in a caring community, nurturing the mind, body and spirit so that our students grow into responsible citizens who serve others.',
  },
  {
    id: 'vision',
    title: 'Vision',
    text: 'A school where every learner discovers their gifts, thinks freely and acts with integrity, and where excellence and compassion go hand in hand.',
  },
  {
    id: 'motto',
    title: 'Motto',
    text: 'Lux et Veritas — Light and Truth: to seek knowledge and to live by what is true.',
  },
  {
    id: 'aim',
    title: 'Aim',
    text: 'To develop the whole person — intellectual, physical, moral and spiritual — through the CBSE curriculum, co-curricular activities and service to the community.',
  },
] as const;

/** The two wings of School Timing. */
export type TimingWing = 'classes-i-v' | 'classes-vi-xii';
/** The rows of each wing's hours, in the order shown. */
export const TIMING_ROWS = ['gatesOpen', 'assembly', 'classes', 'break', 'dispersal'] as const;
export type TimingRow = (typeof TIMING_ROWS)[number];

/** School timing images of the two wings, with the same hours as text for readers who cannot see them. */
export const schoolTiming: readonly { id: TimingWing; image: Picture; times: Readonly<Record<TimingRow, string>> }[] = [
  {
    id: 'classes-i-v',
    image: { src: '/images/timing/classes-i-v.jpg', width: 1200, height: 800 },
    times: { gatesOpen: '7:00 AM', assembly: '7:30 AM', classes: '7:45 AM to 12:45 PM', break: '10:15 AM to 10:35 AM', dispersal: '12:50 PM' },
  },
  {
    id: 'classes-vi-xii',
    image: { src: '/images/timing/classes-vi-xii.jpg', width: 1200, height: 800 },
    times: { gatesOpen: '7:00 AM', assembly: '7:30 AM', classes: '7:45 AM to 1:45 PM', break: '10:35 AM to 11:00 AM', dispersal: '1:50 PM' },
  },
];

/** School Timing's words: each wing's title and image description, and each row's label. */
export const schoolTimingWords = {
  imageTitle: (title: string) => `School timing, ${title}`,
  tableCaption: (title: string) => `${title}: the same hours as text`,
  timeColumn: 'Time',
  viewFullSize: 'View full size',
  wings: {
    'classes-i-v': { title: 'Classes I–V', imageAlt: 'School timing for classes I–V (the same hours are listed below)' },
    'classes-vi-xii': { title: 'Classes VI–XII', imageAlt: 'School timing for classes VI–XII (the same hours are listed below)' },
  },
  rows: { gatesOpen: 'Gates open', assembly: 'Assembly', classes: 'Classes', break: 'Break', dispersal: 'Dispersal' },
} as const satisfies Record<string, unknown> & { wings: Record<TimingWing, { title: string; imageAlt: string }>; rows: Record<TimingRow, string> };

export const prayerAnthem = {
  video: {
    title: 'The school anthem sung at morning assembly',
    // Demo value: replace with the id of the school's own recording on its video channel.
    youtubeId: 'sams-anthem-demo',
    poster: landscape('/images/prayer/anthem-poster.jpg', 'The school choir on stage at morning assembly'),
  },
  anthem: {
    title: 'School Anthem',
    verses: [
      ['O Light that shines on Bokaro’s plain,', 'Through sun and storm, through heat and rain,', 'We lift our hearts, we raise our voice,', 'In truth and learning we rejoice.'],
      ['With open minds and willing hands,', 'We serve our school, we serve our lands;', 'In work and play, in joy and strife,', 'Lux et Veritas guide our life.'],
      ['St. Andrew’s sons and daughters stand,', 'United, strong, a faithful band;', 'Go forth with courage, hope and grace —', 'Light and truth in every place.'],
    ],
  },
  prayer: {
    title: 'Opening Prayer',
    lines: [
      'Loving God, we thank you for this new day',
      'and for the gift of our school, our teachers and our friends.',
      'Open our minds to learn, our hearts to love,',
      'and our hands to serve those in need.',
      'Keep us honest in our work and kind in our words.',
      'Bless our families and our country,',
      'and lead us always in the way of light and truth.',
      'Amen.',
    ],
  },
} as const;

export interface BiographyPage {
  photo: Photo;
  name: string;
  role: string;
  facts?: readonly { label: string; value: string }[];
  sections: readonly TextSection[];
}

// The people below carry invented names: the spec states only the founder's dates.
export const patron: BiographyPage = {
  photo: portrait('/images/people/patron.jpg', 'Portrait of the Rt. Rev. Samuel Devadas (fictional), patron of the school'),
  name: 'The Rt. Rev. Samuel Devadas',
  role: 'Patron',
  sections: [
    {
      heading: 'A shepherd of the mission',
      paragraphs: [
        'Our patron is the bishop of the diocese to which the mission belongs. As patron he guides the school’s spiritual life and stands for its founding values of service, learning and care for the poor.',
        'A teacher before he was ordained, he has spent his ministry building schools and hostels for children of working families, and visits our school each year for the annual day and the investiture of the student council.',
      ],
    },
    {
      heading: 'His message to students',
      paragraphs: [
        '“Learn well, but above all learn to be good. Knowledge is a lamp: carry it so that others can see their way.”',
      ],
    },
  ],
};

export const chairman: BiographyPage = {
  photo: portrait('/images/people/chairman.jpg', 'Portrait of Rev. Dr. Paul Mathew Kujur (fictional), chairman of the school'),
  name: 'Rev. Dr. Paul Mathew Kujur',
  role: 'Chairman',
  sections: [
    {
      heading: 'About the chairman',
      paragraphs: [
        'The chairman leads the School Managing Committee on behalf of the mission. He oversees the school’s growth, its finances and its buildings, and works with the principal so that every decision serves the students first.',
        'A scholar of education and a former principal, he has served the mission’s schools for many years and has championed science laboratories, the library and scholarships for deserving students.',
      ],
    },
    {
      heading: 'His message',
      paragraphs: [
        '“A school is measured not by its buildings but by the young people it sends into the world. Let ours be known for honesty, courage and kindness.”',
      ],
    },
  ],
};

export const founder: BiographyPage = {
  photo: portrait('/images/people/founder.jpg', 'Portrait of our Founder in bishop’s robes'),
  name: 'Our Founder',
  role: 'Founder',
  facts: [
    { label: 'Born', value: '1924' },
    { label: 'Consecrated bishop', value: '1975' },
    { label: 'Bishop of Kolkata', value: '1979' },
    { label: 'Died', value: '2007' },
  ],
  sections: [
    {
      heading: 'His life',
      paragraphs: [
        'Our Founder was born in 1924. He gave his life to the church and to the education of children, and was consecrated bishop in 1975, the first bishop of the Madras diocese.',
        'In 1979 he became bishop of Kolkata. Throughout his ministry he founded schools so that children of every community could receive a good education, and this school is one of them.',
        'He died in 2007. His vision of schools that form both mind and character remains the foundation of our work.',
      ],
    },
  ],
};

export const counselling = {
  photo: landscape('/images/facilities/counselling-room.jpg', 'A quiet counselling room with two chairs, plants and a bookshelf'),
  paragraph:
    'Our school counsellor helps students with the issues of adolescence — stress, relationships, study habits, self-confidence and the changes of growing up — in confidential one-to-one sessions, and runs periodic workshops for students and parents on these themes.',
} as const;
