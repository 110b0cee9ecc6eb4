// The push alerts control (issue 49; components/push/) on the production build, against the real
// subscription endpoint, and the service worker's side of an alert (lib/offline/push.ts):
// - no question on load; the first click asks, subscribes with the school's VAPID key to the page's topic,
//   and the server stores it (201); the control says alerts are on and shows the topics; a later visit shows
//   them on without asking;
// - ticking a topic posts the new list; "Turn off alerts" deletes the subscription (204), then unsubscribes;
// - blocked notifications and a browser without PushManager each say what to do; without JavaScript the
//   button is hidden and a note says the feed stays; the Hindi page speaks Hindi and subscribes in Hindi;
// - a push delivered to the worker (CDP's ServiceWorker.deliverPushMessage) shows its notification with the
//   school's icon and badge, and an unreadable one shows the generic alert.
// Chromium has no push service here, so the page's PushManager.prototype.subscribe is replaced by one that
// records the applicationServerKey it is given and returns a subscription of the local push service's origin
// (E2E.pushServicePort, which the build allows), with a real P-256 key. The site project blocks service
// workers; this spec lets the site's own worker run, as `navigator.serviceWorker.ready` waits for it.
import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from '../test-support/axe';
import { E2E, siteUrl } from '../test-support/env';

test.use({ serviceWorkers: 'allow' });

const SUBSCRIPTION_PATH = '/api/push/subscription';

interface FakePush {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

declare global {
  interface Window {
    /** What the fake push service saw: each applicationServerKey given to subscribe, and each unsubscribe. */
    __push?: { keys: number[][]; unsubscribed: number; asked: number };
  }
}

/**
 * Each test is a client of its own (the endpoint allows 10 changes a minute per address; the site trusts
 * X-Forwarded-For from 127.0.0.1, where a front would stand), with a push subscription of its own.
 */
async function phone(context: BrowserContext, client: number): Promise<FakePush> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${client}` });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const fake: FakePush = {
    endpoint: `https://127.0.0.1:${E2E.pushServicePort}/push/${randomBytes(12).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  await context.addInitScript(({ endpoint, keys }: FakePush) => {
    const seen = { keys: [] as number[][], unsubscribed: 0, asked: 0 };
    window.__push = seen;
    // Counts the browser's questions, which must come from a click only.
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      seen.asked += 1;
      return ask(...args);
    };
    // The subscription lives as long as the browser's would: across page loads of this context.
    const KEPT = 'e2e-fake-push-key';
    const subscriptionWith = (key: number[]) =>
      ({
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: () => {
          seen.unsubscribed += 1;
          localStorage.removeItem(KEPT);
          return Promise.resolve(true);
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      const given = options?.applicationServerKey;
      const key = given instanceof ArrayBuffer ? [...new Uint8Array(given)] : ArrayBuffer.isView(given) ? [...new Uint8Array(given.buffer, given.byteOffset, given.byteLength)] : [];
      seen.keys.push(key);
      localStorage.setItem(KEPT, JSON.stringify(key));
      return Promise.resolve(subscriptionWith(key));
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      const kept = localStorage.getItem(KEPT);
      return Promise.resolve(kept ? subscriptionWith(JSON.parse(kept) as number[]) : null);
    };
  }, fake);
  return fake;
}

const pushSeen = (page: Page) => page.evaluate(() => window.__push);
const control = (page: Page) => page.locator('#alerts');
const status = (page: Page) => control(page).getByRole('status');
const topics = (page: Page, name = 'Alerts are on for') => control(page).getByRole('group', { name });

/**
 * The next request to the subscription endpoint with `method`, and the status the server answered (its body
 * cannot be read here: the request passed through the service worker, which left it to the network).
 */
async function nextCall(page: Page, method: 'POST' | 'DELETE', act: () => Promise<void>): Promise<{ body: unknown; status: number }> {
  const [request] = await Promise.all([page.waitForRequest((each) => new URL(each.url()).pathname === SUBSCRIPTION_PATH && each.method() === method), act()]);
  const response = await request.response();
  return { body: request.postDataJSON() as unknown, status: response?.status() ?? 0 };
}

/** Waits until the page's service worker is active, as a parent's phone has it a few seconds after the first visit. */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

test('asks nothing on load, and the island arrives only with the control in view', async ({ context, page }) => {
  await phone(context, 1);
  const island: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && (await response.text()).includes('"AlertsIsland"')) island.push(response.url());
  });
  await page.setViewportSize({ width: 375, height: 200 });
  await page.goto('/notice');
  await workerActive(page);
  await expect(page.getByRole('button', { name: 'Get alerts' })).toBeVisible();
  // At 200 px tall the control, under the heading and the feed link, is out of view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  expect(island).toEqual([]);
  await page.getByRole('button', { name: 'Get alerts' }).scrollIntoViewIfNeeded();
  await expect.poll(() => island.length).toBe(1);
  await page.waitForTimeout(300);
  expect(await pushSeen(page)).toEqual({ keys: [], unsubscribed: 0, asked: 0 });
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
});

test("the first click subscribes to the page's topic with the school's key, the server keeps it, and a later visit shows alerts on", async ({ context, page }) => {
  const fake = await phone(context, 2);
  await context.grantPermissions(['notifications']);
  await page.goto('/notice');
  await workerActive(page);
  // By keyboard: Enter on the focused button.
  const button = page.getByRole('button', { name: 'Get alerts' });
  await button.focus();
  await expect(button).toBeFocused();
  const turnedOn = await nextCall(page, 'POST', () => page.keyboard.press('Enter'));

  expect(turnedOn.body).toEqual({ subscription: { endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }, topics: ['notices'], locale: 'en' });
  expect(turnedOn.status).toBe(201);
  const seen = await pushSeen(page);
  expect(seen?.keys).toEqual([[...Buffer.from(E2E.vapid.publicKey, 'base64url')]]);
  expect(seen?.asked).toBe(1);

  await expect(status(page)).toHaveText('Alerts are on: this phone will tell you when the school posts a notice. You can add news and events too.');
  await expect(topics(page).getByRole('checkbox', { name: 'Notices' })).toBeChecked();
  await expect(topics(page).getByRole('checkbox', { name: 'News' })).not.toBeChecked();
  await expect(topics(page).getByRole('checkbox', { name: 'Events' })).not.toBeChecked();
  // Focus went from the button, now gone, to the page's topic.
  await expect(topics(page).getByRole('checkbox', { name: 'Notices' })).toBeFocused();
  expect(await axeViolations(page, 'main')).toEqual([]);

  await page.reload();
  await expect(topics(page).getByRole('checkbox', { name: 'Notices' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Turn off alerts' })).toBeVisible();
  await expect(status(page)).toBeEmpty();
  expect((await pushSeen(page))?.asked).toBe(0);
});

test('ticking a topic posts the new list; "Turn off alerts" deletes the subscription, then unsubscribes', async ({ context, page }) => {
  const fake = await phone(context, 3);
  await context.grantPermissions(['notifications']);
  await page.goto('/News');
  await workerActive(page);
  const turnedOn = await nextCall(page, 'POST', () => page.getByRole('button', { name: 'Get alerts' }).click());
  expect(turnedOn.body).toMatchObject({ topics: ['news'], locale: 'en' });
  expect(turnedOn.status).toBe(201);

  // With the keyboard: focus is on this page's topic; Tab goes on to Events, and Space ticks it.
  await expect(topics(page).getByRole('checkbox', { name: 'News' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(topics(page).getByRole('checkbox', { name: 'Events' })).toBeFocused();
  const changed = await nextCall(page, 'POST', () => page.keyboard.press('Space'));
  expect(changed.body).toEqual({ subscription: { endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }, topics: ['news', 'events'], locale: 'en' });
  expect(changed.status).toBe(201);
  await expect(status(page)).toHaveText('Saved.');

  const turnedOff = await nextCall(page, 'DELETE', () => page.getByRole('button', { name: 'Turn off alerts' }).click());
  expect(turnedOff.body).toEqual({ endpoint: fake.endpoint });
  expect(turnedOff.status).toBe(204);
  await expect(status(page)).toHaveText('Alerts are off. This phone will get no more alerts from the school.');
  await expect(page.getByRole('button', { name: 'Get alerts' })).toBeFocused();
  expect((await pushSeen(page))?.unsubscribed).toBe(1);
  await expect(topics(page)).toHaveCount(0);
});

test('the Hindi events page speaks Hindi and subscribes to events in Hindi', async ({ context, page }) => {
  await phone(context, 4);
  await context.grantPermissions(['notifications']);
  await page.goto('/hi/Events');
  await workerActive(page);
  await expect(control(page)).toContainText('विद्यालय कोई कार्यक्रम जोड़े, तो इस फ़ोन या कंप्यूटर पर अलर्ट आ जाएगा।');
  const turnedOn = await nextCall(page, 'POST', () => page.getByRole('button', { name: 'अलर्ट पाएँ' }).click());
  expect(turnedOn.body).toMatchObject({ topics: ['events'], locale: 'hi' });
  expect(turnedOn.status).toBe(201);
  await expect(status(page)).toHaveText('अलर्ट चालू हो गए: विद्यालय कोई कार्यक्रम जोड़ेगा, तो यह फ़ोन आपको बताएगा। चाहें तो सूचनाएँ और समाचार भी चुनें।');
  await expect(topics(page, 'इनके अलर्ट चालू हैं').getByRole('checkbox', { name: 'कार्यक्रम' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'अलर्ट बंद करें' })).toBeVisible();
});

test('blocked notifications: says how to allow them again, and subscribes nothing', async ({ context, page }) => {
  await phone(context, 5);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SUBSCRIPTION_PATH) calls.push(request.method());
  });
  await page.goto('/notice');
  await workerActive(page);
  await page.getByRole('button', { name: 'Get alerts' }).click();
  await expect(status(page)).toHaveText(
    'Notifications are blocked for this site. To allow them, tap the icon beside the web address (or open the browser’s menu), choose Site settings, then Notifications, then Allow. Then press Get alerts again.',
  );
  expect(await page.evaluate(() => Notification.permission)).toBe('denied');
  expect(await pushSeen(page)).toEqual({ keys: [], unsubscribed: 0, asked: 1 });
  expect(calls).toEqual([]);
  await expect(page.getByRole('button', { name: 'Get alerts' })).not.toHaveAttribute('aria-disabled');
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test("a browser without PushManager (an iPhone's Safari before the Home Screen): says how to add the site there, asking nothing", async ({ context, page }) => {
  await context.addInitScript(() => Reflect.deleteProperty(window, 'PushManager'));
  await page.goto('/notice');
  await page.getByRole('button', { name: 'Get alerts' }).click();
  await expect(status(page)).toHaveText(
    'This browser cannot show alerts from a website. On an iPhone or iPad: tap Share, then Add to Home Screen, open the site from the new icon on the Home Screen, and press Get alerts there. On another phone, open this page in Chrome or Firefox.',
  );
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
});

test('without JavaScript: no button, and a note that the feed above stays', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: siteUrl });
  try {
    const page = await context.newPage();
    await page.goto('/notice');
    // getByText skips what is inside <noscript>: the note is found as markup, and seen as a parent sees it.
    const note = control(page).locator('noscript > p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Alerts need JavaScript, which is off in this browser. The RSS feed above still brings every new notice.');
    await expect(control(page).getByRole('button', { name: 'Get alerts' })).toBeHidden();
    await expect(control(page)).toContainText('A notification on this phone or computer when the school posts a notice.');
    await page.goto('/hi/Events');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('अलर्ट के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। ऊपर दिया कैलेंडर फ़ीड हर नया कार्यक्रम देता रहेगा।');
    await expect(control(page).getByRole('button', { name: 'अलर्ट पाएँ' })).toBeHidden();
  } finally {
    await context.close();
  }
});

test.describe('the worker', () => {
  /** Delivers a push to the page's service worker, as a push service would, and reads what it shows. */
  async function delivered(context: BrowserContext, page: Page, data: string) {
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.filter((each) => !each.isDeleted && each.scopeURL === `${siteUrl}/`).length).toBeGreaterThan(0);
    const registrationId = registrations.find((each) => !each.isDeleted && each.scopeURL === `${siteUrl}/`)?.registrationId ?? '';
    const before = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: siteUrl, registrationId, data });
    await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(before + 1);
    return page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, lang, tag, icon, badge, data: shown }) => ({ title, body, lang, tag, icon, badge, data: shown as unknown })),
    );
  }

  test("shows a push's alert in its language with the school's icon and badge, and an unreadable one as the generic alert", async ({ context, page }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/notice');
    await workerActive(page);
    const alert = { title: 'नई सूचना', body: 'School closed tomorrow (heavy rain)', url: `${siteUrl}/notice/4521-school-closed-tomorrow`, lang: 'hi', tag: 'notice-4521' };
    expect(await delivered(context, page, JSON.stringify(alert))).toEqual([
      {
        title: 'नई सूचना',
        body: 'School closed tomorrow (heavy rain)',
        lang: 'hi',
        tag: 'notice-4521',
        icon: `${siteUrl}/icons/icon-192.png`,
        badge: `${siteUrl}/icons/badge-96.png`,
        data: { url: `${siteUrl}/notice/4521-school-closed-tomorrow` },
      },
    ]);
    const shown = await delivered(context, page, 'not an alert');
    expect(shown.find((each) => each.tag === 'school-alert')).toEqual({
      title: 'New from the school',
      body: 'Open the notices to see what is new.',
      lang: 'en',
      tag: 'school-alert',
      icon: `${siteUrl}/icons/icon-192.png`,
      badge: `${siteUrl}/icons/badge-96.png`,
      data: { url: `${siteUrl}/notice` },
    });
    const badge = await page.request.get('/icons/badge-96.png');
    expect(badge.status()).toBe(200);
    expect(badge.headers()['content-type']).toBe('image/png');
  });
});
