import 'server-only';
import { getConfig } from '@/lib/config';

/** The path prefix under which the content service serves stored files. */
export const IMAGE_PREFIX = '/api/image/';

/**
 * Turns a stored file path into `${CONTENT_API_URL}/api/image/{path}`, or null when the path is unusable.
 * Each segment is percent-encoded; absolute URLs, protocol-relative paths, `..` (also percent-encoded),
 * backslashes and control characters are refused, so the result always stays on the content service's
 * origin and under /api/image/.
 */
export function fileUrl(path: unknown): string | null {
  const segments = safeSegments(path);
  if (!segments) return null;
  return `${getConfig().contentApiUrl}${IMAGE_PREFIX}${segments.map(encodeURIComponent).join('/')}`;
}

/** The decoded, validated segments of a stored path, or null when the path is unsafe or empty. */
export function safeSegments(path: unknown): string[] | null {
  if (typeof path !== 'string') return null;
  let value = path.trim();
  if (value === '' || value.length > 1024) return null;
  // Control characters and backslashes have no place in a stored path and are how traversals hide.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  value = value.replace(/^\/+/, '');
  const segments: string[] = [];
  for (const raw of value.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..') return null;
    if (/[\u0000-\u001f\u007f\\/]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments.length > 0 ? segments : null;
}

/** The URL itself when it is an absolute http(s) URL; null for anything else (javascript:, data:, relative). */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
