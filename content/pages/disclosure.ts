// The CBSE Mandatory Public Disclosure (Appendix IX of the Affiliation Bye-Laws 2018), in the board's order:
// A general information, B documents and information, C results and academics, D staff (teaching),
// E school infrastructure. The figures agree with spec section 9 and the other pages; the documents are
// demonstration PDFs that scripts/make-static-assets.ts generates and the school replaces with its own.
import { site, postalAddress } from '../site';
import type { DocumentLink, TextTable } from './types';

export interface DisclosureFact {
  label: string;
  value: string;
  /** A link the value leads to, e.g. a mailto: address. */
  href?: string;
}

export interface BoardResult {
  year: number;
  registered: number;
  passed: number;
  remarks: string;
}

const doc = (title: string, file: string): DocumentLink => ({ title, href: `/docs/disclosure/${file}.pdf` });

/** A: general information. */
export const generalInformation: readonly DisclosureFact[] = [
  { label: 'Name of the school', value: site.fullName },
  { label: 'Affiliation number', value: '3430187' },
  { label: 'School code', value: '66512' },
  { label: 'Complete address with PIN code', value: postalAddress() },
  { label: 'Principal’s name and qualification', value: 'Mrs. Anita Thomas, M.A. (English), M.Ed.' },
  { label: 'School e-mail', value: site.email, href: `mailto:${site.email}` },
  {
    label: 'Contact details',
    value: `${site.phones.seniorWing.display} (${site.phones.seniorWing.label}), ${site.phones.primaryWing.display} (${site.phones.primaryWing.label})`,
  },
];

/** B: documents and information, the eight certificates of the appendix in its order. */
export const documentsAndInformation: readonly DocumentLink[] = [
  doc('Copies of affiliation / upgradation letter and recent extension of affiliation', 'affiliation-letter'),
  doc('Copies of society / trust / company registration and renewal certificate', 'trust-registration'),
  doc('Copy of no objection certificate (NOC) issued by the State Government', 'state-noc'),
  doc('Copies of recognition certificate under the RTE Act, 2009, and its renewal', 'rte-recognition'),
  doc('Copy of valid building safety certificate as per the National Building Code', 'building-safety'),
  doc('Copy of valid fire safety certificate issued by the competent authority', 'fire-safety'),
  doc('Copy of the DEO certificate submitted by the school for affiliation / self-certification', 'deo-certificate'),
  doc('Copies of valid water, health and sanitation certificates', 'water-health-sanitation'),
];

/** C: results and academics, the five documents of the appendix in its order. */
export const academicDocuments: readonly DocumentLink[] = [
  doc('Fee structure of the school', 'fee-structure'),
  doc('Annual academic calendar', 'academic-calendar'),
  doc('List of School Management Committee (SMC)', 'smc-list'),
  doc('List of Parents Teachers Association (PTA) members', 'pta-list'),
  doc('Last three years’ results of the board examination', 'board-results'),
];

/** Class X and XII board results of the last three years; the pass percentage is derived, not typed. */
export const boardResults: { readonly X: readonly BoardResult[]; readonly XII: readonly BoardResult[] } = {
  X: [
    { year: 2024, registered: 236, passed: 236, remarks: 'Highest 98.6%' },
    { year: 2025, registered: 241, passed: 240, remarks: 'Highest 98.8%' },
    { year: 2026, registered: 248, passed: 248, remarks: 'Highest 99.2%' },
  ],
  XII: [
    { year: 2024, registered: 204, passed: 202, remarks: 'Highest 97.4%' },
    { year: 2025, registered: 212, passed: 211, remarks: 'Highest 98.2%' },
    { year: 2026, registered: 219, passed: 219, remarks: 'Highest 98.6%' },
  ],
};

/** The pass percentage with one decimal, as the board's tables print it. */
export function passPercentage({ registered, passed }: Pick<BoardResult, 'registered' | 'passed'>): string {
  return registered === 0 ? '–' : `${((passed / registered) * 100).toFixed(1)}%`;
}

export function resultTable(classLabel: 'X' | 'XII'): TextTable {
  return {
    caption: `Result: class ${classLabel}`,
    columns: ['Year', 'Students registered', 'Students passed', 'Pass percentage', 'Remarks'],
    rows: boardResults[classLabel].map((row) => [
      String(row.year),
      String(row.registered),
      String(row.passed),
      passPercentage(row),
      row.remarks,
    ]),
  };
}

const teachers = { pgt: 38, tgt: 52, prt: 46 };
const sections = 84;
const teacherCount = teachers.pgt + teachers.tgt + teachers.prt;

/** D: staff (teaching). */
export const staff: readonly DisclosureFact[] = [
  { label: 'Principal', value: 'Mrs. Anita Thomas' },
  {
    label: 'Total number of teachers',
    value: `${teacherCount} (PGT ${teachers.pgt}, TGT ${teachers.tgt}, PRT ${teachers.prt})`,
  },
  { label: 'Teachers section ratio', value: `${(teacherCount / sections).toFixed(2)} : 1 (${teacherCount} teachers, ${sections} sections)` },
  { label: 'Details of special educator', value: 'Ms. Rekha Minz, B.Ed. (Special Education), RCI registered' },
  { label: 'Details of counsellor and wellness teacher', value: 'Mrs. Sunita Das, M.A. (Psychology), counsellor and wellness teacher' },
];

/** Section 9: a campus of 8 acres (one acre is 4,046.86 square metres). */
const CAMPUS_ACRES = 8;
const campusSquareMetres = Math.round(CAMPUS_ACRES * 4046.86);

/** E: school infrastructure. */
export const infrastructure: readonly DisclosureFact[] = [
  {
    label: 'Total campus area of the school (in square metres)',
    value: `${campusSquareMetres.toLocaleString('en-IN')} (${CAMPUS_ACRES} acres)`,
  },
  { label: 'Number and size of the classrooms (in square metres)', value: '100 classrooms of 52 each, 2 lecture theatres of 120 each' },
  {
    label: 'Number and size of laboratories including computer labs (in square metres)',
    value: '7 laboratories: Physics, Chemistry, Biology, Composite and Language labs of 84 each, the Computer Lab of 96 and the Tinkering Lab of 70',
  },
  { label: 'Internet facility', value: 'Yes' },
  { label: 'Number of girls’ toilets', value: '48' },
  { label: 'Number of boys’ toilets', value: '46' },
  {
    label: 'Link of the YouTube video of the inspection of the school covering its infrastructure',
    value: 'Campus inspection video on the school’s YouTube channel',
    href: site.social.find((link) => link.network === 'youtube')?.href ?? site.portals.cbse.href,
  },
];
