/**
 * The bench's load phase: Debian's `wrk` through the production nginx front and at the Next origin (what it
 * loads, at how many connections, and why: the header of scripts/bench/main.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../../test-support/next-process';
import { startFront } from '../../test-support/nginx';
import { pageHtml } from '../../test-support/page-weight';
import { cacheStatus, trustingAgent } from './front';
import { distDir, log, ports, SEARCH, siteUrl, VISITOR_PAGE } from './settings';
import { wrk, type LoadFigures } from './wrk';

/**
 * Searches as many visitors make them: words a family or a pupil might look up on a school site. Each wrk
 * run of /search through the front asks for these words with its own second word, so every run starts
 * with none of its searches in the front's cache and each distinct search is rendered by Node once.
 */
export const SEARCH_WORDS = [
  'exam', 'admission', 'fee', 'holiday', 'sports', 'science', 'library', 'result', 'annual day', 'transport',
  'uniform', 'timetable', 'syllabus', 'scholarship', 'music', 'art', 'computer', 'football', 'cricket', 'yoga',
  'debate', 'quiz', 'prize', 'trip', 'parents meeting', 'vacation', 'notice', 'circular', 'bus', 'camp',
] as const;
const searchMix = (second: string) => SEARCH_WORDS.map((words) => `/search?q=${encodeURIComponent(`${words} ${second}`)}`);

/** /search under load: alone, the cached page alone, then both at once with the page asked by a visitor. */
export interface SearchLoad {
  searchAlone: LoadFigures;
  cachedAlone: LoadFigures;
  searchLoaded: LoadFigures;
  visitor: LoadFigures;
}

export interface LoadResults {
  frontStatic: LoadFigures;
  frontPage: LoadFigures;
  origin: LoadFigures;
  /** At the Next origin: a cached item page, then invented item addresses in turn (each answered 404). */
  cachedItem: LoadFigures;
  invented: LoadFigures;
  /** Through the front, 30 distinct searches in turn. */
  front: SearchLoad;
  /** At the Next origin, one search over and over: figures with no budget. */
  atOrigin: SearchLoad;
}

/**
 * Searches at 20 connections, the cached VISITOR_PAGE at 20, then searches again beside a visitor (2
 * connections) reading that page. `searches` gives each of the two search runs its requests.
 */
async function searchUnderLoad(
  where: string,
  origin: string,
  searches: (run: 'alone' | 'loaded') => { label: string; paths: readonly string[] },
): Promise<SearchLoad> {
  const run = (which: 'alone' | 'loaded') => {
    const { label, paths } = searches(which);
    const [first] = paths;
    if (first === undefined) throw new Error(`searchUnderLoad (${where}): no search to ask for`);
    // One path is asked for over and over; several are asked for in turn.
    return wrk(`${label} (${where}${which === 'loaded' ? ', while a visitor reads' : ''})`, `${origin}${first}`, {
      connections: 20,
      seconds: 10,
      paths: paths.length > 1 ? paths : undefined,
    });
  };
  const searchAlone = await run('alone');
  const cachedAlone = await wrk(`${VISITOR_PAGE} (${where}, cached page)`, `${origin}${VISITOR_PAGE}`, { connections: 20, seconds: 10 });
  const [searchLoaded, visitor] = await Promise.all([
    run('loaded'),
    wrk(`${VISITOR_PAGE} (${where}, a visitor, 2 connections)`, `${origin}${VISITOR_PAGE}`, { connections: 2, seconds: 10 }),
  ]);
  return { searchAlone, cachedAlone, searchLoaded, visitor };
}

/** The address of the first news item the listing links to: a cached page of one item. */
async function anItemPage(): Promise<string> {
  const html = await pageHtml(siteUrl, '/News');
  const found = /href="(\/News\/[A-Za-z0-9_-]+)"/.exec(html)?.[1];
  if (found === undefined) throw new Error('bench: /News links to no item page');
  return found;
}

/** Addresses of items that do not exist, each new to the server: a well-formed id and a slug. */
function inventedItemPaths(count: number): string[] {
  return Array.from({ length: count }, () => `/News/${randomBytes(12).toString('hex')}-no-such-item`);
}

/** wrk through the nginx front and at the Next origin (see the header comment). */
export async function measureLoad(): Promise<LoadResults> {
  const homeHtml = readFileSync(path.join(root, distDir, 'server', 'app', 'index.html'), 'utf8');
  const staticDir = path.join(tmpdir(), `school-website-bench-static-${process.pid}`);
  mkdirSync(staticDir, { recursive: true });
  const staticFile = path.join(staticDir, 'bench-home-copy.html');
  writeFileSync(staticFile, homeHtml);
  const front = startFront({
    httpsPort: ports.front,
    httpPort: ports.front + 1,
    upstreams: [`127.0.0.1:${ports.site}`],
    // wrk is one client standing for many visitors; the limits per client are checked by e2e/front.spec.ts.
    perClientLimits: false,
    // The baseline: the same bytes as `/`, from disk, through the same server block, TLS and logging.
    extraServerDirectives: `    location = /bench-home-copy.html {\n        alias ${staticFile};\n        default_type text/html;\n    }`,
  });
  const agent = trustingAgent(front);
  try {
    const staticUrl = `${front.origin}/bench-home-copy.html`;
    const pageUrl = `${front.origin}/`;
    // wrk asks without Accept-Encoding, so this is the copy it gets.
    for (let attempt = 0; ; attempt += 1) {
      const status = await cacheStatus(pageUrl, agent).catch(() => 'down');
      if (status === 'HIT') break;
      if (attempt > 100) throw new Error(`the front did not cache / (last X-Cache-Status: ${status})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cacheStatus(staticUrl, agent);
    log('wrk: 50 connections, 10 s each, through the nginx front and at the origin');
    const frontStatic = await wrk('static copy of / (nginx, from disk)', staticUrl, { connections: 50, seconds: 10 });
    const frontPage = await wrk('/ (nginx, cached page)', pageUrl, { connections: 50, seconds: 10 });
    const origin = await wrk('/ (Next origin alone)', `${siteUrl}/`, { connections: 50, seconds: 10 });

    const itemPage = await anItemPage();
    log(`wrk: a cached item page (${itemPage}) and then 2,000 invented item addresses in turn, at the Next origin, 20 connections, 10 s each`);
    const cachedItem = await wrk(`${itemPage.slice(0, 40)}… (Next origin, cached item page)`, `${siteUrl}${itemPage}`, { connections: 20, seconds: 10 });
    const inventedPaths = inventedItemPaths(2000);
    const invented = await wrk('/News/<invented id>-no-such-item (Next origin, 2,000 in turn, each a 404)', `${siteUrl}${inventedPaths[0]}`, { connections: 20, seconds: 10, paths: inventedPaths });

    log(`wrk: /search (${SEARCH_WORDS.length} searches in turn) and ${VISITOR_PAGE} through the front, 20 connections, 10 s; then a visitor while /search is loaded`);
    const viaFront = await searchUnderLoad('front', front.origin, (which) => ({
      label: `/search, ${SEARCH_WORDS.length} searches`,
      paths: searchMix(which === 'alone' ? 'school' : 'class'),
    }));
    log(`wrk: ${SEARCH} and ${VISITOR_PAGE} at the origin, the same way (figures with no budget)`);
    const atOrigin = await searchUnderLoad('origin', siteUrl, () => ({ label: SEARCH, paths: [SEARCH] }));
    return { frontStatic, frontPage, origin, cachedItem, invented, front: viaFront, atOrigin };
  } finally {
    await agent.close();
    await front.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
}
