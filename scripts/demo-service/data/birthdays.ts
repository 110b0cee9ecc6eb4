// Birthdays are computed for the day of each request, so "birthdays of the day" stays right even
// when the demo service keeps running across midnight in Kolkata.
import { addDays, isLeapYear, kolkataDate, kolkataMidnightIso, type DemoDate } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoBirthday } from './types';

interface BirthdayStudent {
  slug: string;
  name: string;
  gender: 'female' | 'male';
  /** Age reached on this year's birthday. */
  age: number;
  /** Days from today to this year's birthday; 0 means the birthday is today. */
  offset: number;
  section: 'A' | 'B' | 'C' | 'D';
}

// Children with a birthday today are 8, 12 or 16, so their birth year is a leap year whenever the
// current one is, and 29 February birthdays stay valid.
const STUDENTS: readonly BirthdayStudent[] = [
  { slug: 'aditi-kumari', name: 'Aditi Kumari', gender: 'female', age: 8, offset: 0, section: 'B' },
  { slug: 'samuel-tirkey', name: 'Samuel Tirkey', gender: 'male', age: 12, offset: 0, section: 'A' },
  { slug: 'ishaan-verma', name: 'Ishaan Verma', gender: 'male', age: 16, offset: 0, section: 'C' },
  { slug: 'prisha-singh', name: 'Prisha Singh', gender: 'female', age: 12, offset: 0, section: 'D' },
  { slug: 'ayaan-mahato', name: 'Ayaan Mahato', gender: 'male', age: 9, offset: -12, section: 'A' },
  { slug: 'sara-minz', name: 'Sara Minz', gender: 'female', age: 14, offset: -5, section: 'B' },
  { slug: 'reyansh-gupta', name: 'Reyansh Gupta', gender: 'male', age: 7, offset: -1, section: 'C' },
  { slug: 'navya-jha', name: 'Navya Jha', gender: 'female', age: 11, offset: 1, section: 'A' },
  { slug: 'kabir-lakra', name: 'Kabir Lakra', gender: 'male', age: 15, offset: 2, section: 'D' },
  { slug: 'myra-sinha', name: 'Myra Sinha', gender: 'female', age: 10, offset: 6, section: 'B' },
  { slug: 'aryan-oraon', name: 'Aryan Oraon', gender: 'male', age: 13, offset: 15, section: 'C' },
  { slug: 'tanya-kujur', name: 'Tanya Kujur', gender: 'female', age: 17, offset: 33, section: 'A' },
];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

function photoPath(student: BirthdayStudent): string {
  return `students/${student.slug}.jpg`;
}

/** The birth date of a student, placed so the birthday falls `offset` days from today. */
function birthDate(student: BirthdayStudent, today: DemoDate): DemoDate {
  const birthday = addDays(today, student.offset);
  const year = birthday.year - student.age;
  // 29 February exists only in a leap birth year. Today's children are 8, 12 or 16 (see STUDENTS), so
  // theirs always does; anyone else born in a common year gets 28 February, keeping their age right.
  if (birthday.month === 2 && birthday.day === 29 && !isLeapYear(year)) return { year, month: 2, day: 28 };
  return { year, month: birthday.month, day: birthday.day };
}

/** Students' birthdays as the vendor lists them on the given instant, at least four of them today in Kolkata. */
export function buildBirthdays(now: Date): DemoBirthday[] {
  const today = kolkataDate(now);
  return STUDENTS.map((student) => {
    const born = birthDate(student, today);
    // Class by age on the day: six-year-olds are in Class I.
    const age = student.age - (student.offset > 0 ? 1 : 0);
    const grade = ROMAN[Math.min(11, Math.max(0, age - 6))] ?? 'I';
    return {
      // The office enters birthdays when the child is admitted, not on the day they were born.
      ...demoRecord(`birthday:${student.slug}`, { year: born.year + 6, month: 4, day: 2 }),
      name: student.name,
      class: `${grade}-${student.section}`,
      date: kolkataMidnightIso(born),
      attachments: [photoPath(student)],
    };
  });
}

/** Portraits for the birthday list; they do not depend on the date. */
export function birthdayAssets(): DemoAssetSpec[] {
  return STUDENTS.map((student) => ({
    kind: 'portrait',
    path: photoPath(student),
    name: student.name,
    gender: student.gender,
    caption: 'Happy Birthday',
  }));
}
