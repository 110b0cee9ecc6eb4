import type { Page } from '@playwright/test';
import { demoUrl, siteUrl } from './env';

/** What went wrong in the browser while a page was open. */
export interface BrowserProblems {
  /** `directive blocked-uri` of every Content-Security-Policy violation. */
  violations: () => Promise<string[]>;
  /** Console errors, uncaught exceptions and dialogs (alert, confirm, prompt) that something opened. */
  errors: string[];
}

/**
 * Records CSP violations, console errors, page errors and dialogs, and answers every request to an origin
 * other than the site's and the demo service's with an empty 204 (the map, video and thumbnail hosts
 * cannot be reached from the test machines; the CSP is still checked, as the browser enforces it before a
 * request goes out).
 */
export async function guardPage(page: Page): Promise<BrowserProblems> {
  const errors: string[] = [];
  const local = [new URL(siteUrl).origin, new URL(demoUrl).origin];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await page.route(
    (url) => /^https?:$/.test(url.protocol) && !local.includes(url.origin),
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    errors.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}
