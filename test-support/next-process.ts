/**
 * `next build` and `next start` as child processes, for the bench (scripts/bench/) and the framework floor
 * it shares with e2e/page-bytes.spec.ts (test-support/page-weight.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exited } from './process';

export const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

export function runNext(args: string[], cwd: string, env: NodeJS.ProcessEnv, quiet: boolean): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { cwd, env, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
}

/**
 * `next build`, or with `npm: true` the package's `npm run build` (what production runs, with any step after
 * `next build`), leaving tsconfig.json as it was (a custom distDir makes Next add include lines to it).
 */
export async function build(cwd: string, env: NodeJS.ProcessEnv, { npm = false }: { npm?: boolean } = {}): Promise<void> {
  const tsconfig = path.join(cwd, 'tsconfig.json');
  const before = existsSync(tsconfig) ? readFileSync(tsconfig, 'utf8') : null;
  try {
    const child = npm ? spawn('npm', ['run', '--silent', 'build'], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] }) : runNext(['build'], cwd, env, true);
    const code = await exited(child);
    if (code !== 0) throw new Error(`${npm ? 'npm run build' : 'next build'} in ${path.relative(root, cwd) || '.'} exited with ${code}`);
  } finally {
    if (before !== null) writeFileSync(tsconfig, before);
  }
}

export async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the server for ${url} did not answer within 60 s`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await exited(child);
}
