import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { getConfig } from '@/lib/config';
import { recordVisit } from '@/lib/content/visitor';
import { limitedClient } from '@/lib/server/client-address';
import { createLimiter, takePoint } from '@/lib/server/rate-limit';
import { crossSite } from '@/lib/server/same-site';

// Every call registers a visit with the vendor, so nothing here may be cached or prerendered.
export const dynamic = 'force-dynamic';

// Indian digit grouping (12,34,567), made here once: the first `toLocaleString('en-IN')` in a browser loads
// ICU's locale data, which a trace showed as a 30-116 ms task in the footer's hydration on every page.
const indian = new Intl.NumberFormat('en-IN');

// A page load posts once; six a minute leave room for a family behind one address opening a few pages at
// once, while a script can no longer inflate the count or spend two vendor calls per post at will.
const VISITS_PER_CLIENT = { points: 6, duration: 60 };

// Made on the first request, not at import: `next build` imports the route without a server's environment.
let limiter: RateLimiterAbstract | undefined;
/** The count the vendor last gave this process: what a visitor over the limit is shown, uncounted. */
let lastCount = 0;

function countAnswer(count: number): Response {
  return Response.json({ count, label: indian.format(count) }, { headers: { 'Cache-Control': 'no-store' } });
}

function refusal(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Registers one visit and answers the new count, and its label; the browser never talks to the vendor itself.
 * Refuses cross-site posts, and counts at most VISITS_PER_CLIENT per client: beyond it the answer is the last
 * count this process was given (0 before the first), without a vendor call.
 */
export async function POST(request: Request): Promise<Response> {
  if (crossSite(request)) return refusal(403, 'Cross-site requests are not allowed.');
  const client = limitedClient(request.headers, 'visit');
  if (client === null) return refusal(503, 'The visitor count is unavailable.');
  limiter ??= createLimiter('visit-client', VISITS_PER_CLIENT, getConfig().redisUrl);
  const wait = await takePoint(limiter, client.key);
  // A visitor opening pages quickly, or a lab behind one address, still sees the count; the visit is just not counted.
  if (wait !== null) return countAnswer(lastCount);

  const count = await recordVisit();
  if (count > 0) lastCount = count;
  return countAnswer(count);
}
