/** Minimum safe versions (security/minimum-versions.json) checked against package-lock.json. */

export interface Floors {
  packages: Record<string, { minimum: string }>;
}

export interface Lockfile {
  packages: Record<string, { version?: string }>;
}

/** [major, minor, patch] of a plain x.y.z version, or null for anything else (ranges, pre-releases). */
function parts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function atLeast(version: string, minimum: string): boolean {
  const have = parts(version);
  const need = parts(minimum);
  if (!have || !need) return false;
  for (let index = 0; index < 3; index += 1) {
    if (have[index]! !== need[index]!) return have[index]! > need[index]!;
  }
  return true;
}

/** One line per package whose locked version is missing, not a plain release, or below its floor. */
export function belowFloor(lock: Lockfile, floors: Floors): string[] {
  return Object.entries(floors.packages).flatMap(([name, { minimum }]) => {
    const version = lock.packages[`node_modules/${name}`]?.version;
    if (version === undefined) return [`${name} is not in the lockfile`];
    return atLeast(version, minimum) ? [] : [`${name} ${version} is below the safe minimum ${minimum}`];
  });
}
