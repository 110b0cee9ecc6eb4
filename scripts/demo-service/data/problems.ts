// What a real school's feed carries and the office never sees: the demo plants one of each, so the staff
// page's content report (lib/staff) has something to show. All are dated in the oldest demo year (or not at
// all), so the current year's pages, which visitors see first, look as the school means them to.
import { kolkataMidnightIso, longDate, resolveWhen, type DemoDate } from './calendar';
import { demoRecord } from './record';
import type { DemoAssetSpec, DemoEvent, DemoHighlight, DemoNewsItem } from './types';

/** The stored path of an attachment that was never uploaded: the vendor answers 404 for it. */
export const MISSING_ATTACHMENT = 'docs/news/sports-day-circular.pdf';
/** A scanned prospectus of about 3 MB with no text layer, as offices upload from the photocopier. */
export const OVERSIZED_ATTACHMENT = 'docs/notices/prospectus-scan.pdf';

/** Each planted problem's title as the report shows it, for the tests that look for them. */
export const PLANTED = {
  undatedNotice: 'Revised Timings for the Winter Session',
  missingAttachment: 'Sports Day Circular',
  oversizedAttachment: 'School Prospectus and Fee Structure',
  linkTitle: 'Click Here',
  duplicate: 'Visit of the District Education Officer',
  malformed: 'Inter-School Debate Competition',
} as const;

export interface PlantedProblems {
  highlights: DemoHighlight[];
  news: DemoNewsItem[];
  /** Events as the vendor sends them: one has a field of the wrong type, so the site drops it. */
  events: DemoEvent[];
  assets: DemoAssetSpec[];
}

export function buildProblems(today: DemoDate): PlantedProblems {
  const old = (month: number, day: number) => resolveWhen({ yearsAgo: 2, month, day }, today);
  const visit = old(8, 21);
  const debate = old(9, 12);
  const prospectus = old(3, 4);
  const news = (seed: string, date: DemoDate, title: string, description: string, attachments: string[] = []): DemoNewsItem => ({
    ...demoRecord(seed, date),
    title,
    description,
    category: 'News',
    url: '',
    fromDate: kolkataMidnightIso(date),
    attachments,
  });
  const malformed = {
    ...demoRecord('event:debate-competition', debate),
    title: PLANTED.malformed,
    description: 'Students of Classes IX to XII debated the motion "Technology does more good than harm" against six schools of the district.',
    date: kolkataMidnightIso(debate),
    time: '10:00 AM',
    venue: 'School Auditorium',
    // One picture typed in as text instead of a list: the site cannot read the item and leaves it out.
    images: 'events/debate-competition.jpg',
    attachments: [],
  };
  return {
    highlights: [
      {
        ...demoRecord('highlight:winter-timings', old(11, 28)),
        title: PLANTED.undatedNotice,
        description: 'From the first Monday of December, classes begin at 8:30 AM and end at 2:30 PM. The school bus timings change accordingly.',
        category: 'Notice',
        // Saved without a date: the notices page cannot place it under any year.
        fromDate: '',
        attachments: [],
      },
      {
        ...demoRecord('highlight:prospectus', prospectus),
        title: PLANTED.oversizedAttachment,
        description: 'The prospectus for the coming session with the fee structure of every class.',
        category: 'Notice',
        fromDate: kolkataMidnightIso(prospectus),
        attachments: [OVERSIZED_ATTACHMENT],
      },
    ],
    news: [
      news('news:sports-day-circular', old(12, 2), PLANTED.missingAttachment, 'The circular for the Annual Sports Day with the list of events and the reporting time for each house.', [MISSING_ATTACHMENT]),
      news('news:click-here', old(6, 30), PLANTED.linkTitle, 'The list of books for the new session is available at the school bookshop from 1 July.'),
      news('news:deo-visit', visit, PLANTED.duplicate, 'The District Education Officer visited the school, met the teachers and observed classes of the primary wing.'),
      // The same item saved twice, as happens when a slow upload is retried.
      news('news:deo-visit-again', visit, PLANTED.duplicate, 'The District Education Officer visited the school, met the teachers and observed classes of the primary wing.'),
    ],
    events: [malformed as unknown as DemoEvent],
    assets: [{ kind: 'scan', path: OVERSIZED_ATTACHMENT, title: `${PLANTED.oversizedAttachment} (${longDate(prospectus)})`, pages: 3 }],
  };
}
