import 'server-only';
import { getConfig } from '@/lib/config';
import { pushStore, StoreUnavailable, type SendRecord, type SubscriptionCounts } from './store';

/** What the office's page shows of alerts: null when they are off; `unavailable` when the store did not answer. */
export type AlertsOverview = null | ({ quietHours: { from: string; to: string } | null } & ({ unavailable: true } | { unavailable: false; counts: SubscriptionCounts; sends: SendRecord[] }));

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function alertsOverview(): Promise<AlertsOverview> {
  const { push } = getConfig();
  if (push === null) return null;
  const quietHours = push.quietHours && { from: clock(push.quietHours.from), to: clock(push.quietHours.to) };
  const store = pushStore();
  try {
    const [counts, sends] = await Promise.all([store.counts(), store.lastSends()]);
    return { quietHours, unavailable: false, counts, sends };
  } catch (error) {
    if (error instanceof StoreUnavailable) return { quietHours, unavailable: true };
    throw error;
  }
}
