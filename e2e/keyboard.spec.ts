import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoJson } from '../test-support/demo';
import { carousel, norm, openHome, waitForHydration } from '../test-support/page';

// Keyboard only: after page.goto no test clicks, hovers or focuses an element from the script; every
// step is Tab, Shift+Tab, Enter, Space, arrows or Escape, as a visitor without a mouse would do it.

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${target} was not reached with ${limit} presses of ${key}`);
}

test('the phone menu: open it, expand a group, follow a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/Faculty');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = nav.getByRole('button', { name: 'Menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

  const school = nav.getByRole('button', { name: 'School', exact: true });
  await tabTo(page, school);
  await page.keyboard.press('Enter');
  await expect(school).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, nav.getByRole('link', { name: 'Our School', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/OurSchool');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our School');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test("the hero carousel's pause button stops the slides", async ({ page }) => {
  await openHome(page);

  // Escape leaves focus on the popup's reopen button, under the hero text; the slides' controls come before it.
  const hero = carousel(page, 'Campus photographs');
  const pause = hero.getByRole('button', { name: 'Pause Campus photographs' });
  await tabTo(page, pause, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const play = hero.getByRole('button', { name: 'Play Campus photographs' });
  await expect(play).toBeFocused();
  await expect(hero.locator('[data-state]').first()).toHaveAttribute('data-state', 'paused');
  const shown = await hero.getByText(/^\d \/ 8$/).textContent();
  await page.waitForTimeout(3_500);
  await expect(hero.getByText(/^\d \/ 8$/)).toHaveText(shown ?? '');

  await page.keyboard.press('Space');
  await expect(pause).toBeFocused();
});

test('a news item: Read More opens the modal, Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/News');
  const readMore = page.getByRole('main').getByRole('link', { name: /^Read More:/ }).first();
  await tabTo(page, readMore);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();
});

test('the media lightbox: open a clipping, move with the arrows, Escape returns focus', async ({ page }) => {
  const media = await demoJson('/api/media/{code}');
  const item = media.find((entry) => entry.attachments.length > 1);
  if (!item) throw new Error('the demo service has no clipping with several pages');
  await page.goto('/MediaCoverage');
  const title = norm(item.title);
  const clipping = page.getByRole('main').getByRole('link', { name: `Open clipping: ${title}` });
  await tabTo(page, clipping);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(clipping).toBeFocused();
});

test('the TC form: an empty request is refused, a filled one downloads tc.jpg', async ({ page }) => {
  // The certificate is answered here, so this walk spends none of the site's per-address TC requests,
  // which e2e/tc.spec.ts counts on.
  await page.route('**/api/tc', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) }));
  await page.goto('/Tc');
  const form = page.getByRole('form', { name: 'Transfer certificate request' });
  const name = form.getByLabel('Student Full Name');
  await tabTo(page, name);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Please fill in all fields');

  await page.keyboard.type('Aarav Sharma');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Admission Number')).toBeFocused();
  await page.keyboard.type('2015/0412');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Request certificate' })).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('tc.jpg');
  await expect(form.getByRole('status')).toHaveText('The transfer certificate has been downloaded as tc.jpg.');
});
