'use client';

import { bodyFont, headingFont } from '@/components/layout/fonts';
import { ErrorReferenceAndActions, useErrorDigest, type ErrorBoundaryProps } from '@/components/layout/error-screen';
import { errorSummary } from '@/components/layout/error-summary';
import { errorWords } from '@/content/pages/error';
import './globals.css';

// Replaces the root layout when the layout itself fails, so it brings its own document, styles and
// fonts and keeps to plain markup: the header and footer may be what failed.
export default function GlobalError({ error, retry }: ErrorBoundaryProps) {
  const digest = useErrorDigest(error);

  return (
    <html lang="en-IN" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body className="flex min-h-dvh items-center justify-center bg-sand-50 px-4 py-16">
        <title>{errorWords.title}</title>
        <main className="w-full max-w-2xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand-200 sm:p-12">
          <p className="text-sm font-semibold tracking-wide text-gold-700 uppercase">{errorWords.schoolName}</p>
          <h1 className="mt-3 font-serif text-display-sm font-bold">{errorWords.title}</h1>
          <p role="alert" className="mt-4 text-sand-700">
            {errorSummary(error)}
          </p>
          <ErrorReferenceAndActions digest={digest} retry={retry} words={errorWords} />
        </main>
      </body>
    </html>
  );
}
