// SVG layouts for the demo pictures that are not scenes: portraits, newspaper clippings, magazine
// covers, notice posters and transfer certificates.
import { site } from '@/content/site';
import type { DemoTcStudent } from './data/constants';
import type { Random } from './random';
import { sceneBody } from './scenes';
import { hsl, outfit, SERIF, text, wrap } from './svg-kit';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function spelled(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year ?? ''}`;
}

function dotted(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

/** A passport-style school portrait, 600x750. */
export function portraitSvg(name: string, gender: 'female' | 'male', caption: string, staff: boolean, random: Random): string {
  const W = 600;
  const H = 750;
  const backdrop = random.range(190, 240);
  const look = outfit(random);
  const blazer = random.pick(['#1f2a4d', '#5a1f2b', '#1d3b2f', '#2b2b3d']);
  const tie = random.pick(['#b71c1c', '#1565c0', '#2e7d32', '#f9a825']);
  const cx = W / 2 + random.range(-18, 18);
  const headY = 300 + random.range(-15, 15);
  const headRx = random.range(92, 104);
  const headRy = headRx * 1.22;
  const longHair = gender === 'female';
  const parts = [
    `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${hsl(backdrop, 25, random.range(78, 86))}"/><stop offset="1" stop-color="${hsl(backdrop, 30, random.range(48, 58))}"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
  ];
  if (longHair) parts.push(`<path d="M${cx - headRx * 1.15} ${headY - 20} Q${cx - headRx * 1.3} ${headY + 260} ${cx - headRx * 0.9} ${headY + 300} L${cx + headRx * 0.9} ${headY + 300} Q${cx + headRx * 1.3} ${headY + 260} ${cx + headRx * 1.15} ${headY - 20} Z" fill="${look.hair}"/>`);
  if (staff) {
    // Teachers wear their own clothes: a saree with a contrasting border, or a shirt.
    const cloth = hsl(random.range(0, 360), random.range(45, 65), random.range(35, 50));
    parts.push(`<path d="M40 ${H} Q60 ${headY + 210} ${cx} ${headY + 190} Q${W - 60} ${headY + 210} ${W - 40} ${H} Z" fill="${gender === 'female' ? cloth : '#e9eef5'}"/>`);
    if (gender === 'female') {
      parts.push(`<path d="M${cx - 150} ${headY + 215} L${cx + 40} ${H} L${cx + 150} ${H} L${cx - 60} ${headY + 195} Z" fill="${hsl(random.range(0, 360), 55, 30)}"/>`);
      parts.push(`<path d="M${cx - 150} ${headY + 215} L${cx + 40} ${H}" stroke="#e0b44c" stroke-width="12"/>`);
    } else {
      parts.push(`<path d="M${cx - 60} ${headY + 195} L${cx} ${headY + 270} L${cx + 60} ${headY + 195}" stroke="#c9d2de" stroke-width="10" fill="none"/>`);
    }
  } else {
    // Shoulders: blazer, shirt collar and tie.
    parts.push(`<path d="M40 ${H} Q60 ${headY + 210} ${cx} ${headY + 190} Q${W - 60} ${headY + 210} ${W - 40} ${H} Z" fill="${blazer}"/>`);
    parts.push(`<path d="M${cx - 70} ${headY + 195} L${cx} ${headY + 330} L${cx + 70} ${headY + 195} Z" fill="#f7f7f2"/>`);
    parts.push(`<path d="M${cx - 16} ${headY + 215} L${cx + 16} ${headY + 215} L${cx + 22} ${headY + 400} L${cx} ${headY + 430} L${cx - 22} ${headY + 400} Z" fill="${tie}"/>`);
    for (let y = headY + 240; y < headY + 420; y += 34) parts.push(`<path d="M${cx - 20} ${y} L${cx + 20} ${y + 14}" stroke="#fff" stroke-width="5" opacity="0.7"/>`);
  }
  parts.push(`<rect x="${cx - 38}" y="${headY + 100}" width="76" height="110" fill="${look.skin}"/>`);
  parts.push(`<ellipse cx="${cx}" cy="${headY}" rx="${headRx}" ry="${headRy}" fill="${look.skin}"/>`);
  parts.push(`<ellipse cx="${cx - headRx}" cy="${headY + 10}" rx="14" ry="26" fill="${look.skin}"/><ellipse cx="${cx + headRx}" cy="${headY + 10}" rx="14" ry="26" fill="${look.skin}"/>`);
  // Hair on top: a parting for the girls, a short crop for the boys.
  parts.push(
    longHair
      ? `<path d="M${cx - headRx - 8} ${headY + 10} Q${cx - headRx} ${headY - headRy - 30} ${cx + 6} ${headY - headRy - 8} Q${cx + headRx} ${headY - headRy - 30} ${cx + headRx + 8} ${headY + 10} Q${cx + headRx * 0.7} ${headY - headRy * 0.55} ${cx + 4} ${headY - headRy * 0.78} Q${cx - headRx * 0.7} ${headY - headRy * 0.55} ${cx - headRx - 8} ${headY + 10} Z" fill="${look.hair}"/>`
      : `<path d="M${cx - headRx - 4} ${headY - 10} Q${cx - headRx} ${headY - headRy - 28} ${cx} ${headY - headRy - 14} Q${cx + headRx} ${headY - headRy - 28} ${cx + headRx + 4} ${headY - 10} Q${cx + headRx * 0.6} ${headY - headRy * 0.7} ${cx} ${headY - headRy * 0.72} Q${cx - headRx * 0.6} ${headY - headRy * 0.7} ${cx - headRx - 4} ${headY - 10} Z" fill="${look.hair}"/>`,
  );
  // Face.
  const eyeY = headY - 6;
  parts.push(`<ellipse cx="${cx - 36}" cy="${eyeY}" rx="13" ry="8" fill="#fff"/><ellipse cx="${cx + 36}" cy="${eyeY}" rx="13" ry="8" fill="#fff"/>`);
  parts.push(`<circle cx="${cx - 36}" cy="${eyeY}" r="6" fill="#2a1a12"/><circle cx="${cx + 36}" cy="${eyeY}" r="6" fill="#2a1a12"/>`);
  parts.push(`<path d="M${cx - 54} ${eyeY - 22} Q${cx - 36} ${eyeY - 32} ${cx - 18} ${eyeY - 22}" stroke="${look.hair}" stroke-width="6" fill="none"/><path d="M${cx + 18} ${eyeY - 22} Q${cx + 36} ${eyeY - 32} ${cx + 54} ${eyeY - 22}" stroke="${look.hair}" stroke-width="6" fill="none"/>`);
  parts.push(`<path d="M${cx} ${eyeY + 10} L${cx - 10} ${eyeY + 48} Q${cx} ${eyeY + 54} ${cx + 10} ${eyeY + 48}" stroke="#5d3a24" stroke-width="3" fill="none" opacity="0.6"/>`);
  parts.push(`<path d="M${cx - 30} ${eyeY + 78} Q${cx} ${eyeY + 98} ${cx + 30} ${eyeY + 78}" stroke="#7b3b2e" stroke-width="6" fill="none" stroke-linecap="round"/>`);
  if (longHair) parts.push(`<circle cx="${cx}" cy="${eyeY - 44}" r="5" fill="#b71c1c"/>`);
  parts.push(`<rect x="0" y="${H - 70}" width="${W}" height="70" fill="#000" opacity="0.45"/>`);
  parts.push(text(W / 2, H - 40, name, { size: 26, fill: '#fff', anchor: 'middle', weight: 'bold' }));
  parts.push(text(W / 2, H - 14, caption, { size: 17, fill: '#e0e0e0', anchor: 'middle' }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

const FILLER = [
  'The programme began with a prayer song and the lighting of the lamp by the guests.',
  'Teachers and parents praised the effort the students had put in over several weeks of practice.',
  'The Principal thanked the management, the staff and the parents for their continued support.',
  'Officials of the steel plant who attended the event appreciated the discipline of the students.',
  'Students of the senior wing anchored the programme in English and Hindi.',
  'Prizes were given away to the winners in the junior and senior categories.',
  'The event concluded with the national anthem and a vote of thanks by the Head Girl.',
];

/** A newspaper clipping about the school, 1200x1600. */
export function clippingSvg(headline: string, dateline: string, page: number, random: Random): string {
  const W = 1200;
  const H = 1600;
  const paper = hsl(random.range(38, 48), random.range(25, 40), random.range(88, 93));
  const ink = '#222';
  const parts = [`<rect width="${W}" height="${H}" fill="${paper}"/>`];
  parts.push(text(W / 2, 110, 'THE STEEL CITY CHRONICLE', { size: 64, fill: ink, family: SERIF, weight: 'bold', anchor: 'middle' }));
  parts.push(`<rect x="60" y="140" width="${W - 120}" height="4" fill="${ink}"/><rect x="60" y="150" width="${W - 120}" height="1.5" fill="${ink}"/>`);
  parts.push(text(60, 180, dateline, { size: 22, fill: ink, family: SERIF }));
  parts.push(text(W - 60, 180, `City · Page ${page + random.int(2, 7)}`, { size: 22, fill: ink, family: SERIF, anchor: 'end' }));
  const headLines = wrap(page === 1 ? headline : `${headline} (continued)`, 30);
  parts.push(text(60, 270, headLines, { size: 62, fill: ink, family: SERIF, weight: 'bold', lineHeight: 72 }));
  let y = 270 + headLines.length * 72 + 10;
  const photoH = 520;
  parts.push(`<svg x="60" y="${y}" width="${W - 120}" height="${photoH}" viewBox="0 0 1600 1067" preserveAspectRatio="xMidYMid slice"><g filter="url(#mono)">${sceneBody(random.pick(['assembly', 'stage', 'field', 'classroom'] as const), random, '')}</g></svg>`);
  parts.push(`<defs><filter id="mono"><feColorMatrix type="saturate" values="0"/></filter></defs>`);
  y += photoH + 36;
  parts.push(text(60, y, 'Students and teachers during the programme on the school campus.', { size: 20, fill: '#444', family: SERIF, style: 'italic' }));
  y += 46;
  const columns = 3;
  const gap = 36;
  const colW = (W - 120 - gap * (columns - 1)) / columns;
  for (let c = 0; c < columns; c += 1) {
    const x = 60 + c * (colW + gap);
    let lineY = y;
    let sentence = random.int(0, FILLER.length - 1);
    while (lineY < H - 70) {
      const paragraph = [0, 1, 2].map((k) => FILLER[(sentence + k) % FILLER.length] ?? '').join(' ');
      sentence += 3;
      const lines = wrap(paragraph, 30);
      for (const line of lines) {
        if (lineY >= H - 70) break;
        parts.push(text(x, lineY, line, { size: 19, fill: '#333', family: SERIF }));
        lineY += 25;
      }
      lineY += 14;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

/** A magazine or circular cover, 800x1131 (A4 proportions). */
export function coverSvg(title: string, issue: string, random: Random): string {
  const W = 800;
  const H = 1131;
  const hue = random.range(0, 360);
  const parts = [
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 42)}"/><stop offset="1" stop-color="${hsl(hue + 50, 55, 22)}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#c)"/>`,
  ];
  for (let i = 0; i < 9; i += 1) {
    parts.push(`<circle cx="${random.range(0, W).toFixed(0)}" cy="${random.range(300, H).toFixed(0)}" r="${random.range(40, 220).toFixed(0)}" fill="${hsl(hue + random.range(-60, 60), 60, random.range(50, 75))}" opacity="${random.range(0.12, 0.35).toFixed(2)}"/>`);
  }
  parts.push(`<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="#fff" stroke-width="3" opacity="0.7"/>`);
  parts.push(text(W / 2, 130, site.shortName.toUpperCase(), { size: 26, fill: '#fff', anchor: 'middle', weight: 'bold' }));
  const lines = wrap(title, 18);
  parts.push(text(W / 2, 330, lines, { size: 60, fill: '#fff', anchor: 'middle', weight: 'bold', family: SERIF, lineHeight: 72 }));
  parts.push(text(W / 2, 330 + lines.length * 72 + 40, issue, { size: 30, fill: '#fdf3c7', anchor: 'middle' }));
  // A small open book under a cross, the school's emblem.
  parts.push(`<g transform="translate(${W / 2} ${H - 250})"><rect x="-8" y="-110" width="16" height="80" fill="#fff"/><rect x="-34" y="-90" width="68" height="14" fill="#fff"/><path d="M-110 0 Q-55 -30 0 0 Q55 -30 110 0 L110 60 Q55 30 0 60 Q-55 30 -110 60 Z" fill="#fff" opacity="0.9"/></g>`);
  parts.push(text(W / 2, H - 90, `${site.address.locality}, ${site.address.region}`, { size: 22, fill: '#fff', anchor: 'middle', opacity: 0.85 }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

/** A notice poster for the home popup, 1200x800. */
export function posterSvg(title: string, lines: readonly string[], random: Random): string {
  const W = 1200;
  const H = 800;
  const hue = random.range(190, 260);
  const parts = [
    `<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 30)}"/><stop offset="1" stop-color="${hsl(hue + 20, 55, 18)}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#p)"/>`,
  ];
  for (let i = 0; i < 40; i += 1) {
    parts.push(`<rect x="${random.range(0, W).toFixed(0)}" y="${random.range(0, H).toFixed(0)}" width="${random.range(8, 22).toFixed(0)}" height="${random.range(8, 22).toFixed(0)}" fill="${hsl(random.range(0, 360), 80, 60)}" opacity="0.6" transform="rotate(${random.range(0, 90).toFixed(0)})"/>`);
  }
  parts.push(`<rect x="60" y="60" width="${W - 120}" height="${H - 120}" rx="24" fill="#fff" opacity="0.94"/>`);
  parts.push(text(W / 2, 170, site.shortName, { size: 30, fill: hsl(hue, 60, 30), anchor: 'middle', weight: 'bold' }));
  const titleLines = wrap(title, 26);
  parts.push(text(W / 2, 300, titleLines, { size: 64, fill: '#1a1a1a', anchor: 'middle', weight: 'bold', family: SERIF, lineHeight: 76 }));
  parts.push(text(W / 2, 300 + titleLines.length * 76 + 50, [...lines], { size: 32, fill: '#333', anchor: 'middle', lineHeight: 50 }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

/** A transfer certificate in the CBSE format, 1240x1754 (A4 at 150 dpi). */
export function certificateSvg(student: DemoTcStudent, random: Random): string {
  const W = 1240;
  const H = 1754;
  const ink = '#1c2a5a';
  const pen = '#1f3fa8';
  const parts = [
    `<rect width="${W}" height="${H}" fill="${hsl(45, 45, random.range(93, 95))}"/>`,
    `<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="${ink}" stroke-width="6"/>`,
    `<rect x="56" y="56" width="${W - 112}" height="${H - 112}" fill="none" stroke="${ink}" stroke-width="2"/>`,
    // Watermark emblem.
    `<g opacity="0.06" transform="translate(${W / 2} ${H / 2 + 80})"><circle r="330" fill="${ink}"/></g>`,
    `<circle cx="150" cy="175" r="66" fill="none" stroke="${ink}" stroke-width="5"/><rect x="142" y="127" width="16" height="90" fill="${ink}"/><rect x="110" y="152" width="80" height="14" fill="${ink}"/>`,
  ];
  parts.push(text(W / 2 + 60, 150, site.fullName.toUpperCase(), { size: 28, fill: ink, anchor: 'middle', weight: 'bold', family: SERIF }));
  parts.push(text(W / 2 + 60, 195, `${site.address.lines.join(', ')}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`, { size: 18, fill: ink, anchor: 'middle' }));
  parts.push(text(W / 2 + 60, 228, 'Affiliated to CBSE, New Delhi · Affiliation No. 3430187 · School No. 66512', { size: 18, fill: ink, anchor: 'middle' }));
  parts.push(`<rect x="80" y="260" width="${W - 160}" height="3" fill="${ink}"/>`);
  parts.push(text(W / 2, 330, 'TRANSFER CERTIFICATE', { size: 46, fill: ink, anchor: 'middle', weight: 'bold', family: SERIF }));
  parts.push(text(100, 390, `TC No.: ${student.tcNumber}`, { size: 22, fill: ink }));
  parts.push(text(W - 100, 390, `Admission No.: ${student.admission}`, { size: 22, fill: ink, anchor: 'end' }));
  const rows: [string, string][] = [
    ['Name of the pupil', student.name],
    ["Mother's name", student.motherName],
    ["Father's / Guardian's name", student.fatherName],
    ['Date of birth (in figures)', dotted(student.dateOfBirth)],
    ['Date of birth (in words)', spelled(student.dateOfBirth)],
    ['Nationality', 'Indian'],
    ['Date of first admission with class', `${dotted(student.admittedOn)}, Class ${student.admittedToClass}`],
    ['Class in which the pupil last studied', student.lastClass],
    ['School / Board examination last taken with result', student.lastExam],
    ['Whether failed, if so once or twice in the same class', 'No'],
    ['Subjects studied', student.subjects],
    ['Whether qualified for promotion to the higher class', 'Yes'],
    ['Month up to which the pupil has paid school dues', spelled(student.leftOn).split(' ').slice(1).join(' ')],
    ['General conduct', 'Very Good'],
    ['Date on which pupil last attended the school', dotted(student.leftOn)],
    ['Reason for leaving the school', student.reason],
    ['Date of issue of certificate', dotted(student.leftOn)],
  ];
  let y = 450;
  rows.forEach(([label, value], i) => {
    const valueLines = wrap(value, 38);
    parts.push(text(100, y, `${i + 1}.`, { size: 22, fill: ink }));
    parts.push(text(145, y, wrap(label, 34), { size: 22, fill: ink, lineHeight: 28 }));
    parts.push(text(640, y, valueLines, { size: 24, fill: pen, family: SERIF, style: 'italic', lineHeight: 30 }));
    const height = Math.max(wrap(label, 34).length * 28, valueLines.length * 30);
    parts.push(`<path d="M635 ${y + height - 20} L${W - 100} ${y + height - 20}" stroke="${ink}" stroke-width="1" stroke-dasharray="4 5" opacity="0.6"/>`);
    y += height + 14;
  });
  const signY = H - 170;
  for (const [x, label] of [[220, 'Class Teacher'], [W / 2, 'Checked by'], [W - 220, 'Principal']] as const) {
    parts.push(`<path d="M${x - 90} ${signY} q30 -40 60 -6 t60 -10 t60 4" stroke="${pen}" stroke-width="3" fill="none"/>`);
    parts.push(`<rect x="${x - 120}" y="${signY + 14}" width="240" height="2" fill="${ink}"/>`);
    parts.push(text(x, signY + 46, label, { size: 22, fill: ink, anchor: 'middle' }));
  }
  parts.push(`<g transform="translate(${W - 390} ${signY - 30}) rotate(-12)" opacity="0.55"><circle r="78" fill="none" stroke="#6a1b9a" stroke-width="5"/><circle r="62" fill="none" stroke="#6a1b9a" stroke-width="2"/>${text(0, 6, 'SCHOOL SEAL', { size: 18, fill: '#6a1b9a', anchor: 'middle', weight: 'bold' })}</g>`);
  parts.push(text(W / 2, H - 80, 'This certificate is issued on request and is valid only with the school seal.', { size: 18, fill: ink, anchor: 'middle', style: 'italic' }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

