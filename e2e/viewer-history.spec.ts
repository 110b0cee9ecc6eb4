import { expect, test } from '@playwright/test';
import { demoAlbum } from '../test-support/demo';
import { goBack, idle, main, norm, waitForIsland } from '../test-support/page';

// The image viewers keep the browser's history: an open photo has its own address (?photo=<n>), and Back
// closes a viewer and stays on the page instead of leaving it.

test('Back closes an open album photo and stays on the album; ?photo=<n> opens it at that photo', async ({ page }) => {
  const album = await demoAlbum((item) => item.attachments.length >= 3);
  const albumUrl = `/SubGallery?id=${album._id}`;
  await page.goto('/Gallery');
  await page.goto(albumUrl);
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  const photos = main(page).getByRole('list', { name: 'Photos' }).getByRole('link');
  await photos.nth(1).click();
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(`${albumUrl}&photo=2`);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`${albumUrl}&photo=3`);
  await goBack(page);
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(albumUrl);
  await expect(page.getByRole('heading', { level: 2, name: norm(album.title) })).toBeVisible();

  await page.goto(`${albumUrl}&photo=3`);
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: `${norm(album.title)}, photo 3 of ${album.attachments.length}` }).first()).toBeVisible();
  await goBack(page);
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(albumUrl);
});

test('Back closes the media coverage viewer and the fee table viewer, staying on the page', async ({ page }) => {
  await page.goto('/MediaCoverage');
  await waitForIsland(page);
  await main(page).getByRole('link', { name: /^Open clipping: / }).first().click();
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer).toBeVisible();
  await goBack(page);
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/MediaCoverage$/);

  await page.goto('/FeeDetails');
  // The thumbnail is a plain link to the image until the page hydrates.
  await idle(page);
  await page.getByRole('link', { name: /View fee table/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Fee table, classes I to X' });
  await expect(dialog).toBeVisible();
  await goBack(page);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/FeeDetails$/);
});
