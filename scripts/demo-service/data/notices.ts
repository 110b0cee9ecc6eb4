// The one-off records: the principal's message, the home popup notifications and the online
// registration badge.
import { addDays, longDate, resolveWhen, sessionOf, type DemoDate } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoNotification, DemoOnlineRegistration, DemoPrincipal } from './types';

const PRINCIPAL_MESSAGE = [
  '<p>Dear Parents and Students,</p>',
  '<p>It is a privilege to welcome you to <strong>St. Andrew’s Mission School</strong>. Since its founding, the school has tried to offer the children of this township an education that forms the mind, the heart and the character together. We believe that every child is a gift of God, with talents waiting to be discovered and nurtured.</p>',
  '<p>Good results in the board examinations matter, and our students have done us proud year after year. Yet we measure success more widely. We want our students to leave school with:</p>',
  '<ul><li>a lasting love of learning and the habit of asking questions;</li><li>honesty, compassion and respect for people of every faith and background;</li><li>the discipline to work hard and the courage to serve others.</li></ul>',
  '<p>The partnership between home and school is at the heart of this work. I request parents to stay in touch with the class teachers, to read the school diary every day and to attend the parent-teacher meetings. <em>Together we can help our children grow in light and truth.</em></p>',
  '<p>With prayers and best wishes,<br /><strong>Mrs. Anita Thomas</strong><br />Principal</p>',
].join('');

/** The principal's message as the vendor lists it: one record with HTML. */
export function buildPrincipal(): { items: DemoPrincipal[]; assets: DemoAssetSpec[] } {
  const photo = 'staff/principal.jpg';
  return {
    items: [
      {
        ...demoRecord('principal:message', { year: 2024, month: 6, day: 10 }),
        name: 'Mrs. Anita Thomas',
        category: 'Principal',
        message: PRINCIPAL_MESSAGE,
        attachments: [photo],
      },
    ],
    assets: [{ kind: 'portrait', path: photo, name: 'Mrs. Anita Thomas', gender: 'female', caption: 'Principal', staff: true }],
  };
}

/** The two popup notifications: one with a poster, a circular and a link, one with a poster only. */
export function buildNotifications(today: DemoDate): { items: DemoNotification[]; assets: DemoAssetSpec[] } {
  const examDate = resolveWhen({ thisYear: 0.08 }, today);
  const meetDate = addDays(today, 27);
  return {
    items: [
      {
        ...demoRecord('notification:date-sheet', examDate),
        title: 'CBSE Board Examination Date Sheet',
        image: ['notifications/date-sheet.jpg'],
        desc: 'The date sheet for the Class X and XII board examinations has been published. Students should download it and plan their revision accordingly.',
        attachments: ['docs/notifications/date-sheet.pdf'],
        url: 'https://www.cbse.gov.in/',
      },
      {
        ...demoRecord('notification:sports-meet', today),
        title: `Annual Sports Meet ${meetDate.year}`,
        image: ['notifications/sports-meet.jpg'],
        desc: `Parents are cordially invited to the Annual Sports Meet on ${longDate(meetDate)} at 8:30 AM on the school playground.`,
        attachments: [],
        url: '',
      },
    ],
    assets: [
      {
        kind: 'poster',
        path: 'notifications/date-sheet.jpg',
        title: 'Board Examination Date Sheet',
        lines: ['Classes X and XII', 'Download the date sheet from the CBSE website', `Published ${longDate(examDate)}`],
      },
      {
        kind: 'pdf',
        path: 'docs/notifications/date-sheet.pdf',
        title: 'CBSE Board Examination Date Sheet',
        subtitle: `Notice · ${longDate(examDate)}`,
        paragraphs: [
          'Dear Parents and Students,',
          'The Central Board of Secondary Education has published the date sheet for the Class X and Class XII board examinations. The examinations begin at 10:30 AM; candidates must reach the examination centre by 9:45 AM with the admit card and the school identity card.',
          'Revision classes continue in the school as per the timetable shared by the class teachers. Students are advised to take care of their health, sleep well and avoid last-minute anxiety.',
          'Principal',
        ],
        pages: 1,
      },
      {
        kind: 'poster',
        path: 'notifications/sports-meet.jpg',
        title: `Annual Sports Meet ${meetDate.year}`,
        lines: [longDate(meetDate), '8:30 AM · School Playground', 'Parents are cordially invited'],
      },
    ],
  };
}

/** The online registration badge data: one open registration with its guidelines. */
export function buildOnlineRegistration(today: DemoDate): { items: DemoOnlineRegistration[]; assets: DemoAssetSpec[] } {
  const next = sessionOf(addDays(today, 365));
  const opened = resolveWhen({ thisYear: 0.02 }, today);
  const path = 'docs/admission/registration-guidelines.pdf';
  return {
    items: [
      {
        ...demoRecord('online-registration', opened),
        title: `Online Registration for Admission, Session ${next}`,
        attachments: [path],
        url: 'https://admissions.standrewsmission.edu.in/',
      },
    ],
    assets: [
      {
        kind: 'pdf',
        path,
        title: `Admission Guidelines, Session ${next}`,
        subtitle: `Registration opened ${longDate(opened)}`,
        paragraphs: [
          'Admission to Classes I to IX is on merit. The school does not charge any capitation fee and has not engaged any agent for admission.',
          'The school is a minority institution and is not covered by the admission provisions of the Right to Education Act.',
          'Applications are accepted only through the online admission portal. Parents should keep scanned copies of the birth certificate, the last report card, a passport-size photograph and an identity proof ready before starting the registration.',
          'Admission to Class XI is by an entrance test and interview together with the Class X board result; existing students of the school are given first preference.',
        ],
        pages: 2,
      },
    ],
  };
}
