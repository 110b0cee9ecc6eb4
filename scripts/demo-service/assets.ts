// Serving stored files for GET /api/image/{path}, the vendor's one file endpoint.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

export type StoredPath = { ok: true; path: string } | { ok: false; status: 400 | 404; message: string };

/** The stored path named by the raw (still percent-encoded) rest of an /api/image/ URL, or why it is refused. */
export function parseStoredPath(raw: string): StoredPath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false, status: 400, message: 'Invalid path encoding' };
  }
  // Checked on both spellings: `%2e%2e` and `%5c` must not slip past the raw check.
  for (const candidate of [raw, decoded]) {
    if (candidate.includes('..') || candidate.includes('\\') || candidate.startsWith('/') || candidate.includes('\0')) {
      return { ok: false, status: 400, message: 'Invalid path' };
    }
  }
  if (decoded === '' || decoded.split('/').some((segment) => segment === '' || segment === '.')) {
    return { ok: false, status: 400, message: 'Invalid path' };
  }
  return { ok: true, path: decoded };
}

/** The MIME type served for a stored file, or null for kinds the service does not serve. */
export function contentTypeOf(file: string): string | null {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? null;
}

/** The bytes and type of a stored file, or null when there is no such servable file. */
export async function readStoredFile(root: string, stored: string): Promise<{ data: Buffer; contentType: string } | null> {
  const contentType = contentTypeOf(stored);
  if (!contentType) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, stored);
  // Belt and braces: the parsed path can no longer escape, but never read outside the folder.
  if (!file.startsWith(base + path.sep)) return null;
  try {
    return { data: await readFile(file), contentType };
  } catch {
    return null;
  }
}
