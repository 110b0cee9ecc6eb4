/**
 * Generates every document and photo the static pages link to, into public/docs and public/images:
 * one-page PDFs (pdf-lib) and JPEGs drawn from SVG scenes (sharp), reusing the demo service's drawing kit.
 * The list of files comes from the content modules themselves, so a link can only point at a file this
 * script makes. Output is deterministic; existing files are kept unless `--force` is given.
 *
 *   npx tsx scripts/make-static-assets.ts [--force]
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { activityCorner, feeDetails, feeDetailsWords, studentCorner, TC_FEE, tcSample } from '@/content/pages/academics';
import { achievement, booklist, busRoutes, busRouteWords, careerGuidance, certificates, magazine, samplePapers, syllabus } from '@/content/pages/documents';
import { academicDocuments, documentsAndInformation } from '@/content/pages/disclosure';
import { erpSoftware } from '@/content/pages/help';
import { classRoom, facilities, laboratories, library, playGround, tinkeringLab } from '@/content/pages/infrastructure';
import { faculty, hodWings, managingCommittee } from '@/content/pages/people';
import { chairman, counselling, founder, ourChurch, ourSchool, patron, prayerAnthem, schoolTiming, schoolTimingWords, TIMING_ROWS } from '@/content/pages/school';
import { isExternal, type DocumentLink, type Photo, type Picture, type TextTable } from '@/content/pages/types';
import type { DemoAssetSpec, DemoScene } from './demo-service/data/types';
import { site } from '@/content/site';
import { renderAsset } from './demo-service/render';
import { seededRandom } from './demo-service/random';
import { hsl, SANS, SERIF, text, xml } from './demo-service/svg-kit';

const PUBLIC = path.resolve(__dirname, '..', 'public');

type Job = { path: string; render: () => Promise<Buffer> };

// ---- documents ---------------------------------------------------------------------------------------

function pdfJob(document: DocumentLink, subtitle: string, paragraphs: string[]): Job {
  const spec: DemoAssetSpec = { kind: 'pdf', path: document.href, title: document.title, subtitle, paragraphs, pages: 1 };
  return { path: document.href, render: () => renderAsset(spec) };
}

const demoNote = 'This is a demonstration document generated for the school website. The school replaces it with its own file.';

function documentJobs(): Job[] {
  const jobs: Job[] = [];
  for (const document of careerGuidance.documents) {
    jobs.push(
      pdfJob(document, 'Career guidance reference document', [
        `${document.title}: an overview prepared by the school counsellor for students of classes IX to XII and their parents.`,
        'It describes the courses that lead to this field, the subjects to choose in class XI, the entrance examinations and their usual months, and the colleges and institutions that offer these programmes.',
        'Students are encouraged to discuss their choices with the counsellor and their class-incharge before deciding.',
        demoNote,
      ]),
    );
  }
  syllabus.forEach((document) =>
    jobs.push(
      pdfJob({ ...document, title: `Syllabus 2025-26 - ${document.title}` }, 'Session 2025-26, as prescribed by CBSE and the school', [
        'Term 1 (April to September): the units of each subject with periodic tests, notebook work and subject enrichment activities.',
        'Term 2 (October to March): the remaining units and revision, followed by the annual examination.',
        'English, Hindi, Mathematics, Science or EVS, Social Science, Computer Application and the co-scholastic areas are covered unit by unit.',
        demoNote,
      ]),
    ),
  );
  booklist.forEach((document) =>
    jobs.push(
      pdfJob({ ...document, title: `Book list 2025-26 - ${document.title}` }, 'Prescribed textbooks and notebooks', [
        'NCERT textbooks for every subject where NCERT publishes one, together with the supplementary readers and workbooks chosen by the school.',
        'Notebooks: ruled, unruled and practical notebooks as listed by each subject teacher; cover every book with brown paper and label it.',
        'Books are available at the school book counter in the first week of April.',
        demoNote,
      ]),
    ),
  );
  for (const document of samplePapers) {
    jobs.push(
      pdfJob({ ...document, title: `Sample question paper - ${document.title}` }, 'Session 2025-26 - Time allowed: 3 hours - Maximum marks: 80', [
        'General instructions: the paper has five sections, A to E. All questions are compulsory; internal choice is given in some questions.',
        'Section A: multiple-choice questions of 1 mark each. Section B: very short answer questions of 2 marks each.',
        'Section C: short answer questions of 3 marks each. Section D: long answer questions of 5 marks each. Section E: case-based questions of 4 marks each.',
        demoNote,
      ]),
    );
  }
  for (const document of certificates) {
    jobs.push(
      pdfJob(document, document.note ?? 'Certificate', [
        `This certificate is awarded to ${site.fullName}, ${site.address.locality}, in recognition of its participation and commitment.`,
        'Presented with appreciation for the efforts of the students, teachers and management of the school.',
        demoNote,
      ]),
    );
  }
  for (const session of achievement.sessions) {
    for (const document of session.documents ?? []) {
      jobs.push(
        pdfJob(document, `Achievements of session ${session.label}`, [
          `${document.title}: the names, classes and results of the students who brought honour to the school in session ${session.label}.`,
          'Congratulations to every student and to the teachers who guided them.',
          demoNote,
        ]),
      );
    }
  }
  for (const wing of hodWings) {
    jobs.push(
      pdfJob(wing.portfolio, 'Portfolio 2024-25', [
        'Each head of department with their subject, qualifications and the responsibilities they hold for the session 2024-25.',
        'Departments: Languages, Mathematics, Science, Social Science, Computer Science, Commerce, Physical Education and the Arts.',
        'Heads of department plan the curriculum, moderate assessment, mentor new teachers and lead the subject weeks and exhibitions.',
        demoNote,
      ]),
    );
  }
  jobs.push(
    pdfJob(tcSample, 'Specimen of the transfer certificate issued by the school', [
      'Name of the student, name of the parents, nationality, date of first admission with class, date of birth, class last studied, board examination last taken with result, subjects studied, whether qualified for promotion, dues paid up to, working days and days present, general conduct, date of application, date of issue and reason for leaving.',
      `The transfer certificate fee is ${TC_FEE}.`,
      demoNote,
    ]),
  );
  for (const route of busRoutes) {
    const { title, note } = busRouteWords.routes[route.id];
    jobs.push(
      pdfJob({ title, href: route.href }, note, [
        'Route 1 - Sector 4, Sector 3, City Centre, Sector 1: pick-up from 6:35 AM.',
        'Route 2 - Chas, Bhojpur Colony, Sector 12, Sector 9: pick-up from 6:30 AM.',
        'Route 3 - Sector 6, Sector 5, Naya More, Sector 2: pick-up from 6:40 AM.',
        'Drop-off follows the same routes in reverse after dispersal. Parents meet the bus at the stop.',
        demoNote,
      ]),
    );
  }
  jobs.push(
    pdfJob(magazine, 'The annual magazine of the school', [
      'From the Principal’s desk; the year in review; house reports; stories, poems and essays by students in English and Hindi; art and photography; achievements in academics and sport.',
      demoNote,
    ]),
  );
  for (const document of library.curriculum.documents) {
    jobs.push(pdfJob({ ...document, title: `CBSE curriculum 2023-24 - Class XI-XII - ${document.title}` }, 'Curriculum, Classes XI-XII, 2023-24', ['Course structure, unit-wise marks, prescribed books and practical work for classes XI and XII.', demoNote]));
  }
  for (const document of library.practice.documents) {
    jobs.push(pdfJob({ ...document, title: `Additional practice questions 2023-24 - Class XII - ${document.title}` }, 'With marking scheme', ['Practice questions in the board examination pattern, followed by the marking scheme with value points.', demoNote]));
  }
  for (const document of library.ebooks.filter((book) => !isExternal(book.href))) {
    jobs.push(pdfJob(document, 'E-Book from the school library', [`${document.title}: a short illustrated reader for the school library's e-book shelf.`, demoNote]));
  }
  for (const document of [...documentsAndInformation, ...academicDocuments]) {
    jobs.push(pdfJob(document, 'CBSE Mandatory Public Disclosure, Appendix IX', [`${document.title}, self-attested by the Principal as the board's affiliation bye-laws require.`, demoNote]));
  }
  return jobs;
}

// ---- pictures ----------------------------------------------------------------------------------------

function gender(name: string): 'female' | 'male' {
  return /^(Mrs|Ms|Sr)\.?\s/.test(name) ? 'female' : 'male';
}

function portraitJob(photo: Photo, name: string, caption: string): Job {
  const spec: DemoAssetSpec = { kind: 'portrait', path: photo.src, name, gender: gender(name), caption, staff: true };
  return {
    path: photo.src,
    // The demo kit draws 600x750 portraits; the cards want 400x500.
    render: async () => sharp(await renderAsset(spec)).resize(photo.width, photo.height).jpeg({ quality: 84, chromaSubsampling: '4:2:0' }).toBuffer(),
  };
}

function photoJob(photo: Picture, scene: DemoScene, title: string): Job {
  const spec: DemoAssetSpec = { kind: 'photo', path: photo.src, width: photo.width, height: photo.height, scene, title, caption: site.shortName };
  return { path: photo.src, render: () => renderAsset(spec) };
}

/** A picture drawn here (tables, screens), with the same grain treatment as the demo kit's photos. */
function svgJob(file: string, width: number, height: number, svg: string, grainAlpha = 10): Job {
  return {
    path: file,
    render: async () => {
      const noise = Buffer.alloc(width * height * 4);
      const random = seededRandom(file);
      for (let i = 0; i < width * height; i += 1) {
        const value = Math.floor(random.next() * 256);
        noise[i * 4] = value;
        noise[i * 4 + 1] = value;
        noise[i * 4 + 2] = value;
        noise[i * 4 + 3] = grainAlpha;
      }
      return sharp(Buffer.from(svg))
        .resize(width, height, { fit: 'fill' })
        .composite([{ input: noise, raw: { width, height, channels: 4 } }])
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, chromaSubsampling: '4:2:0' })
        .toBuffer();
    },
  };
}

/** A printed notice with a title and a table, as schools post timings and fee schedules. */
function tableSvg(title: string, subtitle: string, table: TextTable, hue: number): string {
  const W = 1200;
  const H = 800;
  const columns = table.columns.length;
  const left = 80;
  const width = W - 160;
  const firstWidth = columns > 2 ? 190 : 420;
  const otherWidth = (width - firstWidth) / Math.max(1, columns - 1);
  const x = (i: number) => left + (i === 0 ? 0 : firstWidth + (i - 1) * otherWidth);
  const rowH = Math.min(84, 420 / (table.rows.length + 1));
  const top = 250;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${hsl(hue, 30, 96)}"/>`,
    `<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="#fff" stroke="${hsl(hue, 55, 30)}" stroke-width="6" rx="18"/>`,
    text(W / 2, 100, site.fullName, { size: 30, fill: hsl(hue, 55, 28), anchor: 'middle', weight: 'bold', family: SERIF }),
    text(W / 2, 165, title, { size: 46, fill: '#1a1a1a', anchor: 'middle', weight: 'bold', family: SERIF }),
    text(W / 2, 210, subtitle, { size: 24, fill: '#555', anchor: 'middle' }),
    `<rect x="${left}" y="${top}" width="${width}" height="${rowH}" fill="${hsl(hue, 55, 30)}"/>`,
  ];
  table.columns.forEach((column, i) => {
    const size = columns > 3 ? 19 : 26;
    const words = column.split(' ');
    const lines = columns > 3 && column.length > 16 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [column];
    parts.push(text(x(i) + 14, top + rowH / 2 + (lines.length === 1 ? 8 : -4), lines, { size, fill: '#fff', weight: 'bold', lineHeight: 24 }));
  });
  table.rows.forEach((row, r) => {
    const y = top + rowH * (r + 1);
    parts.push(`<rect x="${left}" y="${y}" width="${width}" height="${rowH}" fill="${r % 2 ? hsl(hue, 40, 95) : '#fff'}" stroke="${hsl(hue, 20, 80)}"/>`);
    row.forEach((cell, i) => parts.push(text(x(i) + 14, y + rowH / 2 + 10, cell, { size: 28, fill: '#222', weight: i === 0 ? 'bold' : 'normal' })));
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

/** A stylised screen of the school software: sidebar, header, cards and a chart. */
function screenSvg(title: string, hue: number, file: string): string {
  const random = seededRandom(file);
  const W = 1200;
  const H = 800;
  const parts = [
    `<rect width="${W}" height="${H}" fill="#eef1f6"/>`,
    `<rect width="230" height="${H}" fill="${hsl(hue, 50, 22)}"/>`,
    text(30, 60, 'Campus Cloud', { size: 26, fill: '#fff', weight: 'bold' }),
  ];
  ['Dashboard', 'Students', 'Attendance', 'Fees', 'Exams', 'Transport', 'Circulars'].forEach((item, i) => {
    if (i === 0) parts.push(`<rect x="14" y="${100 + i * 52}" width="202" height="40" rx="8" fill="${hsl(hue, 50, 35)}"/>`);
    parts.push(text(34, 127 + i * 52, item, { size: 20, fill: '#e6ecf5' }));
  });
  parts.push(`<rect x="230" width="${W - 230}" height="70" fill="#fff"/>`, text(260, 46, title, { size: 28, fill: '#1d2433', weight: 'bold' }));
  ['Students', 'Present today', 'Fees collected', 'Circulars'].forEach((label, i) => {
    const x = 260 + i * 232;
    parts.push(`<rect x="${x}" y="100" width="212" height="120" rx="12" fill="#fff"/>`);
    parts.push(text(x + 20, 140, label, { size: 18, fill: '#6b7280' }));
    parts.push(text(x + 20, 190, String(random.int(12, 3210)), { size: 38, fill: hsl(hue + i * 40, 60, 35), weight: 'bold' }));
  });
  parts.push(`<rect x="260" y="250" width="600" height="500" rx="12" fill="#fff"/>`, text(285, 290, 'This month', { size: 20, fill: '#374151', weight: 'bold' }));
  for (let i = 0; i < 12; i += 1) {
    const h = random.range(60, 360);
    parts.push(`<rect x="${290 + i * 46}" y="${720 - h}" width="30" height="${h.toFixed(0)}" rx="4" fill="${hsl(hue + 20, 60, 50)}"/>`);
  }
  parts.push(`<rect x="880" y="250" width="296" height="500" rx="12" fill="#fff"/>`, text(900, 290, 'Notices', { size: 20, fill: '#374151', weight: 'bold' }));
  for (let i = 0; i < 7; i += 1) {
    parts.push(`<rect x="900" y="${320 + i * 60}" width="${random.range(160, 250).toFixed(0)}" height="14" rx="7" fill="#d1d5db"/>`);
    parts.push(`<rect x="900" y="${342 + i * 60}" width="${random.range(80, 200).toFixed(0)}" height="10" rx="5" fill="#e5e7eb"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

function comingSoonSvg(): string {
  const W = 1200;
  const H = 800;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14306e"/><stop offset="1" stop-color="#0a1530"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    `<circle cx="980" cy="180" r="220" fill="#f2b84b" opacity="0.18"/><circle cx="200" cy="660" r="160" fill="#3358a8" opacity="0.35"/>` +
    text(W / 2, 300, 'Student Corner', { size: 44, fill: '#f2c96b', anchor: 'middle', weight: 'bold', family: SERIF }) +
    text(W / 2, 420, 'Coming Soon', { size: 110, fill: '#fff', anchor: 'middle', weight: 'bold', family: SERIF }) +
    text(W / 2, 500, xml('Students’ writing, art and projects').replace(/&amp;/g, '&'), { size: 32, fill: '#c3d0ea', anchor: 'middle' }) +
    text(W / 2, 700, site.fullName, { size: 24, fill: '#9aafd9', anchor: 'middle', family: SANS }) +
    `</svg>`
  );
}

function pictureJobs(): Job[] {
  const jobs: Job[] = [];
  for (const section of faculty) for (const member of section.members) jobs.push(portraitJob(member.photo, member.name, member.designation));
  for (const member of managingCommittee) jobs.push(portraitJob(member.photo, member.name, member.role));
  for (const person of [patron, chairman, founder]) jobs.push(portraitJob(person.photo, person.name, person.role));

  jobs.push(photoJob(ourSchool.photo, 'assembly', 'Our campus'));
  jobs.push(photoJob(ourChurch.photo, 'garden', 'The mission church'));
  jobs.push(photoJob(counselling.photo, 'classroom', 'Counselling room'));
  jobs.push(photoJob(prayerAnthem.video.poster, 'stage', 'School anthem'));
  jobs.push(photoJob(library.photo, 'classroom', 'Library reading hall'));
  const scenes: [readonly Photo[], DemoScene[]][] = [
    [activityCorner.photos, ['workshop', 'stage', 'field']],
    [facilities.photos, ['assembly', 'classroom', 'field', 'garden']],
    [classRoom.photos, ['classroom', 'classroom', 'stage']],
    [tinkeringLab.photos, ['workshop', 'workshop', 'workshop']],
    [playGround.photos, ['field', 'field', 'field']],
  ];
  for (const [photos, kinds] of scenes) photos.forEach((photo, i) => jobs.push(photoJob(photo, kinds[i % kinds.length] ?? 'classroom', photo.alt.split(' ').slice(0, 5).join(' '))));
  for (const lab of laboratories.labs) {
    lab.photos.forEach((photo, i) => jobs.push(photoJob(photo, lab.id === 'tinkering-lab' || i === 1 ? 'workshop' : 'classroom', lab.label)));
  }

  schoolTiming.forEach((timing, i) => {
    const { title } = schoolTimingWords.wings[timing.id];
    const rows = TIMING_ROWS.map((row) => [schoolTimingWords.rows[row], timing.times[row]]);
    jobs.push(svgJob(timing.image.src, timing.image.width, timing.image.height, tableSvg(`School Timing: ${title}`, 'Monday to Saturday', { caption: title, columns: ['', 'Time'], rows }, 215 + i * 120)));
  });
  jobs.push(svgJob(feeDetails.image.src, feeDetails.image.width, feeDetails.image.height, tableSvg('Fee Details: Classes I to X', 'Session 2025-26 - amounts in rupees', { ...feeDetailsWords.table, rows: feeDetails.rows }, 150)));
  jobs.push(svgJob(studentCorner.image.src, studentCorner.image.width, studentCorner.image.height, comingSoonSvg(), 8));
  erpSoftware.screenshots.forEach((shot, i) => jobs.push(svgJob(shot.src, shot.width, shot.height, screenSvg(shot.caption ?? 'Dashboard', 210 + i * 50, shot.src), 6)));
  return jobs;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

async function main() {
  const force = process.argv.includes('--force');
  const jobs = [...documentJobs(), ...pictureJobs()];
  const seen = new Set<string>();
  let written = 0;
  let bytes = 0;
  const queue = jobs.filter((job) => (seen.has(job.path) ? false : (seen.add(job.path), true)));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (!job.path.startsWith('/docs/') && !job.path.startsWith('/images/')) throw new Error(`unexpected asset path ${job.path}`);
      const file = path.join(PUBLIC, job.path);
      if (!force && (await exists(file))) {
        bytes += (await stat(file)).size;
        continue;
      }
      const data = await job.render();
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      written += 1;
      bytes += data.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  console.log(`static assets: ${seen.size} files (${written} written), ${(bytes / 1024 / 1024).toFixed(2)} MB in public/docs and public/images`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
