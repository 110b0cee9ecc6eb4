// The Infrastructure group: Facilities, Class Room, Laboratories, Library, Play Ground and Tinkering Lab.
import { landscape, type CarouselSettings, type DocumentLink, type PhotoPage, type Photo } from './types';

export const facilities: PhotoPage = {
  sections: [
    {
      heading: 'A campus for learning and well-being',
      paragraphs: [
        'Our campus of 8 acres has 100 classrooms, 2 lecture theatres, 1 multi-purpose hall and 1 i-school, with laboratories, a library, playgrounds and green spaces between them.',
      ],
      points: [
        'Multi-purpose hall for assemblies, performances and examinations',
        'Infirmary with a full-time nurse and a first-aid room in each wing',
        'Counselling room for confidential one-to-one sessions',
        'Purified drinking water on every floor and clean, separate washrooms',
        'CCTV at entrances and corridors, with trained security staff',
        'School buses on routes across the city, with a transport supervisor',
      ],
    },
  ],
  photos: [
    landscape('/images/facilities/multi-purpose-hall.jpg', 'Rows of students seated in the multi-purpose hall for an assembly'),
    landscape('/images/facilities/infirmary.jpg', 'The school infirmary with beds and a first-aid cabinet'),
    landscape('/images/facilities/school-buses.jpg', 'Yellow school buses lined up at the campus gate'),
    landscape('/images/facilities/garden.jpg', 'The school garden with flower beds and shady trees'),
  ],
};

export const classRoom: PhotoPage = {
  sections: [
    {
      heading: 'Bright, well-equipped classrooms',
      paragraphs: [
        'The school has 100 classrooms, each airy and well lit, with a writing board, display boards for students’ work and comfortable furniture sized for the age of the class.',
        'Classrooms of the senior classes have smart boards and projectors, and the 2 lecture theatres seat whole sections for presentations, film lessons and guest lectures. The i-school brings digital content into everyday teaching.',
      ],
    },
  ],
  photos: [
    landscape('/images/classroom/smart-class.jpg', 'A teacher using the smart board in a class VIII classroom'),
    landscape('/images/classroom/primary-class.jpg', 'Primary students working in groups at their desks'),
    landscape('/images/classroom/lecture-theatre.jpg', 'A lecture theatre with tiered seating'),
  ],
};

export const tinkeringLab: PhotoPage = {
  sections: [
    {
      heading: 'Make, test, improve',
      paragraphs: [
        'The tinkering lab is where students turn ideas into working models. It is equipped with electronics kits, sensors, microcontrollers, a 3D printer, robotics sets and hand tools.',
        'Students from class VI work in small teams on open-ended problems: automatic plant watering, smart street lights, assistive devices. Their projects go to science exhibitions and innovation challenges.',
      ],
      points: ['Electronics and robotics kits', '3D printer and design software', 'Sensors and microcontroller boards', 'Hand tools and safety equipment'],
    },
  ],
  photos: [
    landscape('/images/tinkering/robotics-team.jpg', 'Students assembling a small robot in the tinkering lab'),
    landscape('/images/tinkering/3d-printer.jpg', 'A 3D printer printing a student design'),
    landscape('/images/tinkering/electronics-bench.jpg', 'A workbench with circuit boards and sensors'),
  ],
};

export const playGround: PhotoPage = {
  sections: [
    {
      heading: 'Room to run',
      paragraphs: [
        'Our playgrounds give every student time in the open air. Physical education is part of the timetable from class I, and coaches train school teams for district and state competitions.',
      ],
      points: ['Football and cricket field', 'Basketball and volleyball courts', 'Athletics track', 'Indoor games: table tennis, chess and carrom', 'Play area for the primary wing'],
    },
  ],
  photos: [
    landscape('/images/playground/football-field.jpg', 'Students playing football on the main field'),
    landscape('/images/playground/basketball-court.jpg', 'A basketball match on the outdoor court'),
    landscape('/images/playground/athletics-track.jpg', 'Runners on the athletics track during practice'),
  ],
};

export interface Laboratory {
  id: string;
  label: string;
  paragraphs: readonly string[];
  photos: readonly Photo[];
}

const labPhotos = (id: string, name: string): Photo[] => [
  landscape(`/images/labs/${id}-1.jpg`, `Students at work in the ${name}`),
  landscape(`/images/labs/${id}-2.jpg`, `Equipment in the ${name}`),
];

export const laboratories = {
  intro:
    'Learning by doing is at the heart of our teaching. Our laboratories are equipped to the CBSE norms and used by every class from the middle school upward, under the care of trained teachers and laboratory assistants.',
  /** The seven tabs, in the spec's order. */
  labs: [
    {
      id: 'computer-lab',
      label: 'Computer Lab',
      paragraphs: [
        'The school has four labs with more than 120 systems in all, connected to the internet at 20 Mbps. Computer Application is taught from class 3.',
        'Students learn typing, office tools, programming in Scratch and Python, web design and artificial intelligence, and senior students of Computer Science and Informatics Practices do their practical work here.',
      ],
      photos: labPhotos('computer-lab', 'Computer Lab'),
    },
    {
      id: 'biology-lab',
      label: 'Biology Lab',
      paragraphs: [
        'The biology lab has microscopes for every pair of students, permanent slides, specimens and models, so that students can study living things at first hand.',
      ],
      photos: labPhotos('biology-lab', 'Biology Lab'),
    },
    {
      id: 'chemistry-lab',
      label: 'Chemistry Lab',
      paragraphs: [
        'The chemistry lab has fume hoods, running water at every bench and a stock of reagents for the practical work of classes IX to XII, with safety equipment and trained assistants at hand.',
      ],
      photos: labPhotos('chemistry-lab', 'Chemistry Lab'),
    },
    {
      id: 'language-lab',
      label: 'Language Lab',
      paragraphs: [
        'The language lab helps students listen, speak and read with confidence. Headsets and interactive software let each student practise pronunciation and listening at their own pace.',
      ],
      photos: labPhotos('language-lab', 'Language Lab'),
    },
    {
      id: 'physics-lab',
      label: 'Physics Lab',
      paragraphs: [
        'The physics lab has apparatus for optics, electricity, magnetism and mechanics, so that students verify the laws they learn and build their own simple instruments.',
      ],
      photos: labPhotos('physics-lab', 'Physics Lab'),
    },
    {
      id: 'composite-lab',
      label: 'Composite Lab',
      paragraphs: [
        'The composite science lab serves classes VI to X, with stations for physics, chemistry and biology activities so that younger students explore science through simple experiments.',
      ],
      photos: labPhotos('composite-lab', 'Composite Lab'),
    },
    {
      id: 'tinkering-lab',
      label: 'Tinkering Lab',
      paragraphs: [
        'The tinkering lab has electronics and robotics kits, sensors, a 3D printer and tools, where students design, build and test their own ideas.',
      ],
      photos: labPhotos('tinkering-lab', 'Tinkering Lab'),
    },
  ] satisfies Laboratory[],
};

const curriculum = (subject: string): DocumentLink => ({
  title: subject,
  href: `/docs/library/curriculum-2023-24/${subject.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`,
});

const practice = (subject: string): DocumentLink => ({
  title: subject,
  href: `/docs/library/practice-questions-2023-24/${subject.toLowerCase().replace(/[^a-z]+/g, '-')}.pdf`,
});

export const library = {
  photo: landscape('/images/library/reading-hall.jpg', 'Students reading at long tables in the library reading hall'),
  intro:
    'The library is the heart of the school’s reading life: a quiet, well-lit reading hall open through the school day, with a trained librarian to help students find what they need.',
  /** Library figures of spec section 9. */
  figures: [
    { figure: '18163', label: 'books' },
    { figure: '858', label: 'reference books' },
    { figure: '15', label: 'periodicals' },
    { figure: '15', label: 'magazines' },
    { figure: '9', label: 'newspapers' },
  ],
  genres: [
    { heading: 'Fiction', items: ['Classics', 'Adventure', 'Mystery and detective', 'Science fiction', 'Fantasy', 'Indian writing in English', 'Hindi literature'] },
    { heading: 'Non-fiction', items: ['Science and technology', 'History and biography', 'Geography and travel', 'Art and music', 'Sports', 'Self-help and careers'] },
    { heading: 'Reference', items: ['Encyclopaedias', 'Dictionaries and thesauri', 'Atlases', 'Yearbooks', 'Competitive examination guides'] },
  ],
  additionalResources: [
    'Audio-visual corner with educational films and documentaries',
    'Computer terminals with access to online journals and e-books',
    'Book bank for students who need help with textbooks',
    'Reading clubs, book fairs and author visits through the year',
  ],
  /** Curriculum year of spec section 9. */
  curriculumYear: '2023-24',
  curriculum: {
    heading: 'CBSE curriculum for Class XI-XII 2023-24',
    documents: [
      'Hindi Core',
      'Physics',
      'Informatics Practices',
      'Geography',
      'English Core',
      'Chemistry',
      'Accountancy',
      'History',
      'Biology',
      'Mathematics',
      'Business Studies',
      'Political Science',
      'Bio Technology',
      'Computer Science',
      'Economics',
      'Physical Education',
    ].map(curriculum),
  },
  practice: {
    heading: 'Additional practice questions for Class XII 2023-24, with marking scheme',
    documents: [
      'Accountancy',
      'Biology',
      'Business Studies',
      'Chemistry',
      'Economics',
      'English Core',
      'Geography',
      'Hindi Core',
      'History',
      'Mathematics',
      'Physics',
    ].map(practice),
  },
  /** The E-Book carousel: nine book links, PDFs on this site and public-domain books elsewhere. */
  ebooks: [
    { title: 'Stories from the Panchatantra', href: '/docs/library/ebooks/stories-from-the-panchatantra.pdf' },
    { title: 'Great Indian Scientists', href: '/docs/library/ebooks/great-indian-scientists.pdf' },
    { title: 'Our Environment', href: '/docs/library/ebooks/our-environment.pdf' },
    { title: 'Poems for Young Readers', href: '/docs/library/ebooks/poems-for-young-readers.pdf' },
    { title: 'A First Book of Grammar', href: '/docs/library/ebooks/a-first-book-of-grammar.pdf' },
    { title: 'Fun with Mathematics', href: '/docs/library/ebooks/fun-with-mathematics.pdf' },
    { title: 'Alice’s Adventures in Wonderland', href: 'https://www.gutenberg.org/ebooks/11', note: 'Project Gutenberg' },
    { title: 'The Jungle Book', href: 'https://www.gutenberg.org/ebooks/236', note: 'Project Gutenberg' },
    { title: 'Just So Stories', href: 'https://www.gutenberg.org/ebooks/2781', note: 'Project Gutenberg' },
  ] satisfies DocumentLink[],
  /** Six external resource links, in the spec's order. */
  resources: [
    { title: 'IIT Delhi Central Library', href: 'https://library.iitd.ac.in/', note: 'A college library' },
    { title: 'DIKSHA', href: 'https://diksha.gov.in/', note: 'National education portal' },
    { title: 'National Digital Library of India', href: 'https://ndl.iitkgp.ac.in/', note: 'National digital library' },
    { title: 'StoryWeaver', href: 'https://storyweaver.org.in/', note: 'Stories from around the world' },
    { title: 'SWAYAM', href: 'https://swayam.gov.in/', note: 'National online courses portal' },
    { title: 'NRICH Mathematics', href: 'https://nrich.maths.org/', note: 'Mathematics problems and games' },
  ] satisfies DocumentLink[],
};

/** The E-Book carousel of spec section 9: 2000 ms between slides, 1500 ms moves, 5/4/3/2/1 slides, no arrows. */
export const ebookCarousel: CarouselSettings = {
  autoplayMs: 2000,
  transitionMs: 1500,
  loop: true,
  slidesPerView: 5,
  responsive: [
    { maxWidth: 1300, slidesPerView: 4 },
    { maxWidth: 992, slidesPerView: 3 },
    { maxWidth: 767, slidesPerView: 2 },
    { maxWidth: 480, slidesPerView: 1 },
  ],
};
