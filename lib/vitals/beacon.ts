// The browser's half of the real visitors' figures (issue 39): web-vitals measures the page, and when the
// page is hidden (another tab, the phone locked, a link followed, the tab closed) one beacon carries the
// figures measured so far to /api/vitals. Loaded by components/layout/web-vitals.tsx once the page is idle;
// web-vitals reads the entries buffered before it came, so loading late loses nothing.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalsSample } from './counts';
import { CONNECTIONS, type ConnectionType, type MetricName } from './metrics';
import { routePattern } from './routes';

export const VITALS_ENDPOINT = '/api/vitals';

function connectionType(): ConnectionType {
  // Network Information API: Chromium browsers only, so not in the DOM types.
  const reported = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTIONS.find((type) => type === reported) ?? 'unknown';
}

/** Starts measuring the page the visitor landed on at `pathname`, counted under its route's pattern. */
export function reportWebVitals(pathname: string): void {
  const route = routePattern(pathname);
  const pending = new Map<MetricName, number>();
  // One value per metric and page view: a page shown again from the back/forward cache is a new view with new ids.
  const sent = new Set<string>();

  function keep(metric: Metric): void {
    if (sent.has(metric.id)) return;
    sent.add(metric.id);
    pending.set(metric.name as MetricName, metric.value);
  }

  function flush(): void {
    if (pending.size === 0) return;
    // All a beacon says: no address, no query, no identifier, no cookie.
    const beacon: VitalsSample = { route, connection: connectionType(), metrics: [...pending].map(([name, value]) => ({ name, value })) };
    pending.clear();
    // A string is sent as text/plain: a simple request, which the browser delivers even as the page unloads.
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(beacon));
  }

  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  // After web-vitals' own listeners, so the figures they finish on hiding are in this beacon.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
