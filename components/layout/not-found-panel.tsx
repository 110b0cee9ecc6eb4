import type { ReactNode } from 'react';

/** The body of every 404 answer: a large 404, the heading, what happened, and the ways on. */
export function NotFoundPanel({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-page px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-2xl rounded-card bg-white p-8 text-center shadow-card ring-1 ring-sand-200 sm:p-12">
        <p className="font-serif text-6xl font-bold text-gold-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 font-serif text-display-sm font-bold">{title}</h1>
        <p className="mx-auto mt-4 max-w-prose text-sand-700">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </div>
  );
}
