// The words of the error pages (app/(en)/error.tsx, app/global-error.tsx; the Hindi twin is content/hi/error.ts).
// An error page runs in the browser: this module is all the words it brings there, so it imports only the
// school's name.
import type { Translated } from '../hi/translated';
import { site } from '../site';

export const errorWords = {
  title: 'Unexpected Application Error!',
  schoolName: site.fullName,
  reference: 'Reference',
  retry: 'Try again',
  goHome: 'Go to the home page',
  homeHref: '/',
} as const;

/**
 * The words of an error page in any language. `summary` says what happened; without it (in English) the
 * page shows the error's own first line (components/layout/error-summary.ts), which is English.
 */
export type ErrorWords = Translated<typeof errorWords> & { summary?: string };
