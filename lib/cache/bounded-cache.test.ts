/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onlyRealPages } from './bounded-cache.cjs';
import {
  FileSystemCache,
  nodeFs,
  type CacheHandlerContext,
  type GetIncrementalResponseCacheHandlerContext,
  type IncrementalCachedAppPageValue,
  type IncrementalCacheValue,
  type SetIncrementalResponseCacheContext,
} from './next-internals.cjs';

// Next's value kinds are const enums in its declarations; tests build the values as Next's JSON has them.
const page = (status: number, text: string) =>
  ({
    kind: 'APP_PAGE',
    html: `<!doctype html><p>${text}</p>`,
    rscData: Buffer.from(text),
    status,
    headers: status === 308 ? { location: '/News/1-new-title' } : {},
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  }) as unknown as IncrementalCachedAppPageValue;
const routeAnswer = (status: number) => ({ kind: 'APP_ROUTE', body: Buffer.from('card'), status, headers: {} }) as unknown as IncrementalCacheValue;
const setPage = { cacheControl: { revalidate: 300, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as unknown as SetIncrementalResponseCacheContext;
const getPage = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as unknown as GetIncrementalResponseCacheHandlerContext;
const getRoute = { kind: 'APP_ROUTE', isRoutePPREnabled: false, isFallback: false } as unknown as GetIncrementalResponseCacheHandlerContext;

let dist: string;
let serverDistDir: string;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'bounded-cache-'));
  serverDistDir = path.join(dist, 'server');
  mkdirSync(path.join(serverDistDir, 'app'), { recursive: true });
  writeFileSync(path.join(dist, 'BUILD_ID'), 'build-1\n');
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

function handler() {
  const Bounded = onlyRealPages(FileSystemCache);
  // A new class per test: FileSystemCache keeps an in-memory copy per class, which would hide the disk.
  return new (class extends Bounded {})({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], _requestHeaders: {} } as unknown as CacheHandlerContext);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => statSync(path.join(dir, name)).isFile());
}

describe('onlyRealPages over Next’s file-system cache', () => {
  it('stores a real page, and nothing for a thousand invented addresses that answered 404', async () => {
    const cache = handler();
    await cache.set('/News/1-sports-day', page(200, 'Sports day'), setPage);
    const real = filesUnder(serverDistDir).length;
    expect(real).toBeGreaterThan(0);
    for (let n = 0; n < 1000; n += 1) await cache.set(`/News/${n}-invented`, page(404, 'Not found'), setPage);
    for (let n = 0; n < 100; n += 1) await cache.set(`/og/News/${n}`, routeAnswer(404), setPage);
    expect(filesUnder(serverDistDir)).toHaveLength(real);
    expect(await cache.get('/News/5-invented', getPage)).toBeNull();
  });

  it('stores nothing for a redirect of an address that was never a page', async () => {
    const cache = handler();
    await cache.set('/News/1-junk-words', page(308, ''), setPage);
    expect(filesUnder(serverDistDir)).toHaveLength(0);
  });

  it('replaces a real page whose item was withdrawn with its 404, so the old page is not served again', async () => {
    const cache = handler();
    await cache.set('/News/1-sports-day', page(200, 'Sports day'), setPage);
    await cache.set('/News/1-sports-day', page(404, 'Not found'), setPage);
    const entry = await cache.get('/News/1-sports-day', getPage);
    expect(entry?.value).toMatchObject({ status: 404 });
  });

  it('replaces a real card whose item was withdrawn', async () => {
    const cache = handler();
    await cache.set('/og/News/1', routeAnswer(200), setPage);
    await cache.set('/og/News/1', routeAnswer(404), setPage);
    expect((await cache.get('/og/News/1', getRoute))?.value).toMatchObject({ status: 404 });
  });
});
