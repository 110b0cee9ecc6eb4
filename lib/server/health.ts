import 'server-only';

/** One list resource of the content service in the health report: seconds since its last good fetch (or since the server started, when none yet). */
export interface ResourceHealth {
  ageSeconds: number;
  lastGoodFetch: string | null;
}

export interface HealthReport {
  status: 'ok' | 'stale';
  limitSeconds: number;
  /** Resources older than the limit, by name. */
  stale: string[];
  resources: Record<string, ResourceHealth>;
}

/**
 * Judges each resource's last good fetch (epoch ms, or null for never) against the staleness limit. A resource
 * never fetched good counts from the server's start, so a fresh process is not reported before it had
 * the chance to fetch.
 */
export function healthReport(fetchTimes: Record<string, number | null>, now: number, startedAt: number, limitSeconds: number): HealthReport {
  const resources: Record<string, ResourceHealth> = {};
  const stale: string[] = [];
  for (const [resource, fetchedAt] of Object.entries(fetchTimes).sort(([a], [b]) => a.localeCompare(b))) {
    const ageSeconds = Math.max(0, Math.floor((now - (fetchedAt ?? startedAt)) / 1000));
    resources[resource] = { ageSeconds, lastGoodFetch: fetchedAt === null ? null : new Date(fetchedAt).toISOString() };
    if (ageSeconds > limitSeconds) stale.push(resource);
  }
  return { status: stale.length === 0 ? 'ok' : 'stale', limitSeconds, stale, resources };
}
