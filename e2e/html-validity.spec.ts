import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CANONICAL_ROUTES } from '../content/routes';
import { demoJson } from '../test-support/demo';
import { demoItems, pathOf } from '../test-support/items';

// The Nu HTML Checker (vnu.jar from the vnu-jar package, run by Debian's java; scripts/test.sh installs
// default-jre-headless when java is missing) on the server-rendered HTML of every route, a search with and
// without results, one detail page of each kind, one notice, news item and event page, and the 404 page:
// no errors (warnings are not counted).

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

/** One detail page of each kind, with the first item of its category in the demo service. */
async function detailRoutes(): Promise<string[]> {
  const items = await demoJson('/api/gallery/All/{code}');
  const pages: Record<string, string> = { PhotoGallery: '/SubGallery', CapacityBuildingProgram: '/SubBuildingProgram', Activity: '/SubActivity' };
  return Object.entries(pages).map(([category, route]) => {
    const item = items.find((entry) => entry.category === category);
    if (!item) throw new Error(`the demo service has no ${category} item`);
    return `${route}?id=${encodeURIComponent(item._id)}`;
  });
}

/** The page of the first notice, news item and event the demo service lists (the one with an attachment, where there is one). */
async function itemRoutes(): Promise<string[]> {
  const items = await demoItems();
  return (['/notice', '/News', '/Events'] as const).map((listing) => {
    const ofListing = items.filter((item) => item.listing === listing);
    return pathOf(ofListing.find((item) => item.attachments > 0) ?? ofListing[0]!);
  });
}

/** Runs the checker once over every file; resolves with its JSON report. */
function runNu(files: string[]): Promise<{ messages: NuMessage[] }> {
  return new Promise((resolve, reject) => {
    const java = spawn('java', ['-jar', VNU_JAR, '--errors-only', '--no-langdetect', '--format', 'json', '--stdout', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    java.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    java.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    java.on('error', (error) => reject(new Error(`could not run java (scripts/test.sh installs default-jre-headless): ${error.message}`)));
    java.on('close', (code) => {
      try {
        resolve(JSON.parse(stdout) as { messages: NuMessage[] });
      } catch {
        reject(new Error(`the Nu checker exited ${String(code)} without a JSON report:\n${stdout}\n${stderr}`));
      }
    });
  });
}

test('every route is valid HTML to the Nu HTML Checker', async ({ request }) => {
  // Fifty-odd pages for one JVM: a few seconds on an idle machine, much longer on a busy one.
  test.setTimeout(300_000);
  const expected = new Map<string, number>([
    ...CANONICAL_ROUTES.map((route): [string, number] => [route, 200]),
    ['/search?q=library', 200],
    ['/search?q=xylophonequartz', 200],
    ...(await detailRoutes()).map((route): [string, number] => [route, 200]),
    ...(await itemRoutes()).map((route): [string, number] => [route, 200]),
    ['/no-such-page', 404],
    // The Hindi pages (issue 38), written here rather than read from the site's list of them.
    ...[
      '/hi',
      '/hi/notice',
      '/hi/News',
      '/hi/Events',
      '/hi/OurSchool',
      '/hi/Admission',
      '/hi/FeeDetails',
      '/hi/SchoolTiming',
      '/hi/Scholarship',
      '/hi/SubjectStudy',
      '/hi/Tc',
      '/hi/BusRoute',
      '/hi/Pphelp',
      '/hi/accessibility',
      '/hi/privacy',
    ].map((route): [string, number] => [route, 200]),
    ['/hi/no-such-page', 404],
  ]);
  const dir = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const routeOf = new Map<string, string>();
    for (const [route, status] of expected) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(status);
      expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
      const file = path.join(dir, `${routeOf.size}${route.replace(/[^A-Za-z0-9]+/g, '-')}.html`);
      await writeFile(file, await response.body());
      routeOf.set(`file:${file}`, route);
    }

    const { messages } = await runNu([...routeOf.keys()].map((url) => url.slice('file:'.length)));
    const problems = messages
      .filter((message) => message.type !== 'info')
      .map((message) => `${routeOf.get(message.url ?? '') ?? message.url ?? '(no file)'}: ${message.message}${message.extract ? `\n    …${message.extract.trim()}…` : ''}`);
    expect(problems, `Nu HTML Checker errors:\n${problems.join('\n')}`).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
