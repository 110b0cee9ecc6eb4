#!/usr/bin/env node
/**
 * Records other platforms' optional binary packages in package-lock.json.
 *
 * The npm registry these machines reach lags behind for some platform binaries (e.g. it serves
 * @next/swc-darwin-arm64 and @tailwindcss/oxide-darwin-arm64 only in older versions), so `npm install`
 * leaves them out of the lockfile and `npm ci` then refuses the lockfile as out of sync. Each missing
 * optional dependency is added as a platform-restricted entry, which `npm ci` skips on Linux x64 without
 * downloading it. Run after any `npm install` that changes the lockfile: `node scripts/lock-platforms.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (packages[target] || packages[`${path}/${target}`]) continue;
    const raw = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const platform = raw.trim() ? JSON.parse(raw) : {};
    packages[target] = {
      version,
      license: entry.license,
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: added ${added} platform-restricted optional entries`);
