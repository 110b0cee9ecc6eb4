import { buildFileHandler } from '@/lib/offline/build-file';

/**
 * The service worker of this build (lib/offline/sw.ts), written beside the build by `next build`
 * (lib/offline/build-service-worker.mjs). Never cached, by the browser or the front, so a new build's
 * worker is found on the next visit; its scope is the whole site.
 */
export const dynamic = 'force-dynamic';

export const GET = buildFileHandler({
  file: ['sw', 'sw.js'],
  contentType: 'text/javascript; charset=utf-8',
  missing: 'sw.js: this build has no service worker (build it with `next build`); pages work without one',
});
