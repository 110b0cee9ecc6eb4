import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface BuildFile {
  /** The file's path inside this build's dist dir. */
  file: string[];
  contentType: string;
  /** What the file becomes before it is served (read once). */
  transform?: (text: string) => string;
  /** Logged once when this build has no such file; the route then answers 404. */
  missing: string;
}

/**
 * A GET handler serving a file this build wrote beside itself (`next build` writes the service worker and
 * prerenders the offline page there), read once per process, never cached: every build serves its own,
 * and a new build's is found on the next visit.
 */
export function buildFileHandler({ file, contentType, transform = (text) => text, missing }: BuildFile): () => Promise<Response> {
  let body: Promise<string | null> | undefined;
  const headers = { 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate' };
  return async () => {
    body ??= readFile(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', ...file), 'utf8')
      .then(transform)
      .catch(() => {
        console.warn(missing);
        return null;
      });
    const text = await body;
    if (text === null) return new Response('Not found\n', { status: 404, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
    return new Response(text, { headers: { ...headers, 'content-type': contentType } });
  };
}
