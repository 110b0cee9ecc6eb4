/**
 * What a page weighs, for the bench (scripts/bench/weigh.ts) and e2e/page-bytes.spec.ts, one implementation for
 * both: its HTML, its inline RSC payload and the JavaScript it loads (gzip, module scripts of the HTML;
 * `noModule` polyfills are skipped by every browser that runs modules), and the framework floor the
 * JavaScript is budgeted against: the same measurement of a one-line App Router page built with the same
 * `next` (kept in a temporary directory, rebuilt when `next` changes).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { withoutLocale } from '../lib/routes';
import { build, root, runNext, stop, waitForServer } from './next-process';
import { noScriptTwin } from './twin';

export const KB = 1024;

/**
 * The pages the bench measures with Lighthouse; e2e/page-bytes.spec.ts budgets their HTML and RSC payload.
 * The Hindi home, news and TC pages are measured beside their English twins, under the same budgets.
 */
export const LIGHTHOUSE_PAGES = ['/', '/News', '/Events', '/Gallery', '/Library', '/Chairman', '/Tc', '/search?q=exam', '/hi', '/hi/News', '/hi/Tc'] as const;

/**
 * The pages a run measures: those of `list` that `setting` names (comma-separated), in the list's order, or
 * all of them when it is unset or empty. A name outside the list is an error, so a typo never measures nothing.
 */
export function selectedPages<T extends string>(setting: string | undefined, list: readonly T[]): readonly T[] {
  const names = (setting ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return list;
  const unknown = names.filter((name) => !(list as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES names ${unknown.join(', ')}, which the bench does not measure; it measures ${list.join(', ')}`);
  return list.filter((page) => names.includes(page));
}

/** KB of JavaScript (gzip) a route may load over the framework floor. */
export const JS_BUDGET = {
  homeOverFloorKb: 45,
  pageOverFloorKb: 15,
} as const;

/**
 * Pages built around an island of their own (filters, viewers, lightbox, carousel, video, the TC form).
 * The issue budgets the home page and text pages; these get the home page's allowance. Every other route
 * is a text page.
 */
const INTERACTIVE_ROUTES: ReadonlySet<string> = new Set([
  '/SchoolTiming', '/FeeDetails', '/ErpSoftware', '/PrayerAnthem', '/Tc', '/Library',
  '/News', '/Events', '/notice', '/Gallery', '/Activity', '/BuildingProgram', '/VideoGallery', '/EMagazine',
  '/MediaCoverage', '/Toppers', '/ToppersXII', '/SubGallery', '/SubBuildingProgram', '/SubActivity',
  // Instant results as the visitor types (components/search/instant-search.tsx, swr), since 40ce06b.
  '/search',
]);

/** What kind of page a route is: a Hindi page (`/hi`, `/hi/Tc`) is the kind of its English twin. */
export function routeKind(route: string): 'home' | 'interactive' | 'text' {
  const pathname = withoutLocale(route.split('?')[0] ?? route).path;
  return pathname === '/' ? 'home' : INTERACTIVE_ROUTES.has(pathname) ? 'interactive' : 'text';
}

/** KB of JavaScript a route may load over the framework floor. */
export function jsBudgetKb(route: string): number {
  return routeKind(route) === 'text' ? JS_BUDGET.pageOverFloorKb : JS_BUDGET.homeOverFloorKb;
}

export function gzipBytes(content: string): number {
  return gzipSync(Buffer.from(content)).length;
}

/** The HTML a route answers with; anything but a 200 is an error. */
export async function pageHtml(origin: string, route: string): Promise<string> {
  const response = await fetch(new URL(route, origin));
  if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
  return response.text();
}

/** The module scripts a page loads: each external `<script src>` without `noModule`, once. */
export function moduleScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\snomodule\b/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/i.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined);
  return [...new Set(sources)];
}

/**
 * The App Router's inline RSC payload: the contents of the page's `self.__next_f.push(...)` scripts (the
 * first one, `(self.__next_f=self.__next_f||[]).push([0])`, included), joined.
 */
export function inlineRscPayload(html: string): string {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.includes('self.__next_f'))
    .join('');
}

/** A page's HTML, its no-JS twin's HTML and its inline RSC payload, each in bytes of gzip. */
export interface TwinBytes {
  page: number;
  twin: number;
  rsc: number;
}

/** What e2e/page-bytes.spec.ts budgets and the bench prints: a page's HTML and RSC payload against its twin. */
export function twinBytes(html: string): TwinBytes {
  return { page: gzipBytes(html), twin: gzipBytes(noScriptTwin(html)), rsc: gzipBytes(inlineRscPayload(html)) };
}

const scriptSizes = new Map<string, number>();

/** The gzip size of a script, fetched once per address. */
export async function scriptGzip(origin: string, src: string): Promise<number> {
  const url = new URL(src, origin).href;
  const known = scriptSizes.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${src} answered ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  scriptSizes.set(url, size);
  return size;
}

export interface PageWeight {
  route: string;
  htmlBytes: number;
  htmlGzip: number;
  scripts: string[];
  jsGzip: number;
}

/** The HTML of a page and the module scripts it loads. */
export async function pageWeight(origin: string, route: string): Promise<PageWeight> {
  const html = await pageHtml(origin, route);
  const scripts = moduleScripts(html);
  let jsGzip = 0;
  for (const src of scripts) jsGzip += await scriptGzip(origin, src);
  return { route, htmlBytes: Buffer.byteLength(html), htmlGzip: gzipBytes(html), scripts, jsGzip };
}

// Outside the repository: inside it, Next would compile this project's instrumentation.ts into the floor app.
const floorDir = path.join(tmpdir(), `school-website-bench-floor-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`);
const floorEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });

/** Builds the floor app (a one-line App Router page) once per version of `next`; 20-40 s on two cores. */
export async function ensureFloorBuild(log: (message: string) => void): Promise<void> {
  const nextVersion = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'))).version;
  const stamp = path.join(floorDir, 'next-version');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === nextVersion && existsSync(path.join(floorDir, '.next', 'BUILD_ID'))) return;
  log(`building the framework floor (a one-line App Router page, next ${nextVersion}) in ${floorDir}`);
  rmSync(floorDir, { recursive: true, force: true });
  mkdirSync(path.join(floorDir, 'app'), { recursive: true });
  writeFileSync(path.join(floorDir, 'app', 'layout.js'), 'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n');
  writeFileSync(path.join(floorDir, 'app', 'page.js'), 'export default function Page() {\n  return <p>Hello</p>;\n}\n');
  symlinkSync(path.join(root, 'node_modules'), path.join(floorDir, 'node_modules'));
  // The linked node_modules lie outside the app's directory, so Turbopack's root must hold both.
  writeFileSync(path.join(floorDir, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  await build(floorDir, floorEnv());
  writeFileSync(stamp, nextVersion);
}

export interface FloorServer {
  /** The floor page's address. */
  url: string;
  origin: string;
  stop: () => Promise<void>;
}

/** Serves the floor build (ensureFloorBuild first) with `next start` on 127.0.0.1:`port`. */
export async function serveFloor(port: number): Promise<FloorServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = runNext(['start', '--hostname', '127.0.0.1', '--port', String(port)], floorDir, floorEnv(), true);
  try {
    await waitForServer(`${origin}/`, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url: `${origin}/`, origin, stop: () => stop(child) };
}
