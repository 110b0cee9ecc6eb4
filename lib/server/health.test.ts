import { healthReport } from './health';

const started = Date.parse('2026-11-22T10:00:00Z');
const now = started + 600_000;

describe('healthReport', () => {
  it('is ok with each feed\'s age while every feed had a good fetch within the limit', () => {
    expect(healthReport({ 'news/all': now - 12_400, 'events/home': now - 300_000 }, now, started, 300)).toEqual({
      status: 'ok',
      limitSeconds: 300,
      stale: [],
      resources: {
        'events/home': { ageSeconds: 300, lastGoodFetch: '2026-11-22T10:05:00.000Z' },
        'news/all': { ageSeconds: 12, lastGoodFetch: '2026-11-22T10:09:47.600Z' },
      },
    });
  });

  it('names the resources whose last good fetch is older than the limit', () => {
    const report = healthReport({ 'news/all': now - 10_000, toppers: now - 301_000 }, now, started, 300);
    expect(report.status).toBe('stale');
    expect(report.stale).toEqual(['toppers']);
  });

  it('counts a resource never fetched good from the server start', () => {
    expect(healthReport({ birthdays: null }, started + 60_000, started, 300)).toMatchObject({ status: 'ok', resources: { birthdays: { ageSeconds: 60, lastGoodFetch: null } } });
    expect(healthReport({ birthdays: null }, started + 301_000, started, 300)).toMatchObject({ status: 'stale', stale: ['birthdays'] });
  });
});
