import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { getConfig, type PushConfig } from '@/lib/config';
import { PUSH_BODY_LIMIT } from '@/lib/push/contract';
import { isAllowedEndpoint } from '@/lib/push/endpoint';
import { StoreUnavailable, pushStore } from '@/lib/push/store';
import { parsedJson, subscribeBody, unsubscribeBody } from '@/lib/push/subscription-request';
import { limitedClient } from '@/lib/server/client-address';
import { createLimiter, takePoint } from '@/lib/server/rate-limit';
import { readBody } from '@/lib/server/read-body';
import { crossSite } from '@/lib/server/same-site';

// A parent turning alerts on or off (issue 49; lib/push/contract.ts). Nothing here is cached or prerendered.
export const dynamic = 'force-dynamic';

const BODY_TIMEOUT_MS = 3_000;
/** Turning on, changing topics and turning off are a few requests; ten a minute leave room for a school lab behind one address. */
const CHANGES_PER_CLIENT = { points: 10, duration: 60 };

let limiter: RateLimiterAbstract | undefined;

function answer(status: number, body?: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  const init = { status, headers: { 'Cache-Control': 'no-store', ...headers } };
  return body === undefined ? new Response(null, init) : Response.json(body, init);
}

type Checked = { push: PushConfig; json: unknown } | { refusal: Response };

/** The checks both methods share, cheapest first: alerts on, same site, within the client's limit, a body within 4 KB. */
async function checked(request: Request): Promise<Checked> {
  const { push, redisUrl } = getConfig();
  if (push === null) return { refusal: answer(404, { message: 'Alerts are not offered by this site.' }) };
  if (crossSite(request)) return { refusal: answer(403, { message: 'Cross-site requests are not allowed.' }) };
  const client = limitedClient(request.headers, 'push');
  if (client === null) return { refusal: answer(503, { message: 'Alerts cannot be changed just now. Please try again later.' }) };
  limiter ??= createLimiter('push-client', CHANGES_PER_CLIENT, redisUrl);
  const wait = await takePoint(limiter, client.key);
  if (wait !== null) return { refusal: answer(429, { message: 'Too many changes from this address. Please try again in a minute.' }, { 'Retry-After': String(wait) }) };
  const body = await readBody(request, PUSH_BODY_LIMIT, BODY_TIMEOUT_MS);
  if (!body.ok) return { refusal: body.reason === 'too-large' ? answer(413, { message: 'A subscription is at most 4 KB.' }) : answer(400, { message: 'The request could not be read.' }) };
  return { push, json: parsedJson(body.text) };
}

const unavailable = () => answer(503, { message: 'Alerts cannot be changed just now. Please try again later.' });

/** Turns alerts on (or changes their topics), or moves them to a renewed subscription. */
export async function POST(request: Request): Promise<Response> {
  const check = await checked(request);
  if ('refusal' in check) return check.refusal;
  const parsed = subscribeBody.safeParse(check.json);
  if (!parsed.success) return answer(400, { message: 'That is not a push subscription.' });
  const { subscription } = parsed.data;
  if (!isAllowedEndpoint(subscription.endpoint, check.push.serviceOrigins)) {
    return answer(400, { message: "This browser's push service is not one the site sends to." });
  }
  const store = pushStore();
  try {
    // A worker's renewed subscription keeps what the old one was for.
    const wanted = 'replaces' in parsed.data ? await store.find(parsed.data.replaces) : { topics: [...new Set(parsed.data.topics)], locale: parsed.data.locale };
    if (wanted === null) return answer(404, { message: 'That subscription is not kept here.' });
    const { topics, locale } = wanted;
    const existing = await store.find(subscription.endpoint);
    const saved = await store.save({ endpoint: subscription.endpoint, keys: subscription.keys, topics, locale, createdAt: existing?.createdAt ?? Date.now() });
    if (saved === 'full') return answer(503, { message: 'Alerts cannot be turned on just now. Please use the RSS feed.' });
    if ('replaces' in parsed.data && parsed.data.replaces !== subscription.endpoint) await store.remove([parsed.data.replaces]);
    return answer(201, { topics, locale });
  } catch (error) {
    if (error instanceof StoreUnavailable) return unavailable();
    throw error;
  }
}

/** Turns alerts off: the subscription is deleted at once (204 whether or not it was kept). */
export async function DELETE(request: Request): Promise<Response> {
  const check = await checked(request);
  if ('refusal' in check) return check.refusal;
  const parsed = unsubscribeBody.safeParse(check.json);
  if (!parsed.success) return answer(400, { message: 'That is not a push subscription.' });
  try {
    await pushStore().remove([parsed.data.endpoint]);
    return answer(204);
  } catch (error) {
    if (error instanceof StoreUnavailable) return unavailable();
    throw error;
  }
}
