import axe, { type AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';

// axe-core, run in the page as it stands. It is injected once per document and run on the top frame only:
// the site's only frames are Google's map and YouTube's player, which the specs answer with an empty page
// of their own (their content is not the site's to check), while the rules about the frame elements
// themselves (a title on every iframe) still run. @axe-core/playwright injects the 1.4 MB source into every
// frame and finishes each run in a new blank page; on the 2-core test machines that made one check take 3 to
// 7 s where this takes 1 to 2.

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the site's conformance target (see /accessibility). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Runs every WCAG 2.2 A and AA rule on the page, or only inside `include` (a CSS selector), and returns one
 * line per violation: the rule, its impact, its help text and the elements it found. An empty list passes.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations: AxeResults['violations'] = await page.evaluate(
    async ({ selector, tags }) => {
      if (!window.axe) throw new Error('axe-core did not load in the page');
      const results = await window.axe.run(selector ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations;
    },
    { selector: include, tags: WCAG_AA },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
}
