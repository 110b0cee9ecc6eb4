import { type DemoDate } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoClass, DemoTopper } from './types';

type Person = readonly [name: string, gender: 'female' | 'male'];

const PEOPLE: readonly Person[] = [
  ['Ananya Singh', 'female'], ['Arjun Kumar', 'male'], ['Priya Tirkey', 'female'], ['Rahul Mahato', 'male'],
  ['Sneha Kumari', 'female'], ['Aman Tiwari', 'male'], ['Aditi Mishra', 'female'], ['Vivek Lakra', 'male'],
  ['Riya Minz', 'female'], ['Abhishek Ranjan', 'male'], ['Shreya Jha', 'female'], ['Nikhil Thomas', 'male'],
  ['Nikita Lakra', 'female'], ['Saurabh Jha', 'male'], ['Anjali Mahato', 'female'], ['Aditya Prakash', 'male'],
  ['Kavya Nair', 'female'], ['Kunal Singh', 'male'], ['Sakshi Prasad', 'female'], ['Prince Tirkey', 'male'],
  ['Tanvi Verma', 'female'], ['Harsh Vardhan', 'male'], ['Ishita Sinha', 'female'], ['Deepak Minz', 'male'],
  ['Megha Kujur', 'female'], ['Rohit Gupta', 'male'], ['Pooja Soreng', 'female'], ['Ankit Sahu', 'male'],
  ['Sristi Pandey', 'female'], ['Joel Mathew', 'male'], ['Aleena Varghese', 'female'], ['Shubham Ekka', 'male'],
  ['Neha Topno', 'female'], ['Ayush Raj', 'male'], ['Khushi Agarwal', 'female'], ['Manish Kujur', 'male'],
  ['Ritika Oraon', 'female'], ['Sahil Ansari', 'male'], ['Simran Kaur', 'female'], ['Pranav Menon', 'male'],
  ['Maria Xalxo', 'female'], ['Yash Chaudhary', 'male'], ['Anushka Dubey', 'female'], ['Alok Barla', 'male'],
];

const X_SUBJECTS = ['Mathematics', 'Science', 'Social Science', 'English'];
const XII_STREAMS = ['Science (PCM)', 'Science (PCB)', 'Commerce', 'Humanities'];

/** The first session with toppers on record; sessions run up to the one that ended or ends this year. */
const FIRST_SESSION_START = 2021;

/** Board toppers of Classes X and XII for every session from 2021-2022 to last year-this year. */
export function buildToppers(today: DemoDate): { items: DemoTopper[]; assets: DemoAssetSpec[] } {
  const items: DemoTopper[] = [];
  const assets: DemoAssetSpec[] = [];
  const lastStart = Math.max(FIRST_SESSION_START, today.year - 1);
  let next = 0;
  for (let start = FIRST_SESSION_START; start <= lastStart; start += 1) {
    const session = `${start}-${start + 1}`;
    const perClass = start === lastStart ? 4 : 3;
    const age = start - FIRST_SESSION_START;
    for (const klass of ['X', 'XII'] as const satisfies readonly DemoClass[]) {
      for (let rank = 0; rank < perClass; rank += 1) {
        const person = PEOPLE[next % PEOPLE.length] ?? PEOPLE[0]!;
        next += 1;
        const [name, gender] = person;
        const top = klass === 'X' ? 98.8 : 97.6;
        const division = (top - rank * 0.7 - (age % 3) * 0.2).toFixed(1);
        const photo = `toppers/${session}-${klass.toLowerCase()}-${rank + 1}.jpg`;
        assets.push({ kind: 'portrait', path: photo, name, gender, caption: `Class ${klass} · ${session}` });
        items.push({
          ...demoRecord(`topper:${session}:${klass}:${rank}`, { year: start + 1, month: 5, day: 20 }),
          name,
          class: klass,
          sessionYear: session,
          stream: klass === 'X' ? (X_SUBJECTS[rank] ?? 'Mathematics') : (XII_STREAMS[rank] ?? 'Science (PCM)'),
          division: `${division}%`,
          attachments: [photo],
        });
      }
    }
  }
  return { items, assets };
}
