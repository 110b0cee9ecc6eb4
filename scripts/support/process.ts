// Small helpers shared by the scripts that start real processes on loopback (scripts/nginx-front.ts,
// scripts/multi-instance.ts, scripts/support/nginx.ts).
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves once the child has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/** Stops a child with `signal`, then SIGKILL when it has not exited within 10 s. */
export async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited(child);
  clearTimeout(killer);
}

/** Whether something accepts connections on `port` of 127.0.0.1 now. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
