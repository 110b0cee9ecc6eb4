'use client';

import { useEffect, useState } from 'react';

interface VisitResponse {
  count: number;
  /** The count as the server wrote it in Indian digit grouping ('48,21,473'). */
  label: string;
}

function isVisitResponse(value: unknown): value is VisitResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'count' in value &&
    Number.isSafeInteger(value.count) &&
    'label' in value &&
    typeof value.label === 'string' &&
    /^\d[\d,]*$/.test(value.label)
  );
}

// One registration per page load: the promise lives at module scope, so client-side navigation and
// React's development double effects reuse it instead of counting the visit again.
let visit: Promise<string> | undefined;

function registerVisit(): Promise<string> {
  visit ??= fetch('/api/visit', { method: 'POST' })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      if (!isVisitResponse(body)) throw new Error(`unexpected answer (HTTP ${response.status})`);
      return body.label;
    })
    .catch((error: unknown) => {
      console.warn('Visitor count unavailable:', error);
      return '0';
    });
  return visit;
}

/**
 * The footer's visitor count: registers this visit through the site's own /api/visit, 0 until it answers.
 * It shows the label the route formatted, so the browser never formats a number (see app/api/visit/route.ts).
 */
export function VisitorCounter({ label: text }: { label: string }) {
  const [label, setLabel] = useState('0');

  useEffect(() => {
    let current = true;
    void registerVisit().then((value) => {
      if (current) setLabel(value);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <p className="flex items-center gap-2">
      <span>{text}</span>
      <output aria-live="polite" className="rounded-md bg-navy-900 px-2 py-0.5 font-semibold text-gold-300 tabular-nums">
        {label}
      </output>
    </p>
  );
}
