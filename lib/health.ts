/** One content feed in the health report: seconds since its last good fetch (or since the server started, when none yet). */
export interface FeedHealth {
  ageSeconds: number;
  lastGoodFetch: string | null;
}

export interface HealthReport {
  status: 'ok' | 'stale';
  limitSeconds: number;
  /** Feeds older than the limit, by name. */
  stale: string[];
  feeds: Record<string, FeedHealth>;
}

/**
 * Judges each feed's last good fetch (epoch ms, or null for never) against the staleness limit. A feed
 * never fetched good counts from the server's start, so a fresh process is not reported before it had
 * the chance to fetch.
 */
export function healthReport(fetchTimes: Record<string, number | null>, now: number, startedAt: number, limitSeconds: number): HealthReport {
  const feeds: Record<string, FeedHealth> = {};
  const stale: string[] = [];
  for (const [feed, fetchedAt] of Object.entries(fetchTimes).sort(([a], [b]) => a.localeCompare(b))) {
    const ageSeconds = Math.max(0, Math.floor((now - (fetchedAt ?? startedAt)) / 1000));
    feeds[feed] = { ageSeconds, lastGoodFetch: fetchedAt === null ? null : new Date(fetchedAt).toISOString() };
    if (ageSeconds > limitSeconds) stale.push(feed);
  }
  return { status: stale.length === 0 ? 'ok' : 'stale', limitSeconds, stale, feeds };
}
