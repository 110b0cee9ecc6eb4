/** @jest-environment node */
import fc from 'fast-check';
import { DEMO_TC_STUDENTS } from './constants';
import { addDays, kolkataDate, kolkataMidnightIso, resolveWhen } from './calendar';
import { buildBirthdays, buildDemoContent } from './demo-content';
import { MISSING_ATTACHMENT } from './problems';

const NOW = new Date('2026-11-22T03:00:00.000Z');

function referencedPaths(content: ReturnType<typeof buildDemoContent>): string[] {
  const lists: { attachments?: string[]; images?: string[]; image?: string[] }[] = [
    ...content.galleries,
    ...content.toppers,
    ...content.principal,
    ...content.notifications,
    ...content.events,
    ...content.news,
    ...content.onlineRegistration,
    ...content.circulars,
    ...content.highlights,
    ...content.media,
    ...buildBirthdays(NOW),
  ];
  // The planted malformed event's picture is a string, not a list: the site never reads it.
  const paths = (value: string[] | undefined) => (Array.isArray(value) ? value : []);
  return [
    ...lists.flatMap((item) => [...paths(item.attachments), ...paths(item.images), ...paths(item.image)]),
    ...DEMO_TC_STUDENTS.map((student) => student.certificate),
  ];
}

describe('calendar', () => {
  it('writes Kolkata midnight as the previous day 18:30 UTC', () => {
    expect(kolkataMidnightIso({ year: 2026, month: 11, day: 18 })).toBe('2026-11-17T18:30:00.000Z');
  });

  it('reads the Kolkata date, which is ahead of UTC from 18:30', () => {
    expect(kolkataDate(new Date('2026-12-31T18:29:59Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    expect(kolkataDate(new Date('2026-12-31T18:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('places this-year items between 1 January and today', () => {
    const today = { year: 2026, month: 3, day: 10 };
    expect(resolveWhen({ thisYear: 0 }, today)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(resolveWhen({ thisYear: 1 }, today)).toEqual(today);
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('buildDemoContent', () => {
  const content = buildDemoContent(NOW);

  it('has the volumes the site is designed around', () => {
    const byCategory = (category: string) => content.galleries.filter((item) => item.category === category);
    expect(byCategory('PhotoGallery').length).toBeGreaterThanOrEqual(8);
    expect(byCategory('CapacityBuildingProgram').length).toBeGreaterThanOrEqual(4);
    expect(byCategory('Activity').length).toBeGreaterThanOrEqual(6);
    expect(content.galleries.every((item) => item.attachments.length >= 6 && item.attachments.length <= 12)).toBe(true);
    expect(content.news.length).toBeGreaterThanOrEqual(14);
    expect(content.news.some((item) => item.category !== 'News')).toBe(true);
    expect(content.events.length).toBeGreaterThanOrEqual(10);
    expect(content.events.filter((item) => item.date > NOW.toISOString()).length).toBeGreaterThanOrEqual(2);
    expect(content.highlights.length).toBeGreaterThanOrEqual(18);
    expect(content.highlights.filter((item) => item.category === 'Notice').length).toBeGreaterThanOrEqual(15);
    expect(content.videos.length).toBeGreaterThanOrEqual(10);
    expect(content.circulars.length).toBeGreaterThanOrEqual(8);
    expect(content.circulars.filter((item) => item.category === 'Magazine').length).toBeGreaterThanOrEqual(6);
    expect(content.media.length).toBeGreaterThanOrEqual(8);
    expect(content.toppers.length).toBeGreaterThanOrEqual(30);
    expect(content.notifications).toHaveLength(2);
    expect(content.principal).toHaveLength(1);
    expect(content.onlineRegistration).toHaveLength(1);
  });

  it('gives every record a stable, unique 24-hex id', () => {
    const all = [
      ...content.galleries, ...content.toppers, ...content.principal, ...content.notifications, ...content.events,
      ...content.news, ...content.onlineRegistration, ...content.videos, ...content.circulars, ...content.highlights, ...content.media,
    ].map((item) => item._id);
    expect(all.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    // The same data a year later keeps its ids, so links to /SubGallery?id= survive a restart.
    const later = buildDemoContent(new Date('2027-11-22T03:00:00.000Z'));
    expect(later.galleries.map((item) => item._id).sort()).toEqual(content.galleries.map((item) => item._id).sort());
  });

  it('spreads dates over this year and the two before, including January and December', () => {
    const dates = [
      ...content.galleries.map((item) => item.date),
      ...content.news.map((item) => item.fromDate),
      ...content.highlights.map((item) => item.fromDate),
      ...content.events.map((item) => item.date),
    ].filter((date) => date !== '');
    expect(dates.every((date) => date.endsWith('T18:30:00.000Z'))).toBe(true);
    const days = dates.map((date) => kolkataDate(new Date(date)));
    const years = new Set(days.map((day) => day.year));
    expect([2024, 2025, 2026].every((year) => years.has(year))).toBe(true);
    expect(days.some((day) => day.month === 1)).toBe(true);
    expect(days.some((day) => day.month === 12)).toBe(true);
    // Notices of the current year exist, since the notices page opens on it.
    expect(content.highlights.filter((item) => item.category === 'Notice' && kolkataDate(new Date(item.fromDate)).year === 2026).length).toBeGreaterThanOrEqual(3);
  });

  it('never dates past items in the future, whatever the day of the year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }), (now) => {
        const generated = buildDemoContent(now);
        const endOfToday = kolkataMidnightIso(addDays(kolkataDate(now), 1));
        const past = [...generated.galleries.map((i) => i.date), ...generated.news.map((i) => i.fromDate), ...generated.highlights.map((i) => i.fromDate), ...generated.media.map((i) => i.date)];
        return past.every((date) => date < endOfToday);
      }),
      { numRuns: 60 },
    );
  });

  it('has toppers of both classes for every session from 2021-2022 to the latest', () => {
    for (const session of ['2021-2022', '2022-2023', '2023-2024', '2024-2025', '2025-2026']) {
      for (const klass of ['X', 'XII']) {
        expect(content.toppers.filter((t) => t.sessionYear === session && t.class === klass).length).toBeGreaterThanOrEqual(3);
      }
    }
    expect(content.toppers.filter((t) => t.class === 'XII').every((t) => /\(|Commerce|Humanities/.test(t.stream))).toBe(true);
    expect(content.toppers.every((t) => /^\d{2}\.\d%$/.test(t.division))).toBe(true);
  });

  it('describes exactly one asset for every path the data refers to', () => {
    const specs = new Set(content.assets.map((spec) => spec.path));
    expect(specs.size).toBe(content.assets.length);
    // The planted missing attachment has none (scripts/demo-service/data/problems.ts), as the report must find.
    for (const path of referencedPaths(content)) expect({ path, asset: specs.has(path) }).toEqual({ path, asset: path !== MISSING_ATTACHMENT });
    expect(content.assets.length).toBeLessThan(250);
  });
});

describe('buildBirthdays', () => {
  it('always has at least four birthdays on the Kolkata day of the request, and others on other days', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }), (now) => {
        const today = kolkataDate(now);
        const days = buildBirthdays(now).map((b) => kolkataDate(new Date(b.date)));
        const todays = days.filter((d) => d.month === today.month && d.day === today.day);
        const ages = days.map((d) => today.year - d.year);
        return todays.length >= 4 && days.length - todays.length >= 6 && ages.every((age) => age >= 6 && age <= 19);
      }),
      { numRuns: 200 },
    );
  });

  it('handles 29 February with leap birth years', () => {
    const birthdays = buildBirthdays(new Date('2028-02-29T06:00:00Z'));
    const todays = birthdays.map((b) => kolkataDate(new Date(b.date))).filter((d) => d.month === 2 && d.day === 29);
    expect(todays.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps ages in range when a later birthday falls on 29 February of a leap year', () => {
    // 27 Jan 2028 in Kolkata: a birthday 33 days ahead is 29 Feb 2028 for a child born in a common year.
    const now = new Date('2028-01-26T18:30:00.000Z');
    const today = kolkataDate(now);
    const ages = buildBirthdays(now).map((b) => today.year - kolkataDate(new Date(b.date)).year);
    expect(ages.every((age) => age >= 6 && age <= 19)).toBe(true);
  });

  it('switches to the new day at midnight in Kolkata, not UTC', () => {
    const before = buildBirthdays(new Date('2026-03-31T18:29:00Z')).map((b) => kolkataDate(new Date(b.date)));
    const after = buildBirthdays(new Date('2026-03-31T18:31:00Z')).map((b) => kolkataDate(new Date(b.date)));
    expect(before.filter((d) => d.month === 3 && d.day === 31).length).toBeGreaterThanOrEqual(4);
    expect(after.filter((d) => d.month === 4 && d.day === 1).length).toBeGreaterThanOrEqual(4);
  });
});
