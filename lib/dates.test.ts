/** @jest-environment node */
import fc from 'fast-check';
import {
  MONTH_NAMES,
  TIME_ZONE,
  calendarDate,
  dayAndMonth,
  formatDayMonthYear,
  formatShortMonthDate,
  isLeapYear,
  kolkataInstant,
  kolkataIsoDateTime,
  monthName,
  parseClockTime,
  toIsoDate,
  today,
} from '@/lib/dates';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

describe('constants', () => {
  it('uses the Kolkata time zone and English short month names', () => {
    expect(TIME_ZONE).toBe('Asia/Kolkata');
    expect(MONTH_NAMES).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});

describe('the Kolkata formatter', () => {
  it('is made on the first date placed, not when the module loads, and then reused', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, loaded under the spy
        const fresh = require('@/lib/dates') as typeof import('@/lib/dates');
        expect(fresh.MONTH_NAMES).toHaveLength(12);
        expect(made).not.toHaveBeenCalled();
        expect(fresh.calendarDate('2026-11-21T18:30:00Z')).toEqual({ year: 2026, month: 11, day: 22 });
        expect(fresh.calendarDate('2026-01-01T00:00:00Z')).toEqual({ year: 2026, month: 1, day: 1 });
        expect(made).toHaveBeenCalledTimes(1);
      });
    } finally {
      made.mockRestore();
    }
  });
});

describe('calendarDate', () => {
  it.each([
    ['2026-11-21T18:29:59Z', { year: 2026, month: 11, day: 21 }],
    ['2026-11-21T18:30:00Z', { year: 2026, month: 11, day: 22 }],
    ['2026-11-21T18:30:00.000+00:00', { year: 2026, month: 11, day: 22 }],
    ['2026-12-31T18:29:59.999Z', { year: 2026, month: 12, day: 31 }],
    ['2026-12-31T19:00:00Z', { year: 2027, month: 1, day: 1 }],
    ['2026-01-31T18:30:00Z', { year: 2026, month: 2, day: 1 }],
    ['2024-02-28T18:30:00Z', { year: 2024, month: 2, day: 29 }],
    ['2026-11-22T00:00:00+05:30', { year: 2026, month: 11, day: 22 }],
    ['2026-11-21T23:59:59+05:30', { year: 2026, month: 11, day: 21 }],
    // A date-only string is UTC midnight, 05:30 the same day in Kolkata.
    ['2026-11-18', { year: 2026, month: 11, day: 18 }],
  ])('places %s on the Kolkata calendar', (input, expected) => {
    expect(calendarDate(input)).toEqual(expected);
  });

  it('accepts Date objects', () => {
    expect(calendarDate(new Date(Date.UTC(2025, 11, 31, 20, 0)))).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it.each([null, undefined, '', '   ', 'not a date', '2026-13-45', 'abc123'])('returns null for %p', (input) => {
    expect(calendarDate(input)).toBeNull();
  });

  it('returns null for an invalid Date', () => {
    expect(calendarDate(new Date(NaN))).toBeNull();
  });

  it('agrees with a fixed +05:30 offset for every instant (India has had no DST since 1945)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const shifted = new Date(instant.getTime() + IST_OFFSET_MS);
          expect(calendarDate(instant)).toEqual({
            year: shifted.getUTCFullYear(),
            month: shifted.getUTCMonth() + 1,
            day: shifted.getUTCDate(),
          });
        },
      ),
    );
  });
});

describe('today', () => {
  it('is the Kolkata date of now, not the UTC date', () => {
    expect(today(new Date('2026-11-21T18:30:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(today(new Date('2026-11-21T18:29:59Z'))).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('defaults to the current instant', () => {
    jest.useFakeTimers({ now: new Date('2025-12-31T20:00:00Z') });
    try {
      expect(today()).toEqual({ year: 2026, month: 1, day: 1 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('throws on an invalid now', () => {
    expect(() => today(new Date(NaN))).toThrow(RangeError);
  });
});

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2026, false],
    [2000, true],
    [2100, false],
  ])('%i -> %p', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe('toIsoDate', () => {
  it('zero-pads month and day', () => {
    expect(toIsoDate({ year: 2026, month: 11, day: 18 })).toBe('2026-11-18');
    expect(toIsoDate({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05');
  });
});

describe('monthName', () => {
  it('names months 1-12', () => {
    expect(monthName(1)).toBe('Jan');
    expect(monthName(12)).toBe('Dec');
  });

  it.each([0, 13, 1.5, NaN])('throws on %p', (month) => {
    expect(() => monthName(month)).toThrow(RangeError);
  });
});

describe('formatDayMonthYear', () => {
  it('writes British day/month/year, zero-padded', () => {
    expect(formatDayMonthYear('2026-11-18T04:00:00Z')).toBe('18/11/2026');
    expect(formatDayMonthYear('2027-01-05T04:00:00Z')).toBe('05/01/2027');
  });

  it('uses the Kolkata date across the year boundary', () => {
    expect(formatDayMonthYear('2026-12-31T19:00:00Z')).toBe('01/01/2027');
    expect(formatDayMonthYear('2026-12-31T18:29:59Z')).toBe('31/12/2026');
  });

  it.each([null, undefined, '', 'garbage'])('returns null for %p', (input) => {
    expect(formatDayMonthYear(input)).toBeNull();
  });
});

describe('formatShortMonthDate', () => {
  it('writes day, short month and year', () => {
    expect(formatShortMonthDate('2026-11-18T04:00:00Z')).toBe('18 Nov 2026');
    expect(formatShortMonthDate('2027-01-05T04:00:00Z')).toBe('5 Jan 2027');
  });

  it('uses the Kolkata date', () => {
    expect(formatShortMonthDate('2026-11-21T18:30:00Z')).toBe('22 Nov 2026');
    expect(formatShortMonthDate('2026-12-31T19:00:00Z')).toBe('1 Jan 2027');
  });

  it.each([null, undefined, '', 'garbage'])('returns null for %p', (input) => {
    expect(formatShortMonthDate(input)).toBeNull();
  });
});

describe('dayAndMonth', () => {
  it('gives the zero-padded day and short month', () => {
    expect(dayAndMonth('2026-11-18T04:00:00Z')).toEqual({ day: '18', month: 'Nov' });
    expect(dayAndMonth('2026-03-08T04:00:00Z')).toEqual({ day: '08', month: 'Mar' });
  });

  it('uses the Kolkata date', () => {
    expect(dayAndMonth('2026-11-21T18:30:00Z')).toEqual({ day: '22', month: 'Nov' });
    expect(dayAndMonth('2026-11-21T18:29:59Z')).toEqual({ day: '21', month: 'Nov' });
    expect(dayAndMonth('2026-12-31T19:00:00Z')).toEqual({ day: '01', month: 'Jan' });
  });

  it.each([null, undefined, '', 'garbage'])('returns null for %p', (input) => {
    expect(dayAndMonth(input)).toBeNull();
  });
});

describe('parseClockTime', () => {
  it.each([
    ['09:00 AM', { hour: 9, minute: 0 }],
    ['9:05 am', { hour: 9, minute: 5 }],
    ['12:00 PM', { hour: 12, minute: 0 }],
    ['12:30 AM', { hour: 0, minute: 30 }],
    ['6:30 p.m.', { hour: 18, minute: 30 }],
    ['14:30', { hour: 14, minute: 30 }],
  ])('reads %s', (text, expected) => {
    expect(parseClockTime(text)).toEqual(expected);
  });

  it.each(['', 'Morning', '00:00 PM', '13:00 PM', '24:00', '9:60', '9 AM'])('treats %p as no time', (text) => {
    expect(parseClockTime(text)).toBeNull();
  });
});

describe('kolkataInstant', () => {
  it('is 5 h 30 min ahead of UTC, across the date line of UTC', () => {
    expect(kolkataInstant({ year: 2026, month: 11, day: 18 }, { hour: 3, minute: 0 }).toISOString()).toBe('2026-11-17T21:30:00.000Z');
    expect(kolkataIsoDateTime({ year: 2026, month: 1, day: 5 }, { hour: 9, minute: 0 })).toBe('2026-01-05T09:00:00+05:30');
  });
});
