import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { withoutScripts } from '@/lib/offline/saved-page';

/**
 * The offline page (app/offline/page.tsx) as the service worker precaches it: the HTML this build
 * prerendered, without its scripts (7 KB gzip instead of 15). The worker serves it without scripts anyway,
 * so a phone downloads only what it will show. Never cached: each build's worker precaches its own.
 */
export const dynamic = 'force-dynamic';

let shell: Promise<string | null> | undefined;

function prerendered(): Promise<string | null> {
  shell ??= readFile(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'app', 'offline.html'), 'utf8')
    .then(withoutScripts)
    .catch(() => {
      console.warn('offline/shell: this build has no prerendered offline page');
      return null;
    });
  return shell;
}

export async function GET(): Promise<Response> {
  const html = await prerendered();
  const headers = { 'cache-control': 'no-store' };
  if (html === null) return new Response('Not found\n', { status: 404, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(html, { headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}
