import { getConfig } from '@/lib/config';
import { resourceFetchTimes } from '@/lib/content/resources';
import { healthReport } from '@/lib/server/health';
import { sharedRedis, type RedisHealth } from '@/lib/server/redis.cjs';

// A monitor must see the state of this moment, never a prerendered or cached answer.
export const dynamic = 'force-dynamic';

function redisState({ state, since }: RedisHealth): Pick<RedisHealth, 'state' | 'since'> {
  return { state, since };
}

const startedAt = Date.now() - Math.round(process.uptime() * 1000);

/**
 * For monitors: 200 with each list resource's time since its last good fetch, or 503 when one has had
 * none for longer than HEALTH_STALE_SECONDS. Names resources only, never the vendor's address or token.
 * With REDIS_URL set it adds the shared cache's connection (`redis`: up, down or connecting, and since when); Redis being
 * down never makes it 503, as visitors are still served from each instance's own cache.
 */
export async function GET(): Promise<Response> {
  const { healthStaleSeconds, redisUrl } = getConfig();
  const report = healthReport(await resourceFetchTimes(), Date.now(), startedAt, healthStaleSeconds);
  // The connection's state only: Redis's error text names internal addresses, which the log keeps instead.
  const body = redisUrl === null ? report : { ...report, redis: redisState(sharedRedis(redisUrl).health()) };
  return Response.json(body, { status: report.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
