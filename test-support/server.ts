import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E, siteEnv } from './env';

const next = 'node_modules/next/dist/bin/next';

/**
 * Copies a build to another dist dir, leaving out what a running server adds to it: the data and image
 * caches and the regenerated pages, so the copy starts as the build left it.
 */
export function copyBuild(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  const skipped = [path.join(from, 'cache'), path.join(from, 'server', 'route-cache')];
  cpSync(from, to, { recursive: true, filter: (file) => !skipped.some((dir) => file === dir || file.startsWith(`${dir}${path.sep}`)) });
}

/**
 * Runs `next build` with `env` and resolves when it succeeds. Next adds a custom dist dir's types to
 * tsconfig.json's include list; the checkout keeps its own.
 */
export async function nextBuild(env: Record<string, string | undefined>): Promise<void> {
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [next, 'build'], { env: { ...process.env, ...env }, stdio: 'inherit' });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))));
    });
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
}

/**
 * Builds the site into its own dist dir. The dir is removed first: Next keeps its data cache across builds,
 * and a site meant to be built while the service is down must not start from content an earlier run cached.
 */
function buildSite(distDir: string, port: number): Promise<void> {
  rmSync(distDir, { recursive: true, force: true });
  return nextBuild(siteEnv(port, distDir));
}

/** The one build of the site made while the service was down; the fault specs each start a copy of it. */
const COLD_BUILD = `${E2E.distDir}-cold-build`;
/** Inside the cold build: the BUILD_ID of the e2e build it was made beside, which marks it as this run's. */
const MADE_BESIDE = 'e2e-made-beside';

/**
 * Puts a site built while the content service was down into `distDir`, for `next start` on
 * `E2E.coldSitePort` (its addresses are built in). The caller sets the service to fail first. The build is
 * made once per e2e run (a run's own build has a new BUILD_ID) and copied afresh for each caller, so no
 * spec starts from pages another one's server regenerated.
 */
export async function coldSite(distDir: string): Promise<void> {
  const run = readFileSync(path.join(E2E.distDir, 'BUILD_ID'), 'utf8');
  const marker = path.join(COLD_BUILD, MADE_BESIDE);
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== run) {
    await buildSite(COLD_BUILD, E2E.coldSitePort);
    writeFileSync(marker, run);
  }
  copyBuild(COLD_BUILD, distDir);
}

/** Starts `next start` for a dist dir; collects its output so tests can read the server log. */
export async function startSite(
  distDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ pid: number; log: () => string; stop: () => Promise<void> }> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [next, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    env: { ...process.env, ...siteEnv(port, distDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/revalidate`, { method: 'GET' })).status > 0) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`next start on ${port} did not come up:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    pid: child.pid ?? 0,
    log: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
