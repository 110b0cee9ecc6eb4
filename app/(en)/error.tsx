'use client';

import { useEffect } from 'react';
import { ErrorActions } from '@/components/layout/error-actions';
import { asRouteError, errorSummary } from '@/components/layout/error-summary';
import { site } from '@/content/site';

interface ErrorPageProps {
  // Next 16 types this as unknown: server errors arrive as Error & { digest?: string }, client code may throw anything.
  error: unknown;
  retry: () => void;
}

export default function ErrorPage({ error, retry }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest = asRouteError(error)?.digest;

  return (
    <div className="mx-auto max-w-page px-4 py-16 sm:px-6 lg:py-24">
      <title>{`Unexpected Application Error! - ${site.fullName}`}</title>
      <div role="alert" className="mx-auto max-w-2xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand-200 sm:p-12">
        <h1 className="font-serif text-display-sm font-bold">Unexpected Application Error!</h1>
        <p className="mt-4 text-sand-700">{errorSummary(error)}</p>
        {digest ? <p className="mt-2 text-sm text-sand-600">Reference: {digest}</p> : null}
        <ErrorActions retry={retry} />
      </div>
    </div>
  );
}
