/** @jest-environment node */
import { isQuiet, quietEnds } from './quiet-hours';

// India is UTC+5:30 all year: 15:30 UTC is 21:00 in Kolkata, 01:30 UTC is 07:00.
const at = (iso: string) => new Date(iso);
const night = { from: 21 * 60, to: 7 * 60 };
const afternoon = { from: 13 * 60, to: 14 * 60 + 30 };

describe('quiet hours (India time)', () => {
  it('holds from the start of a window across midnight until its end', () => {
    expect(isQuiet(night, at('2026-12-06T15:29:59Z'))).toBe(false); // 20:59:59
    expect(isQuiet(night, at('2026-12-06T15:30:00Z'))).toBe(true); // 21:00
    expect(isQuiet(night, at('2026-12-06T20:00:00Z'))).toBe(true); // 01:30
    expect(isQuiet(night, at('2026-12-07T01:29:00Z'))).toBe(true); // 06:59
    expect(isQuiet(night, at('2026-12-07T01:30:00Z'))).toBe(false); // 07:00
  });

  it('holds within a window on one day only between its ends', () => {
    expect(isQuiet(afternoon, at('2026-12-06T07:29:00Z'))).toBe(false); // 12:59
    expect(isQuiet(afternoon, at('2026-12-06T07:30:00Z'))).toBe(true); // 13:00
    expect(isQuiet(afternoon, at('2026-12-06T08:59:00Z'))).toBe(true); // 14:29
    expect(isQuiet(afternoon, at('2026-12-06T09:00:00Z'))).toBe(false); // 14:30
  });

  it('never holds when turned off', () => {
    expect(isQuiet(null, at('2026-12-06T18:00:00Z'))).toBe(false);
    expect(quietEnds(null, at('2026-12-06T18:00:00Z'))).toBeNull();
  });

  it('says when the window ends: the next 07:00 in India, the next morning when it is evening', () => {
    expect(quietEnds(night, at('2026-12-06T15:30:00Z'))).toBe(Date.parse('2026-12-07T01:30:00Z'));
    expect(quietEnds(night, at('2026-12-06T22:15:30Z'))).toBe(Date.parse('2026-12-07T01:30:00Z'));
    expect(quietEnds(afternoon, at('2026-12-06T08:00:00Z'))).toBe(Date.parse('2026-12-06T09:00:00Z'));
    expect(quietEnds(night, at('2026-12-06T10:00:00Z'))).toBeNull();
  });
});
