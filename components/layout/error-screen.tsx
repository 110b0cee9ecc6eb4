import { useEffect } from 'react';
import type { ErrorWords } from '@/content/pages/error';
import { ErrorActions } from './error-actions';
import { asRouteError, errorSummary } from './error-summary';

/** What Next.js hands an error boundary (error.tsx, global-error.tsx). */
export interface ErrorBoundaryProps {
  // Next 16 types this as unknown: server errors arrive as Error & { digest?: string }, client code may throw anything.
  error: unknown;
  retry: () => void;
}

/** Logs the thrown value to the console once, and gives the digest that names its log line on the server. */
export function useErrorDigest(error: unknown): string | undefined {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return asRouteError(error)?.digest;
}

/** Under what happened: the reference of a server error (its digest), when there is one, and the ways out. */
export function ErrorReferenceAndActions({ digest, retry, words }: { digest: string | undefined; retry: () => void; words: ErrorWords }) {
  return (
    <>
      {digest ? (
        <p className="mt-2 text-sm text-sand-600">
          {words.reference}: {digest}
        </p>
      ) : null}
      <ErrorActions retry={retry} words={words} />
    </>
  );
}

/** The error page inside a language's frame: what happened, the reference, and the ways out, in `words`. */
export function ErrorScreen({ error, retry, words }: ErrorBoundaryProps & { words: ErrorWords }) {
  const digest = useErrorDigest(error);
  return (
    <div className="mx-auto max-w-page px-4 py-16 sm:px-6 lg:py-24">
      <title>{`${words.title} - ${words.schoolName}`}</title>
      <div role="alert" className="mx-auto max-w-2xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand-200 sm:p-12">
        <h1 className="font-serif text-display-sm font-bold">{words.title}</h1>
        <p className="mt-4 text-sand-700">{words.summary ?? errorSummary(error)}</p>
        <ErrorReferenceAndActions digest={digest} retry={retry} words={words} />
      </div>
    </div>
  );
}
