import { createHash } from 'node:crypto';

/** A 24-hex-digit id shaped like a MongoDB ObjectId, stable for the same seed across restarts. */
export function demoObjectId(seed: string): string {
  return createHash('sha1').update(`sams-demo:${seed}`).digest('hex').slice(0, 24);
}
