import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { getConfig } from '@/lib/config';
import { limitedClient } from '@/lib/server/client-address';
import { createLimiter, takePoint } from '@/lib/server/rate-limit';
import { readBody } from '@/lib/server/read-body';
import { crossSite } from '@/lib/server/same-site';
import { vitalsSampleSchema } from '@/lib/vitals/counts';
import { recordVitals } from '@/lib/vitals/store';

// Real visitors' Core Web Vitals (issue 39): one beacon per page view from lib/vitals/beacon.ts, counted into
// the day's figures and never kept as a visit. Nothing here may be cached or prerendered.
export const dynamic = 'force-dynamic';

/** A beacon is about 150 bytes; anything near a kilobyte is not one. */
export const MAX_BEACON_BYTES = 1024;
const BODY_TIMEOUT_MS = 2_000;
/**
 * A page view sends one beacon, a few if it is hidden and shown again. Sixty in ten minutes leave room for a
 * school lab behind one address, while one client cannot tilt the figures of a small school's site.
 */
const BEACONS_PER_CLIENT = { points: 60, duration: 600 };

let limiter: RateLimiterAbstract | undefined;

function answer(status: number, message?: string, headers: Record<string, string> = {}): Response {
  const init = { status, headers: { 'Cache-Control': 'no-store', ...headers } };
  return message === undefined ? new Response(null, init) : Response.json({ message }, init);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Counts a beacon's figures; 204 when counted, and a refusal with its reason otherwise. */
export async function POST(request: Request): Promise<Response> {
  if (crossSite(request)) return answer(403, 'Cross-site requests are not allowed.');
  // sendBeacon sends a string as text/plain; JSON is accepted too. Anything else is not a beacon.
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') return answer(415, 'A beacon is JSON sent as text/plain or application/json.');
  const client = limitedClient(request.headers, 'vitals');
  if (client === null) return answer(503, 'Speed figures are not being collected just now.');
  limiter ??= createLimiter('vitals-client', BEACONS_PER_CLIENT, getConfig().redisUrl);
  const wait = await takePoint(limiter, client.key);
  if (wait !== null) return answer(429, 'Too many reports from this address.', { 'Retry-After': String(wait) });

  const body = await readBody(request, MAX_BEACON_BYTES, BODY_TIMEOUT_MS);
  if (!body.ok) return body.reason === 'too-large' ? answer(413, 'A beacon is at most 1 KB.') : answer(400, 'The beacon could not be read.');
  const beacon = vitalsSampleSchema.safeParse(parsedJson(body.text));
  if (!beacon.success) return answer(400, 'The beacon is not one this site sends.');
  await recordVitals(beacon.data);
  return answer(204);
}
