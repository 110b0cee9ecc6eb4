// For the code that starts real processes on loopback: the nginx front (scripts/support/nginx.ts) and the
// e2e specs behind it (e2e/support/loopback.ts).
import type { ChildProcess } from 'node:child_process';

/** Resolves once the child has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}
