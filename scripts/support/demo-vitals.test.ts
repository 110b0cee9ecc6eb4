/** @jest-environment node */
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearDemoVitals, writeDemoVitals } from './demo-vitals';

let distDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'demo-vitals-'));
  process.env.NEXT_DIST_DIR = distDir;
});

afterAll(() => {
  delete process.env.NEXT_DIST_DIR;
});

describe('the demo’s made-up speed figures', () => {
  it('fill the 35 days up to today in Bokaro, apart from real figures, and only with fields a real day can hold', async () => {
    // 20:00 UTC on 27 November is 1:30 am on the 28th in Bokaro.
    const written = await writeDemoVitals(new Date('2026-11-27T20:00:00Z'));
    expect(written).toEqual({ dir: path.join(distDir, 'cache', 'vitals', 'demo'), first: '2026-10-25', last: '2026-11-28' });
    const files = (await readdir(written.dir)).sort();
    expect(files).toHaveLength(35);
    expect(files.at(-1)).toBe('2026-11-28.json');
    const day = JSON.parse(await readFile(path.join(written.dir, '2026-11-03.json'), 'utf8')) as Record<string, number>;
    // A weekday's visits: each reports TTFB once, under its route and under its connection.
    const ttfbByRoute = Object.entries(day).filter(([field]) => field.startsWith('r:') && field.includes('|TTFB|'));
    const visits = ttfbByRoute.reduce((sum, [, count]) => sum + count, 0);
    expect(visits).toBeGreaterThanOrEqual(88);
    expect(visits).toBeLessThanOrEqual(132);
    for (const field of Object.keys(day)) expect(field).toMatch(/^(r:(\/[\w/[\]]*|other)|c:(4g|3g|2g|slow-2g|unknown))\|(LCP|INP|CLS|TTFB)\|\d+$/);
  });

  it('are the same figures every time for the same day', async () => {
    const { dir } = await writeDemoVitals(new Date('2026-11-27T08:00:00Z'));
    const first = await readFile(path.join(dir, '2026-11-20.json'), 'utf8');
    await writeDemoVitals(new Date('2026-11-27T09:00:00Z'));
    expect(await readFile(path.join(dir, '2026-11-20.json'), 'utf8')).toBe(first);
  });

  it('are deleted by --clear, and real figures stay', async () => {
    const real = path.join(distDir, 'cache', 'vitals');
    await mkdir(real, { recursive: true });
    await writeFile(path.join(real, '2026-11-27.json'), '{}');
    await writeDemoVitals();
    await clearDemoVitals();
    expect(await readdir(real)).toEqual(['2026-11-27.json']);
  });
});
