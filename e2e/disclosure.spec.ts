import { expect, test } from '@playwright/test';
import { openHome } from '../test-support/page';

// The CBSE Mandatory Public Disclosure page (issue 12): Appendix IX's five parts in the board's order, every
// document link naming its type and size and answering 200, reachable from the header and the home page.

test('the disclosure page follows Appendix IX and every document link states its type and size and answers 200', async ({ page, request }) => {
  await page.goto('/PublicDisclosure');
  await expect(page).toHaveTitle(/^Public Disclosure \(Appendix IX\) - /);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'A. General information',
    'B. Documents and information',
    'C. Results and academics',
    'D. Staff (teaching)',
    'E. School infrastructure',
    'Academics',
  ]);
  await expect(main.getByRole('list', { name: 'Documents and information' }).getByRole('listitem')).toHaveCount(8);
  await expect(main.getByRole('list', { name: 'Results and academics documents' }).getByRole('listitem')).toHaveCount(5);
  await expect(main.getByRole('table', { name: 'Result: class X', exact: true }).getByRole('row')).toHaveCount(4);
  await expect(main.getByRole('table', { name: 'Result: class XII', exact: true })).toContainText('2026');
  await expect(main.getByText('32,375 (8 acres)')).toBeVisible();

  const documents = main.locator('a[href^="/docs/disclosure/"]');
  await expect(documents).toHaveCount(13);
  for (const link of await documents.all()) {
    await expect(link).toHaveText(/\(PDF, \d+(\.\d)? (KB|MB|bytes)\)/);
    const response = await request.get((await link.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
  await expect(main.getByRole('link', { name: /Mandatory Disclosure \(PDF\)/ })).toHaveAttribute('href', /^https:\/\//);
});

test('the header menu and the home page lead to the disclosure page', async ({ page }) => {
  // The notices popup opens over the home page first.
  await openHome(page);
  await page.getByRole('main').getByRole('link', { name: 'CBSE mandatory public disclosure' }).click();
  await expect(page).toHaveURL(/\/PublicDisclosure$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Academics' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Public Disclosure (Appendix IX)' })).toHaveAttribute(
    'href',
    '/PublicDisclosure',
  );
});
