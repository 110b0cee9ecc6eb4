'use client';

import { useEffect } from 'react';

/**
 * Measures how fast this page is for the visitor (issue 39, lib/vitals/beacon.ts). Renders nothing; the
 * measuring code and web-vitals are a chunk of their own, fetched when the browser is idle after the page has
 * loaded, so a first visit downloads and runs nothing more before it is usable.
 */
export function WebVitals() {
  useEffect(() => {
    // The page the visitor landed on, before any client-side navigation: the figures are that page's.
    const pathname = location.pathname;
    let cancelled = false;
    const start = () => {
      if (!cancelled) void import('@/lib/vitals/beacon').then((beacon) => beacon.reportWebVitals(pathname)).catch(() => undefined);
    };
    // Safari has no requestIdleCallback; a short timeout after load stands in for it there.
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 10_000 }) : window.setTimeout(start, 2_000));
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      removeEventListener('load', whenIdle);
    };
  }, []);
  return null;
}
