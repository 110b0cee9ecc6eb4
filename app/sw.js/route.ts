import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The service worker of this build (lib/offline/sw.ts), written beside the build by `next build`
 * (lib/offline/build-service-worker.mjs). Never cached, by the browser or the front, so a new build's
 * worker is found on the next visit; its scope is the whole site.
 */
export const dynamic = 'force-dynamic';

let script: Promise<string | null> | undefined;

function builtWorker(): Promise<string | null> {
  script ??= readFile(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'sw', 'sw.js'), 'utf8').catch(() => {
    console.warn('sw.js: this build has no service worker (build it with `npm run build`); pages work without one');
    return null;
  });
  return script;
}

export async function GET(): Promise<Response> {
  const body = await builtWorker();
  const headers = { 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate' };
  if (body === null) return new Response('No service worker in this build.\n', { status: 404, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(body, { headers: { ...headers, 'content-type': 'text/javascript; charset=utf-8' } });
}
