'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { bodyFont, headingFont } from '@/components/layout/fonts';
import { asRouteError, errorSummary } from '@/components/layout/error-summary';
import { site } from '@/content/site';
import './globals.css';

interface GlobalErrorProps {
  error: unknown;
  retry: () => void;
}

// Replaces the root layout when the layout itself fails, so it brings its own document, styles and
// fonts and keeps to plain markup: the header and footer may be what failed.
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest = asRouteError(error)?.digest;

  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body className="flex min-h-dvh items-center justify-center bg-sand-50 px-4 py-16">
        <title>Unexpected Application Error!</title>
        <main className="w-full max-w-2xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand-200 sm:p-12">
          <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{site.fullName}</p>
          <h1 className="mt-3 font-serif text-display-sm font-bold">Unexpected Application Error!</h1>
          <p role="alert" className="mt-4 text-sand-700">
            {errorSummary(error)}
          </p>
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
        </main>
      </body>
    </html>
  );
}
