// For the code that starts real processes on loopback: the nginx front (test-support/nginx.ts), the e2e
// specs behind it (test-support/loopback.ts), `next build` and `next start` (test-support/next-process.ts)
// and the soak (scripts/soak.ts).
import type { ChildProcess } from 'node:child_process';

/** Resolves with the child's exit code once it has exited (at once when it already has); 1 when a signal ended it. */
export function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode ?? 1);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
