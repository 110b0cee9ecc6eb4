/** What Next.js hands an error boundary for a server error: the message is generic, the digest names the log line. */
export type RouteError = Error & { digest?: string };

/** The thrown value as a RouteError when it is an Error at all (client code may throw anything). */
export function asRouteError(thrown: unknown): RouteError | null {
  return thrown instanceof Error ? thrown : null;
}

const FALLBACK = 'Something went wrong while showing this page. Please try again in a moment.';

/**
 * What an error screen may show of a thrown value: an HTTP status or a message's first line, never a
 * stack. Production builds replace server messages with a generic text (the digest names the log line)
 * and minify React's own, so those give way to a plain sentence.
 */
export function errorSummary(thrown: unknown): string {
  if (typeof thrown === 'object' && thrown !== null && 'status' in thrown && typeof thrown.status === 'number') {
    const statusText = 'statusText' in thrown && typeof thrown.statusText === 'string' ? thrown.statusText : '';
    return `${thrown.status} ${statusText}`.trim();
  }
  if (asRouteError(thrown)?.digest) return FALLBACK;
  const message = thrown instanceof Error ? thrown.message : typeof thrown === 'string' ? thrown : '';
  const firstLine = message.split('\n')[0]?.trim();
  return firstLine && !firstLine.startsWith('Minified React error') ? firstLine : FALLBACK;
}
