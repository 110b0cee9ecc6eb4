import { addCounts, sampleFields, type DayCounts, type VitalsSample } from '@/lib/vitals/counts';

/** A day's counts of the given page views, as the store keeps them. */
export function vitalsDay(...views: VitalsSample[]): DayCounts {
  const counts: DayCounts = {};
  for (const view of views) addCounts(counts, Object.fromEntries(sampleFields(view).map((field) => [field, 1])));
  return counts;
}

/** 28 days named 2026-11-01 to 2026-11-28 (the 28th is "today"), empty unless given by day of the month. */
export function vitalsMonth(given: Record<number, DayCounts>): Map<string, DayCounts> {
  return new Map(Array.from({ length: 28 }, (_, index) => [`2026-11-${String(index + 1).padStart(2, '0')}`, given[index + 1] ?? {}]));
}
