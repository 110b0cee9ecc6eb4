import { getConfig } from '@/lib/config';
import { resourceFetchTimes } from '@/lib/content/resources';
import { healthReport } from '@/lib/server/health';

// A monitor must see the state of this moment, never a prerendered or cached answer.
export const dynamic = 'force-dynamic';

const startedAt = Date.now() - Math.round(process.uptime() * 1000);

/**
 * For monitors: 200 with each list resource's time since its last good fetch, or 503 when one has had
 * none for longer than HEALTH_STALE_SECONDS. Names resources only, never the vendor's address or token.
 */
export async function GET(): Promise<Response> {
  const report = healthReport(await resourceFetchTimes(), Date.now(), startedAt, getConfig().healthStaleSeconds);
  return Response.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
