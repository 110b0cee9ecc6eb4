// Where a copy of the site keeps its real visitors' figures on disk: one JSON file of counts per day
// (lib/vitals/counts.ts), beside the build's own cache like the content report, so a restart keeps them and
// each build copy (NEXT_DIST_DIR) has its own. Free of server-only, so scripts/seed-vitals.ts writes here too.
import path from 'node:path';

export const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

export function vitalsDir(): string {
  return path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'vitals');
}

/** Made-up figures of a demonstration (scripts/seed-vitals.ts), kept apart so the staff page can say so. */
export function demoVitalsDir(): string {
  return path.join(vitalsDir(), 'demo');
}

export function dayFile(dir: string, day: string): string {
  return path.join(dir, `${day}.json`);
}
