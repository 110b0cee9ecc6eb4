import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from '../content/site';
import { siteUrl } from '../test-support/env';
import { dismissNotices, main } from '../test-support/page';

// The static information pages of spec sections 2 and 9. Every expected value is written here from the
// spec, never read from content/, so a wrong figure in the content fails the test.

async function expectTexts(scope: Locator, texts: readonly (string | RegExp)[]) {
  for (const text of texts) await expect(scope, String(text)).toContainText(text);
}

/** The term/definition pairs of a labelled description list, as 'term: definition'. */
async function pairs(list: Locator): Promise<string[]> {
  return list.locator(':scope > div').evaluateAll((rows) =>
    rows.map((row) => `${row.querySelector('dt')?.textContent?.trim()}: ${row.querySelector('dd')?.textContent?.trim()}`),
  );
}

/** Every link inside `scope` opens in a new tab, safely. */
async function expectNewTab(links: Locator) {
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await expect(links.nth(i)).toHaveAttribute('target', '_blank');
    await expect(links.nth(i)).toHaveAttribute('rel', /noopener/);
  }
}

test.describe('School', () => {
  test('/OurSchool has the school facts of section 9', async ({ page }) => {
    await page.goto('/OurSchool');
    await expectTexts(main(page), [
      '3210',
      '8 acres',
      'I to XII',
      '100 classrooms',
      '2 lecture theatres',
      '1 multi-purpose hall',
      '1 i-school',
      /vocational subjects start from class VI/i,
      'two general assemblies a week, on Monday and Friday',
      'Agastyamalai, Aravali, Nilgiri, Sahyadri',
    ]);
    await expect(main(page).getByRole('img').first()).toBeVisible();
  });

  test('/MissionVision shows Mission, Vision, Motto and Aim as four panels', async ({ page }) => {
    await page.goto('/MissionVision');
    const headings = main(page).getByRole('list', { name: 'Mission, Vision, Motto and Aim' }).getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Mission', 'Vision', 'Motto', 'Aim']);
  });

  test('/OurChurch, /OurPatron and /Chairman have text with a photo', async ({ page }) => {
    for (const route of ['/OurChurch', '/OurPatron', '/Chairman']) {
      await page.goto(route);
      await expect(main(page).getByRole('img').first()).toBeVisible();
      expect((await main(page).locator('p').allTextContents()).join(' ').length).toBeGreaterThan(300);
    }
  });

  test('/Founder gives the founder’s dates', async ({ page }) => {
    await page.goto('/Founder');
    await expectTexts(main(page), ['1924', '1975', 'first bishop of the Madras diocese', 'Kolkata', '1979', '2007']);
    expect(await pairs(page.locator('dl[aria-label="Key dates"]'))).toEqual([
      'Born: 1924',
      'Consecrated bishop: 1975',
      'Bishop of Kolkata: 1979',
      'Died: 2007',
    ]);
    await expect(main(page).getByRole('img', { name: /Founder/ })).toBeVisible();
  });

  test('/SchoolTiming has images for classes I-V and VI-XII', async ({ page }) => {
    await page.goto('/SchoolTiming');
    await expect(main(page).getByRole('heading', { name: 'Classes I–V' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Classes VI–XII' })).toBeVisible();
    for (const name of [/School timing for classes I–V/, /School timing for classes VI–XII/]) {
      const image = main(page).getByRole('img', { name }).first();
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('/PrayerAnthem has the embedded video, the anthem and the opening prayer', async ({ page }) => {
    await page.goto('/PrayerAnthem');
    await expect(main(page).getByRole('heading', { name: 'School Anthem' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Opening Prayer' })).toBeVisible();
    const play = main(page).getByRole('link', { name: /Play video/ });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(main(page).locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeAttached();
  });

  test('/Faculty has three staff sections with photo, name, designation and qualification', async ({ page }) => {
    await page.goto('/Faculty');
    for (const title of ['Teaching Staff', 'Non Teaching Staff', 'Support Staff']) {
      const list = main(page).getByRole('list', { name: title, exact: true });
      expect(await list.getByRole('listitem').count(), title).toBeGreaterThan(3);
    }
    const teaching = main(page).getByRole('list', { name: 'Teaching Staff', exact: true });
    await expectTexts(teaching, ['Principal', 'Academic Director', 'Vice Principal', 'Head Mistress', 'Counsellor']);
    const first = teaching.getByRole('article').first();
    await expect(first.getByRole('img')).toBeVisible();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Mrs. Anita Thomas');
    await expect(first).toContainText('M.Ed.');
    expect(await teaching.getByRole('listitem').count()).toBeGreaterThan(15);
  });

  test('/WorkingCommittee has cards with photo, role and name for every role', async ({ page }) => {
    await page.goto('/WorkingCommittee');
    const cards = main(page).getByRole('list', { name: 'School Managing Committee' }).getByRole('article');
    const text = (await cards.allTextContents()).join(' | ');
    for (const role of ['Principal', 'Secretary', 'Treasurer', 'Member', 'Teacher Representative', 'Vocational Subject Expert', 'Parent Representative', 'Steel Plant Representative']) {
      expect(text, role).toContain(role);
    }
    await expect(cards.first().getByRole('img')).toBeVisible();
  });

  test('/Hod has two tabs, each with a heading and the 2024-25 portfolio embedded at 900 px', async ({ page }) => {
    await page.goto('/Hod');
    const tabs = main(page).getByRole('tab');
    await expect(tabs).toHaveText(['Senior Secondary Wing', 'Primary wing']);
    const panel = main(page).getByRole('tabpanel');
    await expect(panel.getByRole('heading')).toContainText('2024-25');
    const embed = panel.locator('iframe[src$=".pdf"]');
    await expect(embed).toHaveCSS('height', '900px');
    await expect(panel.getByRole('link', { name: /^Open/ }).first()).toHaveAttribute('target', '_blank');
    await expect(panel.getByRole('link', { name: /^Download/ })).toHaveAttribute('download', '');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('tabpanel').getByRole('heading')).toContainText('Primary');
    expect(new URL(page.url()).hash).toBe('#primary-wing');
  });

  test('/CareerGuidance lists 13 documents that open in an overlay, and the contacts', async ({ page }) => {
    await page.goto('/CareerGuidance');
    const entries = main(page).getByRole('list', { name: 'Reference documents' }).getByRole('link');
    await expect(entries).toHaveCount(13);
    await expectTexts(main(page), ['Counsellors', 'Class-incharge']);
    await expect(main(page).locator('a[href^="tel:"]').first()).toBeVisible();

    // Keyboard: Enter opens, Escape closes, focus returns to the entry.
    const third = entries.nth(2);
    const title = (await third.locator('span.flex-1').textContent()) ?? '';
    await third.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', /^\/docs\/career-guidance\/.+\.pdf$/);
    // Focus wraps both ways (stepping around the PDF frame, whose own document would take the keys).
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link', { name: /Open the document in a new tab/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close document' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();

    // Close button, then the backdrop.
    await entries.first().click();
    await page.getByRole('button', { name: 'Close document' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await entries.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('/Counselling is one paragraph about adolescence issues and periodic workshops', async ({ page }) => {
    await page.goto('/Counselling');
    const paragraph = main(page).locator('section p');
    await expect(paragraph).toHaveCount(1);
    await expect(paragraph).toContainText('adolescence');
    await expect(paragraph).toContainText('periodic workshops');
  });

  test('/schoolCommunities has the four houses with their mottos in order and nine clubs', async ({ page }) => {
    await page.goto('/schoolCommunities');
    const houses = main(page).getByRole('list', { name: 'Houses' }).getByRole('listitem');
    await expect(houses.getByRole('heading')).toHaveText(['Agasthyamalai', 'Nilgiri', 'Aravalli', 'Sahyadri']);
    const mottos = ['Scale New Heights', 'Knowledge is Power', 'United We Stand', 'Reach New Peaks'];
    for (const [index, motto] of mottos.entries()) {
      await expect(houses.nth(index)).toContainText(`Motto:${motto}`);
      await expect(houses.nth(index)).toContainText('Colour:');
    }
    const clubs = main(page).getByRole('list', { name: 'Clubs' }).getByRole('heading');
    await expect(clubs).toHaveText([
      'Lakshya IAS Hub',
      'Media Club',
      'Literary Club',
      'Nature and Eco Club',
      'Science Club',
      'Philately and Tourism Club',
      'Ek Bharat Shreshth Bharat Club',
      'SEWA',
      'Cyber and Interact Club',
    ]);
    for (const club of await main(page).getByRole('list', { name: 'Clubs' }).getByRole('listitem').all()) {
      expect(((await club.locator('p').textContent()) ?? '').length).toBeGreaterThan(30);
    }
  });
});

test.describe('Academics', () => {
  test('/FeeDetails shows the fee table image, which opens in a viewer by keyboard', async ({ page }) => {
    await page.goto('/FeeDetails');
    await expectTexts(main(page), ['classes I to X']);
    const open = main(page).getByRole('link', { name: /View fee table/ });
    await expect(open.getByRole('img')).toBeVisible();
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Fee table/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zoom to actual size' }).press('Enter');
    await expect(dialog.getByRole('button', { name: 'Fit to window' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('/StudentCorner shows the coming-soon image', async ({ page }) => {
    await page.goto('/StudentCorner');
    await expect(main(page).getByRole('img', { name: /coming soon/i })).toBeVisible();
  });

  test('/SubjectStudy has the grade table and the stream table with the class XI thresholds', async ({ page }) => {
    await page.goto('/SubjectStudy');
    const grades = main(page).getByRole('table', { name: 'Subjects at each stage' });
    await expect(grades.getByRole('columnheader')).toHaveText(['Grade band', 'Scholastic subjects', 'Co-scholastic subjects', 'Skill subjects']);
    const streams = main(page).getByRole('table', { name: 'Stream eligibility for class XI' });
    await expect(streams.getByRole('columnheader')).toHaveText([
      'Stream',
      'Main subjects',
      '5th option',
      '6th option',
      '6th subject',
      'Minimum % (our students)',
      'Minimum % (other students)',
    ]);
    const rows = streams.locator('tbody tr');
    const expected: [string, string, string][] = [
      ['PCM', '80', '85'],
      ['PCB', '80', '85'],
      ['Commerce', '60', '70'],
      ['Arts', '50', '55'],
    ];
    await expect(rows).toHaveCount(4);
    for (const [index, [stream, own, other]] of expected.entries()) {
      const cells = rows.nth(index).locator('th, td');
      await expect(cells.first()).toHaveText(stream);
      await expect(cells.nth(5)).toHaveText(`${own}%`);
      await expect(cells.nth(6)).toHaveText(`${other}%`);
    }
  });

  test('/ActivityCorner has educational activities and the houses', async ({ page }) => {
    await page.goto('/ActivityCorner');
    await expect(main(page).getByRole('list', { name: 'Houses' }).getByRole('listitem')).toHaveText(['Agastyamalai', 'Aravali', 'Nilgiri', 'Sahyadri']);
    expect(await main(page).getByRole('listitem').count()).toBeGreaterThan(8);
  });

  for (const [route, name, count] of [
    ['/Syllabus', 'Syllabus, Class I to XII', 12],
    ['/Booklist', 'Book lists, Class I to XII', 12],
  ] as const) {
    test(`${route} has ${count} PDF links, Class I to XII, opening in a new tab`, async ({ page }) => {
      await page.goto(route);
      const links = main(page).getByRole('list', { name }).getByRole('link');
      await expect(links).toHaveCount(count);
      const romans = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
      for (const [index, roman] of romans.entries()) {
        await expect(links.nth(index)).toContainText(new RegExp(`^Class ${roman}(?![IVX])`));
        await expect(links.nth(index)).toHaveAttribute('href', /^\/docs\/.+\.pdf$/);
      }
      await expectNewTab(links);
    });
  }

  test('/SamplePaper has a grid of about 20 PDF links opening in a new tab', async ({ page }) => {
    await page.goto('/SamplePaper');
    const links = main(page).getByRole('list', { name: 'Sample papers' }).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(18);
    expect(count).toBeLessThanOrEqual(22);
    await expectNewTab(links);
  });

  test('/Scholarship has the concession and scholarship rules', async ({ page }) => {
    await page.goto('/Scholarship');
    await expectTexts(main(page), [
      'one academic year (April to March)',
      'renewed annually',
      'Vice President in March',
      'less than grade B1 in any compulsory subject',
      '90%+ in the class X board exam',
      /cash awards .*class X and XII board toppers/i,
    ]);
  });

  test('/Admission has the rules, the age table without class X, documents and withdrawal rules', async ({ page }) => {
    await page.goto('/Admission');
    await expectTexts(main(page), [
      'merit',
      'no capitation fee',
      'no agents',
      'minority institution and is not under RTE',
      'Classes I-IX: online application from October',
      'entrance test, interview and board marks',
      'first preference to existing students',
      'born on 1 April is considered',
      'Rs 250',
      'at least one calendar month',
      'March-June',
      'except on transfer',
      'until dues are cleared',
    ]);
    const ages = main(page).getByRole('table', { name: /Age on 31 March/ });
    const rows = await ages.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim())));
    expect(rows).toEqual([
      ['I', '5y6m to 6y6m'],
      ['II', '6.5 to 7.5'],
      ['III', '7.5 to 8.5'],
      ['IV', '8.5 to 9.5'],
      ['V', '9.5 to 10.5'],
      ['VI', '10.5 to 11.5'],
      ['VII', '11.5 to 12.5'],
      ['VIII', '12.5 to 13.5'],
      ['IX', '13.5 to 14.5'],
      ['XI', '15.5 to 16.5'],
    ]);
    expect(rows.map((row) => row[0])).not.toContain('X');
    const documents = main(page).getByRole('list', { name: 'Documents required' });
    await expectTexts(documents, ['Transfer certificate (original)', 'Character certificate (original)', 'Class X mark sheet', 'Migration certificate', 'passport photo', 'ID card']);
  });

  test('/Achievement has four session tabs: PDFs in the first three, winners tables in the last', async ({ page }) => {
    await page.goto('/Achievement');
    const tabs = main(page).getByRole('tab');
    await expect(tabs).toHaveText(['2022-23', '2019-2020', '2018-2019', '2017-2018']);
    for (let index = 0; index < 3; index += 1) {
      await tabs.nth(index).click();
      const links = main(page).getByRole('tabpanel').getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      await expect(links.first()).toHaveAttribute('href', /\.pdf$/);
      await expectNewTab(links);
    }
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toBeFocused();
    const tables = main(page).getByRole('tabpanel').getByRole('table');
    expect(await tables.count()).toBeGreaterThan(0);
    await expect(tables.first().getByRole('columnheader')).toHaveText(['Admission No.', 'Student Name', 'Class/Section', 'Award/Position']);
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('a tab is linkable by URL hash', async ({ page }) => {
    await page.goto('/Achievement#session-2017-2018');
    await expect(main(page).getByRole('tab', { name: '2017-2018' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('Infrastructure', () => {
  for (const route of ['/Facilities', '/ClassRoom', '/TinkeringLab', '/PlayGround']) {
    test(`${route} has text and an image gallery`, async ({ page }) => {
      await page.goto(route);
      const photos = main(page).getByRole('list', { name: 'Photos' }).getByRole('img');
      expect(await photos.count()).toBeGreaterThanOrEqual(3);
      expect((await main(page).locator('p').allTextContents()).join(' ').length).toBeGreaterThan(100);
    });
  }

  test('/Laboratories has intro text and seven lab tabs working by keyboard and hash', async ({ page }) => {
    await page.goto('/Laboratories');
    const tabs = main(page).getByRole('tablist', { name: 'Laboratories' }).getByRole('tab');
    await expect(tabs).toHaveText(['Computer Lab', 'Biology Lab', 'Chemistry Lab', 'Language Lab', 'Physics Lab', 'Composite Lab', 'Tinkering Lab']);
    const panel = main(page).getByRole('tabpanel');
    await expectTexts(panel, ['four labs', 'more than 120 systems', '20 Mbps', 'Computer Application is taught from class 3']);
    expect(await panel.getByRole('img').count()).toBeGreaterThan(0);

    await tabs.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(6)).toBeFocused();
    await expect(main(page).getByRole('tabpanel')).toContainText('tinkering lab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(tabs.first()).toHaveAttribute('tabindex', '-1');

    await page.goto('/Laboratories#physics-lab');
    await expect(main(page).getByRole('tab', { name: 'Physics Lab' })).toHaveAttribute('aria-selected', 'true');
    await expect(main(page).getByRole('tabpanel').getByRole('img').first()).toBeVisible();
  });

  test('/Library has the figures, both subject lists, the E-Book carousel and six resource links', async ({ page }) => {
    await page.goto('/Library');
    expect(await pairs(page.locator('dl[aria-label="Library collection"]'))).toEqual([
      'books: 18163',
      'reference books: 858',
      'periodicals: 15',
      'magazines: 15',
      'newspapers: 9',
    ]);
    const curriculum = main(page).getByRole('list', { name: 'CBSE curriculum for Class XI-XII 2023-24' }).getByRole('link');
    await expect(curriculum.locator('span.font-semibold')).toHaveText([
      'Hindi Core',
      'Physics',
      'Informatics Practices',
      'Geography',
      'English Core',
      'Chemistry',
      'Accountancy',
      'History',
      'Biology',
      'Mathematics',
      'Business Studies',
      'Political Science',
      'Bio Technology',
      'Computer Science',
      'Economics',
      'Physical Education',
    ]);
    const practice = main(page).getByRole('list', { name: /Additional practice questions for Class XII 2023-24/ }).getByRole('link');
    await expect(practice.locator('span.font-semibold')).toHaveText([
      'Accountancy',
      'Biology',
      'Business Studies',
      'Chemistry',
      'Economics',
      'English Core',
      'Geography',
      'Hindi Core',
      'History',
      'Mathematics',
      'Physics',
    ]);
    await expect(main(page)).toContainText('marking scheme');

    const carousel = main(page).getByRole('region', { name: 'E-Books', exact: true });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(9);
    // A carousel starts (and shows its controls) once it comes within a screen's height of the viewport.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: /pause|play/i })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /Previous|Next/ })).toHaveCount(0);
    await expectNewTab(slides.getByRole('link'));

    const resources = main(page).getByRole('list', { name: 'Online resources' }).getByRole('link');
    await expect(resources).toHaveCount(6);
    const hrefs = await resources.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hostname));
    expect(hrefs).toEqual(expect.arrayContaining(['diksha.gov.in', 'ndl.iitkgp.ac.in', 'storyweaver.org.in', 'swayam.gov.in']));
    await expectNewTab(resources);
    // Everything on the page that is a document or another site opens in a new tab.
    await expectNewTab(main(page).locator('a[href^="/docs/"], a[href^="http"]'));
  });

  test('the E-Book carousel shows 5, 4, 3, 2 and 1 slides at the spec’s widths', async ({ page }) => {
    for (const [width, perView] of [
      [1400, 5],
      [1300, 4],
      [992, 3],
      [767, 2],
      [480, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/Library');
      const carousel = main(page).getByRole('region', { name: 'E-Books', exact: true });
      const value = await carousel.evaluate((element) => getComputedStyle(element).getPropertyValue('--slides-per-view').trim());
      expect(value, `${width}px`).toBe(String(perView));
    }
  });
});

test.describe('Media and help', () => {
  test('/Certificates has certificate cards linking to PDFs in a new tab', async ({ page }) => {
    await page.goto('/Certificates');
    const links = main(page).getByRole('list', { name: 'Certificates' }).getByRole('link');
    await expectTexts(main(page), ['Certificate of Appreciation', 'Certificate Participation in Bio Diversity Day', 'Cyber Smart School Certificate', 'FIT India Certificate of Recognition']);
    await expect(links.first()).toHaveAttribute('href', /\.pdf$/);
    await expectNewTab(links);
  });

  test('/BusRoute embeds the Senior Wings and Junior Wings PDFs', async ({ page }) => {
    await page.goto('/BusRoute');
    const embeds = main(page).locator('iframe[src$=".pdf"]');
    await expect(embeds).toHaveCount(2);
    await expect(main(page).getByRole('heading', { name: /Senior Wings/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /Junior Wings/ })).toBeVisible();
  });

  test('/Magazine embeds one PDF with an open link', async ({ page }) => {
    await page.goto('/Magazine');
    await expect(main(page).locator('iframe[src$=".pdf"]')).toHaveCount(1);
    await expect(main(page).getByRole('link', { name: /^Open/ }).first()).toHaveAttribute('target', '_blank');
  });

  test('/ErpSoftware credits the provider, opens its images in modal dialogs and links out', async ({ page }) => {
    await page.goto('/ErpSoftware');
    await expect(main(page).getByRole('heading', { name: /Provided by/ })).toBeVisible();
    const shots = main(page).getByRole('list', { name: 'Screens of the software' }).getByRole('link');
    expect(await shots.count()).toBeGreaterThan(0);
    await shots.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close image viewer' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(shots.first()).toBeFocused();
    await expectNewTab(main(page).getByRole('list', { name: 'Software links' }).getByRole('link'));
  });

  test('/Pphelp explains login, password reset and the mobile app, with the 8 AM to 8 PM help desk', async ({ page }) => {
    await page.goto('/Pphelp');
    await expect(main(page).getByRole('heading', { name: /Log in/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /Reset your password/ })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /mobile app/ })).toBeVisible();
    await expect(main(page)).toContainText('8 AM to 8 PM');
    await expect(main(page).getByRole('link', { name: /parent portal/ })).toHaveAttribute('target', '_blank');
  });
});

test('without JavaScript, tabbed pages show every panel', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Laboratories');
  for (const lab of ['Computer Lab', 'Biology Lab', 'Chemistry Lab', 'Language Lab', 'Physics Lab', 'Composite Lab', 'Tinkering Lab']) {
    await expect(main(page).getByRole('heading', { name: lab, exact: true })).toBeVisible();
  }
  await expect(main(page)).toContainText('20 Mbps');
  await context.close();
});

// Issue 21: the accessibility statement and the privacy notice, linked from every page's footer (see
// chrome.spec.ts). The texts expected here are the issue's: the target, the gaps, how to report; what the
// site collects, and the DPDP Act's terms for children's data.
test.describe('Statements', () => {
  /** The school's contacts inside a named group: e-mail with a subject, both phone numbers. */
  async function expectContacts(page: Page, group: string) {
    const contacts = main(page).getByRole('group', { name: group });
    await expect(contacts.getByRole('link', { name: site.email })).toHaveAttribute('href', new RegExp(`^mailto:${site.email}\\?subject=\\S+`));
    for (const phone of [site.phones.seniorWing, site.phones.primaryWing]) {
      await expect(contacts.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.tel}`);
    }
    await expect(contacts).toContainText(site.address.postalCode);
  }

  /** The 'last reviewed' line: a calendar day from the content, not an instant of the build. */
  async function expectDated(page: Page, sentence: RegExp) {
    const line = main(page).locator('p').filter({ hasText: sentence });
    await expect(line).toHaveCount(1);
    await expect(line.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  }

  test('/accessibility states the target, what the site does, the known gaps and how to report a problem', async ({ page }) => {
    const response = await page.goto('/accessibility');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'The standard we aim for',
      'What this website does',
      'How we check',
      'Known limitations',
      'Report a problem',
      'About this statement',
      'Help',
    ]);
    await expectTexts(main(page), [
      'WCAG) 2.2 at level AA',
      'GIGW 3.0',
      'Rights of Persons with Disabilities Act, 2016',
      'Skip to main content',
      'Everything works without JavaScript',
      'reduce motion',
      'pause button',
      '320 pixels wide',
      'within 5 working days',
    ]);
    await expect(main(page).getByRole('link', { name: /WCAG\) 2\.2/ })).toHaveAttribute('href', 'https://www.w3.org/TR/WCAG22/');
    const gaps = main(page).getByRole('region', { name: 'Known limitations' }).getByRole('heading', { level: 3 });
    await expect(gaps).toHaveText(['PDF documents', 'Photo albums', 'Newspaper clippings', 'Videos', 'Other websites']);
    await expect(main(page).getByRole('region', { name: 'Known limitations' })).toContainText('not tagged');
    await expectContacts(page, 'Contacts for an accessibility problem');
    await expectDated(page, /^This statement was last reviewed on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
  });

  test('/privacy says what the site collects and how children’s names and photos are handled under the DPDP Act', async ({ page }) => {
    const response = await page.goto('/privacy');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      'In short',
      'Who is responsible',
      'What the website records when you visit',
      'Content from other services',
      'Links to other sites',
      'The transfer certificate form',
      'Children’s names and photos',
      'Consent of parents and guardians',
      'Your rights',
      'How to ask, or complain',
      'About this notice',
      'Help',
    ]);
    await expectTexts(main(page), [
      'sets no cookies',
      'no analytics',
      'read them again when your phone has no connection',
      'Delete data',
      'anonymous count of visits',
      'IP address',
      'deleted within 30 days',
      'Google Maps',
      'tc.jpg',
      'does not store the name, the admission number or the certificate',
      'Digital Personal Data Protection Act, 2023',
      'Data Fiduciary',
      'verifiable consent of a parent or lawful guardian',
      'section 9',
      'never the year',
      'nominate',
      'Data Protection Board of India',
    ]);
    await expectContacts(page, 'Contacts for a data protection request');
    await expect(main(page).getByRole('group', { name: 'Contacts for a data protection request' })).toContainText('The Principal');
    await expectDated(page, /^This notice was last updated on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
  });

  test('the site sets no cookies and keeps nothing in local or session storage, as the privacy notice says', async ({ page, context }) => {
    await page.goto('/');
    await dismissNotices(page);
    for (const route of ['/privacy', '/Tc', '/News']) await page.goto(route);
    const own = (await context.cookies()).filter((cookie) => siteUrl.includes(cookie.domain));
    expect(own).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  test('both statements are whole without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [route, heading] of [
      ['/accessibility', 'Report a problem'],
      ['/privacy', 'Your rights'],
    ] as const) {
      await page.goto(route);
      await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(main(page).getByRole('link', { name: site.email })).toBeVisible();
    }
    await context.close();
  });

  test('the statements are in the HTML sitemap, sitemap.xml and site search', async ({ page, request }) => {
    await page.goto('/sitemap');
    const help = main(page).getByRole('region', { name: 'Help' });
    await expect(help.getByRole('link', { name: 'Accessibility Statement' })).toHaveAttribute('href', '/accessibility');
    await expect(help.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');

    const xml = await (await request.get('/sitemap.xml')).text();
    for (const route of ['/accessibility', '/privacy']) expect(xml, route).toContain(`<loc>${siteUrl}${route}</loc>`);

    await page.goto('/search?q=privacy');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Privacy Notice', exact: true })).toHaveAttribute('href', '/privacy');
    await page.goto('/search?q=WCAG');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Accessibility Statement', exact: true })).toHaveAttribute('href', '/accessibility');
  });
});
