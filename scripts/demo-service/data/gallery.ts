// Photo galleries, capacity building programmes and activities: the vendor keeps all three in one
// collection told apart by `category`, and so does the demo.
import { kolkataMidnightIso, resolveWhen, type DemoDate, type DemoWhen } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoGalleryCategory, DemoGalleryItem, DemoScene } from './types';

interface AlbumSource {
  slug: string;
  category: DemoGalleryCategory;
  when: DemoWhen;
  /** Title; `{year}` becomes the year of the album's date. */
  title: string;
  description: string;
  scene: DemoScene;
  photos: number;
}

const ALBUMS: readonly AlbumSource[] = [
  {
    slug: 'new-year-thanksgiving',
    category: 'PhotoGallery',
    when: { thisYear: 0 },
    title: 'New Year Thanksgiving Assembly {year}',
    description:
      'The school family began the year with a thanksgiving service in the quadrangle. The choir led the hymns, the Head Boy and Head Girl read the lessons and the Principal blessed the new year for students and staff.',
    scene: 'assembly',
    photos: 7,
  },
  {
    slug: 'investiture-ceremony',
    category: 'PhotoGallery',
    when: { thisYear: 0.3 },
    title: 'Investiture Ceremony of the Student Council {year}',
    description:
      'Newly elected prefects, house captains and club secretaries took the oath of office. Badges and sashes were presented by the Chief Guest, who urged the council to lead by example and serve with humility.',
    scene: 'assembly',
    photos: 6,
  },
  {
    slug: 'science-exhibition',
    category: 'PhotoGallery',
    when: { thisYear: 0.6 },
    title: 'Inter-House Science Exhibition',
    description:
      'Working models on solar tracking, rainwater harvesting, blast furnace safety and smart irrigation filled the laboratories. Parents and engineers from the steel plant judged the exhibits.',
    scene: 'classroom',
    photos: 6,
  },
  {
    slug: 'annual-day',
    category: 'PhotoGallery',
    when: { yearsAgo: 1, month: 12, day: 13 },
    title: 'Annual Day Celebration {year}',
    description:
      'The Annual Day programme "Roots and Wings" featured a tableau on the history of the township, classical and tribal dances, an English play and the prize distribution for academic excellence.',
    scene: 'stage',
    photos: 8,
  },
  {
    slug: 'annual-sports-meet',
    category: 'PhotoGallery',
    when: { yearsAgo: 1, month: 11, day: 21 },
    title: 'Annual Sports Meet {year}',
    description:
      'The march past, torch relay, track events and the inter-house relay drew a large crowd. Nilgiri House won the overall championship trophy and Sahyadri House the march past.',
    scene: 'field',
    photos: 7,
  },
  {
    slug: 'independence-day',
    category: 'PhotoGallery',
    when: { yearsAgo: 1, month: 8, day: 15 },
    title: 'Independence Day Celebration {year}',
    description:
      'The Principal hoisted the national flag, followed by the national anthem, a patriotic group song by the senior choir and a skit on the freedom struggle by students of Class VIII.',
    scene: 'assembly',
    photos: 6,
  },
  {
    slug: 'christmas-celebration',
    category: 'PhotoGallery',
    when: { yearsAgo: 2, month: 12, day: 19 },
    title: 'Christmas Celebration {year}',
    description:
      'Carols by the school choir, a nativity play by the primary wing and a message of peace from the Chaplain. Gifts collected by students were shared with the children of a nearby village school.',
    scene: 'stage',
    photos: 6,
  },
  {
    slug: 'republic-day',
    category: 'PhotoGallery',
    when: { yearsAgo: 2, month: 1, day: 26 },
    title: 'Republic Day Celebration {year}',
    description:
      'Flag hoisting, a parade by the school NCC and scout units, and a reading of the Preamble in English and Hindi marked the Republic Day celebration on the school grounds.',
    scene: 'assembly',
    photos: 6,
  },
  {
    slug: 'cbp-nep-assessment',
    category: 'CapacityBuildingProgram',
    when: { yearsAgo: 1, month: 4, day: 12 },
    title: 'Workshop on NEP 2020 Competency-Based Assessment',
    description:
      'A full-day CBSE capacity building programme for teachers of Classes VI-X on framing competency-based questions, case-based items and rubrics aligned with the learning outcomes.',
    scene: 'workshop',
    photos: 6,
  },
  {
    slug: 'cbp-experiential-learning',
    category: 'CapacityBuildingProgram',
    when: { yearsAgo: 2, month: 10, day: 18 },
    title: 'Capacity Building Programme on Experiential Learning',
    description:
      'Resource persons from the CBSE Centre of Excellence guided teachers through art-integrated and sports-integrated lesson plans, with model lessons demonstrated in small groups.',
    scene: 'workshop',
    photos: 6,
  },
  {
    slug: 'cbp-cyber-safety',
    category: 'CapacityBuildingProgram',
    when: { thisYear: 0.4 },
    title: 'Training on Cyber Safety and Digital Wellbeing',
    description:
      'Teachers learnt to recognise cyberbullying, phishing and online grooming, and to guide students and parents on safe use of devices and social media.',
    scene: 'workshop',
    photos: 6,
  },
  {
    slug: 'cbp-inclusive-education',
    category: 'CapacityBuildingProgram',
    when: { yearsAgo: 1, month: 9, day: 27 },
    title: 'Workshop on Inclusive Education and Learning Difficulties',
    description:
      'The school counsellor and a special educator from Ranchi trained teachers to identify learning difficulties early and to adapt classroom practice for every learner.',
    scene: 'workshop',
    photos: 6,
  },
  {
    slug: 'activity-inter-house-quiz',
    category: 'Activity',
    when: { thisYear: 0.5 },
    title: 'Inter-House Quiz Competition',
    description:
      'Four rounds on science, current affairs, sports and Jharkhand heritage. Agasthyamalai House won a close final after the buzzer round.',
    scene: 'classroom',
    photos: 6,
  },
  {
    slug: 'activity-yoga-day',
    category: 'Activity',
    when: { yearsAgo: 1, month: 6, day: 21 },
    title: 'International Day of Yoga',
    description:
      'Students and teachers performed the Common Yoga Protocol on the playground, led by the physical education department.',
    scene: 'field',
    photos: 6,
  },
  {
    slug: 'activity-clay-modelling',
    category: 'Activity',
    when: { yearsAgo: 1, month: 2, day: 10 },
    title: 'Clay Modelling Activity for Classes I-II',
    description:
      'Young learners shaped fruits, animals and diyas out of clay, building fine motor skills and talking about the colours and shapes they made.',
    scene: 'classroom',
    photos: 6,
  },
  {
    slug: 'activity-van-mahotsav',
    category: 'Activity',
    when: { yearsAgo: 1, month: 7, day: 4 },
    title: 'Van Mahotsav Tree Plantation',
    description:
      'The Nature and Eco Club planted 150 saplings of neem, gulmohar and jamun along the school boundary, and each class adopted a sapling to care for.',
    scene: 'garden',
    photos: 6,
  },
  {
    slug: 'activity-debate',
    category: 'Activity',
    when: { yearsAgo: 2, month: 8, day: 3 },
    title: 'Inter-House Debate Competition',
    description:
      'Senior students debated the motion "Artificial intelligence will do more good than harm in education". Nilgiri House won the trophy; the best speaker award went to Sahyadri House.',
    scene: 'stage',
    photos: 6,
  },
  {
    slug: 'activity-rangoli',
    category: 'Activity',
    when: { yearsAgo: 2, month: 12, day: 5 },
    title: 'Rangoli Making Competition',
    description:
      'Houses competed to create rangoli on the theme "Unity in Diversity" using coloured powder, flowers and leaves.',
    scene: 'garden',
    photos: 6,
  },
];

const FOLDERS: Record<DemoGalleryCategory, string> = {
  PhotoGallery: 'gallery',
  CapacityBuildingProgram: 'programs',
  Activity: 'activities',
};

/** All gallery-type items and the photos they refer to. */
export function buildGalleryItems(today: DemoDate): { items: DemoGalleryItem[]; assets: DemoAssetSpec[] } {
  const items: DemoGalleryItem[] = [];
  const assets: DemoAssetSpec[] = [];
  for (const album of ALBUMS) {
    const date = resolveWhen(album.when, today);
    const title = album.title.replace('{year}', String(date.year));
    const attachments: string[] = [];
    for (let n = 1; n <= album.photos; n += 1) {
      const path = `${FOLDERS[album.category]}/${album.slug}/${n}.jpg`;
      attachments.push(path);
      assets.push({
        kind: 'photo',
        path,
        width: 1600,
        height: 1067,
        scene: album.scene,
        title,
        caption: `Photo ${n} of ${album.photos}`,
      });
    }
    items.push({
      ...demoRecord(`gallery:${album.slug}`, date),
      title,
      description: album.description,
      date: kolkataMidnightIso(date),
      category: album.category,
      attachments,
    });
  }
  return { items, assets };
}
