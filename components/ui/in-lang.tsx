import type { ReactNode } from 'react';

/** `children` marked as written in `lang` (a vendor's English words on a Hindi page), or bare when no lang is given. */
export function InLang({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : children;
}
