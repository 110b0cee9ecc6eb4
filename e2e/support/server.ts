import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { siteEnv } from './env';

const next = 'node_modules/next/dist/bin/next';

/**
 * Runs `next build` into its own dist dir and resolves when it succeeds. The dir is removed first: Next
 * keeps its data cache across builds, and a site meant to be built while the service is down must not start
 * from content an earlier run cached.
 */
export function buildSite(distDir: string, port: number): Promise<void> {
  rmSync(distDir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [next, 'build'], { env: { ...process.env, ...siteEnv(port, distDir) }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))));
  });
}

/** Starts `next start` for a dist dir; collects its output so tests can read the server log. */
export async function startSite(distDir: string, port: number): Promise<{ log: () => string; stop: () => Promise<void> }> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [next, 'start', '--port', String(port)], {
    env: { ...process.env, ...siteEnv(port, distDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/revalidate`, { method: 'GET' })).status > 0) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`next start on ${port} did not come up:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    log: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
