// The Hindi words of the School group's pages with a Hindi twin: School Timing. The hours are the English
// hours, in Latin digits with AM and PM as the school's notices write them.
import type { schoolTiming as enSchoolTiming } from '@/content/pages/school';
import type { Translated } from '../translated';

type Timing = (typeof enSchoolTiming)[number];

const row = (label: string, time: string) => ({ label, time });

export const schoolTiming: readonly (Translated<Omit<Timing, 'image'>> & { imageAlt: string })[] = [
  {
    id: 'classes-i-v',
    title: 'कक्षा I–V',
    imageAlt: 'कक्षा I–V का विद्यालय समय (यही समय नीचे लिखा हुआ भी है)',
    rows: [row('गेट खुलने का समय', '7:00 AM'), row('प्रार्थना सभा', '7:30 AM'), row('कक्षाएँ', '7:45 AM to 12:45 PM'), row('मध्यावकाश', '10:15 AM to 10:35 AM'), row('छुट्टी', '12:50 PM')],
  },
  {
    id: 'classes-vi-xii',
    title: 'कक्षा VI–XII',
    imageAlt: 'कक्षा VI–XII का विद्यालय समय (यही समय नीचे लिखा हुआ भी है)',
    rows: [row('गेट खुलने का समय', '7:00 AM'), row('प्रार्थना सभा', '7:30 AM'), row('कक्षाएँ', '7:45 AM to 1:45 PM'), row('मध्यावकाश', '10:35 AM to 11:00 AM'), row('छुट्टी', '1:50 PM')],
  },
];

export const schoolTimingPage = {
  imageTitle: (title: string) => `विद्यालय का समय, ${title}`,
  tableCaption: (title: string) => `${title}: यही समय लिखित रूप में`,
  timeColumn: 'समय',
} as const;
