'use client';

import { useEffect } from 'react';
import { ErrorActions } from '@/components/layout/error-actions';
import { asRouteError } from '@/components/layout/error-summary';
import { HI_ERROR_WORDS } from '@/content/hi/error';

interface ErrorPageProps {
  error: unknown;
  retry: () => void;
}

// The Hindi pages' error screen, in the Hindi frame. The technical message of app/(en)/error.tsx is English
// (and generic in production), so this page says what happened in its own words and keeps the reference.
export default function HindiErrorPage({ error, retry }: ErrorPageProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest = asRouteError(error)?.digest;

  return (
    <div className="mx-auto max-w-page px-4 py-16 sm:px-6 lg:py-24">
      <title>{`${HI_ERROR_WORDS.title} - सेंट एंड्रयूज़ मिशन सीनियर सेकेंडरी स्कूल`}</title>
      <div role="alert" className="mx-auto max-w-2xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand-200 sm:p-12">
        <h1 className="font-serif text-display-sm font-bold">{HI_ERROR_WORDS.title}</h1>
        <p className="mt-4 text-sand-700">{HI_ERROR_WORDS.summary}</p>
        {digest ? (
          <p className="mt-2 text-sm text-sand-600">
            {HI_ERROR_WORDS.reference}: {digest}
          </p>
        ) : null}
        <ErrorActions retry={retry} words={HI_ERROR_WORDS} />
      </div>
    </div>
  );
}
