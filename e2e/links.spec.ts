import { expect, test, type APIRequestContext } from '@playwright/test';

// A link check over the built site: every page reachable from the HTML sitemap, every internal link on
// those pages, and every file under /docs and /images they point at (links, embeds, frames, images)
// answers 200. External links are only checked for target="_blank" and rel="noopener".

interface PageRefs {
  pages: string[];
  files: string[];
  externalWithoutNewTab: string[];
}

async function collect(html: string, base: string): Promise<PageRefs> {
  const pages = new Set<string>();
  const files = new Set<string>();
  const externalWithoutNewTab: string[] = [];
  const attr = /<(a|object|iframe|img|source|link)\b([^>]*)>/gi;
  for (const match of html.matchAll(attr)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attrs = match[2] ?? '';
    const value = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attrs)?.[1]?.replace(/&amp;/g, '&');
    const refs = [value('href'), value('src'), value('data'), ...(value('srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0])];
    for (const ref of refs) {
      if (!ref || ref.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(ref)) continue;
      const url = new URL(ref, base);
      // Photos of the content service are the no-JavaScript fallback of the listing pages' lightboxes.
      if (url.origin !== new URL(base).origin && url.pathname.startsWith('/api/image/')) continue;
      if (url.origin !== new URL(base).origin) {
        if (tag === 'a' && !(/target="_blank"/.test(attrs) && /rel="[^"]*noopener/.test(attrs))) externalWithoutNewTab.push(url.href);
        continue;
      }
      const path = url.pathname + url.search;
      if (url.pathname.startsWith('/docs/') || url.pathname.startsWith('/images/')) files.add(url.pathname);
      else if (url.pathname.startsWith('/_next/image')) {
        const inner = url.searchParams.get('url');
        if (inner?.startsWith('/docs/') || inner?.startsWith('/images/')) files.add(inner);
      } else if (tag === 'a' && !url.pathname.startsWith('/_next/') && !url.pathname.startsWith('/api/')) pages.add(path);
    }
  }
  return { pages: [...pages], files: [...files], externalWithoutNewTab };
}

async function status(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path, { maxRedirects: 0 });
  return response.status();
}

test('every internal page, link and document answers 200', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const base = baseURL ?? 'http://127.0.0.1';
  const start = await request.get('/sitemap');
  expect(start.status()).toBe(200);

  const seenPages = new Set<string>(['/sitemap']);
  const queue: string[] = [];
  const files = new Set<string>();
  const problems: string[] = [];
  const fromSitemap = await collect(await start.text(), base);
  const enqueue = (page: string) => {
    if (seenPages.has(page)) return;
    seenPages.add(page);
    queue.push(page);
  };
  fromSitemap.pages.forEach(enqueue);
  fromSitemap.files.forEach((file) => files.add(file));
  expect(queue.length).toBeGreaterThan(40);

  // Crawl one level out from the sitemap's pages: every page they link to is checked and, if it is a page of
  // the route table, read for its own links too.
  for (let page = queue.shift(); page; page = queue.shift()) {
    const response = await request.get(page, { maxRedirects: 0 });
    if (response.status() !== 200) {
      problems.push(`${page} answered ${response.status()}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const refs = await collect(await response.text(), base);
    refs.files.forEach((file) => files.add(file));
    refs.externalWithoutNewTab.forEach((href) => problems.push(`${page}: external link ${href} does not open in a new tab with noopener`));
    refs.pages.forEach(enqueue);
  }

  for (const file of files) {
    const code = await status(request, file);
    if (code !== 200) problems.push(`${file} answered ${code}`);
  }
  expect(files.size).toBeGreaterThan(150);
  expect(problems).toEqual([]);
});

test('documents are served as PDFs and photos as JPEGs', async ({ request }) => {
  const pdf = await request.get('/docs/syllabus/class-01-syllabus-2025-26.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const photo = await request.get('/images/labs/computer-lab-1.jpg');
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toContain('image/jpeg');
});
