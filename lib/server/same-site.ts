import 'server-only';
import { getConfig } from '@/lib/config';

/** True when the browser says the request comes from another site (Sec-Fetch-Site, else Origin). */
export function crossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  // The Host the browser addressed, or the public origin when a proxy rewrites Host.
  return host !== request.headers.get('host') && host !== new URL(getConfig().siteUrl).host;
}
