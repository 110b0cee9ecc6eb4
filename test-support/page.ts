// Page helpers more than one spec uses: finding the site's landmarks, listings and carousels, reading
// their titles, and waiting for the moments a person would wait for.
import { expect, type Locator, type Page } from '@playwright/test';

/** Collapses runs of white space and trims, as accessible names and rendered titles read. */
export const norm = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The page's main landmark. */
export const main = (page: Page): Locator => page.getByRole('main');

/** Waits for the notices popup the home page opens on load, and closes it with Escape. */
export async function dismissNotices(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens the home page and dismisses the notices popup that opens on load. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await dismissNotices(page);
}

/** A carousel by its label (a section heading may carry the same words, so roles alone would be ambiguous). */
export const carousel = (page: Page, label: string): Locator => page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);

/** A listing's list in the main content, by its accessible name. */
export const listOf = (page: Page, name: string): Locator => main(page).getByRole('list', { name, exact: true });

/** The cards of a listing (its list's own items, not the attachment lists inside them). */
export const cardsOf = (page: Page, name: string): Locator => listOf(page, name).locator(':scope > li');

/** The title (level-3 heading) of a card, white space collapsed. */
export async function cardTitle(card: Locator): Promise<string> {
  return norm((await card.getByRole('heading', { level: 3 }).textContent()) ?? '');
}

/** The titles of a listing's cards in page order, white space collapsed. */
export async function cardTitles(page: Page, name: string): Promise<string[]> {
  return (await listOf(page, name).getByRole('heading', { level: 3 }).allTextContents()).map(norm);
}

/** The header's phone menu once it has marked itself: the page, one React root, has hydrated. */
export const hydrationMark = (page: Page): Locator => page.locator('.mobile-menu[data-enhanced]');

/** Waits until the page has hydrated (every island of it has, as they share one root). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(hydrationMark(page)).toBeAttached();
}

/** Waits until a listing's filter island has hydrated. Its controls are enabled from the first paint, so they cannot tell. */
export async function waitForIsland(page: Page): Promise<void> {
  await expect(main(page).locator('search select').first()).toBeVisible();
  await waitForHydration(page);
}

/** Waits until the page has no script work pending (hydration, router transitions). */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

/**
 * Presses Back once the page is idle, as a person would: Next takes in each address change in a React
 * transition, and a Back within the same few milliseconds would race it.
 */
export async function goBack(page: Page): Promise<void> {
  await idle(page);
  await page.goBack();
}
