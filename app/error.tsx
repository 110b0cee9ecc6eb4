'use client';

import Link from 'next/link';
import { useEffect } from 'react';
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
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button
            type="button"
            onClick={retry}
            className="rounded-lg bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-700"
          >
            Try again
          </button>
          <Link
            href="/"
            className="rounded-lg px-5 py-2.5 font-semibold text-navy-800 ring-2 ring-navy-800 ring-inset hover:bg-navy-50"
          >
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}
