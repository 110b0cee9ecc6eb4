import 'server-only';
import { getConfig } from '@/lib/config';
import { callLiveVendor } from './breaker';
import { callAndLog } from './resource';
import { logUpstream } from './log';
import { visitorSchema } from './schemas';

/**
 * Registers one visit (POST /api/visitor) and then reads the count (GET /api/visitor/{schoolcode}), in
 * that order, as spec section 4 requires. Never cached. Returns 0 when either call fails, at once while
 * the vendor's circuit breaker is open.
 */
export async function recordVisit(): Promise<number> {
  const { schoolCode } = getConfig();
  try {
    const registered = await callAndLog({
      resource: 'visitor/register',
      path: '/api/visitor',
      method: 'POST',
      auth: true,
      body: { schoolcode: schoolCode },
    }, callLiveVendor);
    logUpstream({ resource: 'visitor/register', endpoint: '/api/visitor', status: registered.status, ms: registered.ms });
    const endpoint = `/api/visitor/${encodeURIComponent(schoolCode)}`;
    const answer = await callAndLog({ resource: 'visitor/count', path: endpoint, auth: true }, callLiveVendor);
    const first: unknown = Array.isArray(answer.json) ? answer.json[0] : undefined;
    const parsed = visitorSchema.safeParse(first);
    logUpstream({ resource: 'visitor/count', endpoint, status: answer.status, ms: answer.ms, kept: parsed.success ? 1 : 0, dropped: parsed.success ? 0 : 1 });
    return parsed.success ? parsed.data.visitor : 0;
  } catch {
    // callAndLog has logged the failure; the count stays 0 (spec section 8).
    return 0;
  }
}
