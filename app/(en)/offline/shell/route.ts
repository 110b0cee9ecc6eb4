import { buildFileHandler } from '@/lib/offline/build-file';
import { withoutScripts } from '@/lib/offline/saved-page';

/**
 * The offline page (app/offline/page.tsx) as the service worker precaches it: the HTML this build
 * prerendered, without its scripts (7 KB gzip instead of 15). The worker serves it without scripts anyway,
 * so a phone downloads only what it will show. Never cached: each build's worker precaches its own.
 */
export const dynamic = 'force-dynamic';

export const GET = buildFileHandler({
  file: ['server', 'app', 'offline.html'],
  contentType: 'text/html; charset=utf-8',
  transform: withoutScripts,
  missing: 'offline/shell: this build has no prerendered offline page',
});
