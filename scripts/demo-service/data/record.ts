import { kolkataMidnightIso, type DemoDate } from './calendar';
import { demoObjectId } from './ids';
import type { DemoRecord } from './types';

/** The bookkeeping fields of a record created on `date`, with an id derived from `seed`. */
export function demoRecord(seed: string, date: DemoDate): DemoRecord {
  const midnight = Date.parse(kolkataMidnightIso(date));
  // Office staff upload in working hours: created mid-morning, touched again in the afternoon.
  const createdAt = new Date(midnight + (10 * 60 + (seed.length % 50)) * 60 * 1000).toISOString();
  const updatedAt = new Date(midnight + (15 * 60 + (seed.length % 40)) * 60 * 1000).toISOString();
  return { _id: demoObjectId(seed), createdAt, updatedAt, __v: 0 };
}
