import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AlertsControl } from './alerts-control';

// A VAPID public key as `npx web-push generate-vapid-keys` prints it, and its bytes as Node decodes them.
const KEY = 'BLNXEsaIRRQUSvfZQCa6ZLFddBTuzBYinqCbQDVwLvuEuYXzWTYOAgTGXFHMc4TBWlM9VyqvibRH4vuGahCJeX8';
const KEY_BYTES = [...Buffer.from(KEY, 'base64url')];
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';

let push: { publicKey: string } | null = { publicKey: KEY };
jest.mock('@/lib/config', () => ({ getConfig: () => ({ push }) }));

/** A subscription as a browser makes one, made with `key`. */
function subscriptionWith(key: ArrayBufferLike, endpoint = ENDPOINT) {
  return {
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BP256', auth: 'AUTH' } }),
    unsubscribe: jest.fn().mockResolvedValue(true),
  };
}
type FakeSubscription = ReturnType<typeof subscriptionWith>;

const answer = (status: number, body?: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: () => (body === undefined ? Promise.reject(new SyntaxError('no JSON')) : Promise.resolve(body)) }) as Response;

interface Browser {
  /** Whether the browser has web push at all (not an iPhone's Safari outside the Home Screen). */
  push?: boolean;
  /** Notification.permission before any question. */
  permission?: NotificationPermission;
  /** What the question answers. */
  answer?: NotificationPermission;
  /** The subscription the browser already holds. */
  existing?: FakeSubscription | null;
  /** The server's answers, in order (the last repeats). */
  server?: (() => Promise<Response>)[];
}

/** A browser with (or without) web push, a service worker, and the site's server behind fetch. */
function browser({ push: hasPush = true, permission = 'default', answer: answered = 'granted', existing = null, server = [() => Promise.resolve(answer(201, {}))] }: Browser = {}) {
  const observers: IntersectionObserverCallback[] = [];
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;

  // Whether the browser's question was asked while the click was being dispatched (user activation).
  let clicking = false;
  const asked: boolean[] = [];
  window.addEventListener('click', () => (clicking = true), { capture: true, signal: listening.signal });
  window.addEventListener('click', () => (clicking = false), { signal: listening.signal });
  const requestPermission = jest.fn(() => {
    asked.push(clicking);
    return Promise.resolve(answered);
  });
  const made: FakeSubscription[] = [];
  const pushManager = {
    subscribe: jest.fn((options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }) => {
      made.push(subscriptionWith(options.applicationServerKey.buffer));
      return Promise.resolve(made.at(-1));
    }),
    getSubscription: jest.fn(() => Promise.resolve(existing)),
  };
  if (hasPush) {
    Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
    Object.defineProperty(window, 'Notification', { value: { permission, requestPermission }, configurable: true });
    const registration = { pushManager };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
      configurable: true,
    });
  }
  let calls = 0;
  const fetchMock = jest.fn((_url: string, _init: RequestInit) => (server[Math.min(calls++, server.length - 1)] as () => Promise<Response>)());
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    requestPermission,
    asked,
    pushManager,
    made,
    /** The requests to the server: method and body. */
    requests: () => fetchMock.mock.calls.map(([url, init]) => ({ url, method: init.method, body: JSON.parse(String(init.body)) as unknown })),
    /** Scrolls the control into view. */
    inView: () => act(() => observers.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))),
  };
}

let listening = new AbortController();

afterEach(() => {
  listening.abort();
  listening = new AbortController();
  document.body.innerHTML = '';
  for (const name of ['PushManager', 'Notification', 'IntersectionObserver']) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
  push = { publicKey: KEY };
});

const status = () => screen.getByRole('status');
const getAlerts = () => screen.getByRole('button', { name: 'Get alerts' });
const topicsGroup = () => screen.findByRole('group', { name: 'Alerts are on for' });

describe('AlertsControl, as the server renders it', () => {
  it('is a "Get alerts" button with its line, hidden without JavaScript, where a note says the feed stays', () => {
    const html = renderToString(<AlertsControl topic="notices" locale="en" />);
    document.body.innerHTML = html;
    const button = within(document.body).getByRole('button', { name: 'Get alerts' });
    expect(button.className).toContain('noscript:hidden');
    expect(document.body).toHaveTextContent('A notification on this phone or computer when the school posts a notice. No app, account or phone number needed.');
    expect(document.querySelector('noscript')?.innerHTML).toBe('<p>Alerts need JavaScript, which is off in this browser. The RSS feed above still brings every new notice.</p>');
    expect(within(document.body).getByRole('status')).toBeEmptyDOMElement();
  });

  it('names the calendar feed on the events page, and speaks Hindi on a Hindi page', () => {
    document.body.innerHTML = renderToString(<AlertsControl topic="events" locale="en" />);
    expect(document.querySelector('noscript')?.textContent).toContain('The calendar feed above still brings every new event.');
    document.body.innerHTML = renderToString(<AlertsControl topic="news" locale="hi" />);
    expect(within(document.body).getByRole('button', { name: 'अलर्ट पाएँ' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('विद्यालय कोई समाचार दे, तो इस फ़ोन या कंप्यूटर पर अलर्ट आ जाएगा।');
    expect(document.querySelector('noscript')?.textContent).toContain('ऊपर दिया RSS फ़ीड हर नया समाचार देता रहेगा।');
  });

  it('is not there when alerts are off (no VAPID keys)', () => {
    push = null;
    expect(renderToString(<AlertsControl topic="notices" locale="en" />)).toBe('');
  });
});

describe('AlertsControl in the browser', () => {
  it('fetches its island only once in view, and asks the browser nothing until clicked', async () => {
    const loaded = jest.fn();
    jest.doMock('./alerts-island', () => {
      loaded();
      return jest.requireActual('./alerts-island');
    });
    const page = browser({ permission: 'default' });
    await jest.isolateModulesAsync(async () => {
      const rtl = await import('@testing-library/react/pure');
      const { AlertsControl: Control } = await import('./alerts-control');
      rtl.render(<Control topic="notices" locale="en" />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(loaded).not.toHaveBeenCalled();
      page.inView();
      await rtl.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      rtl.cleanup();
    });
    jest.dontMock('./alerts-island');
    expect(page.requestPermission).not.toHaveBeenCalled();
    expect(page.pushManager.subscribe).not.toHaveBeenCalled();
    expect(page.requests()).toEqual([]);
  });

  it("says it could not turn on alerts when a click cannot fetch the island's code", async () => {
    jest.doMock('./alerts-island', () => {
      throw new Error('Failed to load chunk');
    });
    browser();
    await jest.isolateModulesAsync(async () => {
      const rtl = await import('@testing-library/react/pure');
      const { AlertsControl: Control } = await import('./alerts-control');
      rtl.render(<Control topic="notices" locale="en" />);
      rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Get alerts' }));
      await rtl.waitFor(() => expect(rtl.screen.getByRole('status')).toHaveTextContent('Could not turn on alerts. Check the internet connection and try again.'));
      rtl.cleanup();
    });
    jest.dontMock('./alerts-island');
  });

  it("turns on alerts for the page's topic on the first click: asks within the click, subscribes with the school's key, stores it", async () => {
    const user = userEvent.setup();
    const page = browser();
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());

    expect(page.requestPermission).toHaveBeenCalledTimes(1);
    expect(page.asked).toEqual([true]);
    const group = await topicsGroup();
    expect(page.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const [options] = page.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey ?? [])]).toEqual(KEY_BYTES);
    expect(page.requests()).toEqual([
      {
        url: '/api/push/subscription',
        method: 'POST',
        body: { subscription: { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BP256', auth: 'AUTH' } }, topics: ['notices'], locale: 'en' },
      },
    ]);
    expect(status()).toHaveTextContent('Alerts are on: this phone will tell you when the school posts a notice. You can add news and events too.');
    expect(within(group).getByRole('checkbox', { name: 'Notices' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'News' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Events' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Turn off alerts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get alerts' })).not.toBeInTheDocument();
    // The button pressed is gone: focus goes to the page's topic, the first of what replaced it.
    expect(within(group).getByRole('checkbox', { name: 'Notices' })).toHaveFocus();
    expect(localStorage.getItem('push-alert-topics')).toBe('["notices"]');
  });

  it('subscribes the events page to events, in Hindi on the Hindi page', async () => {
    const user = userEvent.setup();
    const page = browser();
    render(<AlertsControl topic="events" locale="hi" />);
    await user.click(screen.getByRole('button', { name: 'अलर्ट पाएँ' }));
    const group = await screen.findByRole('group', { name: 'इनके अलर्ट चालू हैं' });
    expect(page.requests()[0]?.body).toMatchObject({ topics: ['events'], locale: 'hi' });
    expect(within(group).getByRole('checkbox', { name: 'कार्यक्रम' })).toBeChecked();
    expect(status()).toHaveTextContent('अलर्ट चालू हो गए: विद्यालय कोई कार्यक्रम जोड़ेगा, तो यह फ़ोन आपको बताएगा।');
    expect(screen.getByRole('button', { name: 'अलर्ट बंद करें' })).toBeInTheDocument();
  });

  it('says it is working, and asks nothing more, while the server has not answered', async () => {
    const user = userEvent.setup();
    let respond: (response: Response) => void = () => {};
    const page = browser({ server: [() => new Promise<Response>((resolve) => (respond = resolve))] });
    render(<AlertsControl topic="news" locale="en" />);
    await user.click(getAlerts());
    await waitFor(() => expect(status()).toHaveTextContent('Turning on alerts…'));
    expect(getAlerts()).toHaveAttribute('aria-disabled', 'true');
    await user.click(getAlerts());
    expect(page.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.requests()).toHaveLength(1));
    act(() => respond(answer(201, {})));
    await topicsGroup();
  });

  it('posts the new list when a topic is ticked or unticked, and says it is saved', async () => {
    const user = userEvent.setup();
    const page = browser();
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    const group = await topicsGroup();
    await user.click(within(group).getByRole('checkbox', { name: 'Events' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved.'));
    await user.click(within(group).getByRole('checkbox', { name: 'Notices' }));
    await waitFor(() => expect(page.requests()).toHaveLength(3));
    expect(page.requests().map(({ method, body }) => [method, (body as { topics: string[] }).topics])).toEqual([
      ['POST', ['notices']],
      ['POST', ['notices', 'events']],
      ['POST', ['events']],
    ]);
    expect(page.requests()[2]?.body).toMatchObject({ subscription: { endpoint: ENDPOINT }, locale: 'en' });
    expect(within(group).getByRole('checkbox', { name: 'Notices' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Events' })).toBeChecked();
    expect(localStorage.getItem('push-alert-topics')).toBe('["events"]');
  });

  it('goes back to the saved topics when a change fails, and says so', async () => {
    const user = userEvent.setup();
    browser({ server: [() => Promise.resolve(answer(201, {})), () => Promise.reject(new TypeError('offline'))] });
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    const group = await topicsGroup();
    await user.click(within(group).getByRole('checkbox', { name: 'News' }));
    await waitFor(() => expect(status()).toHaveTextContent('Could not save the change. Check the internet connection and try again.'));
    expect(within(group).getByRole('checkbox', { name: 'News' })).not.toBeChecked();
    expect(localStorage.getItem('push-alert-topics')).toBe('["notices"]');
  });

  it('"Turn off alerts" deletes the subscription on the server, then in the browser', async () => {
    const user = userEvent.setup();
    const page = browser({ server: [() => Promise.resolve(answer(201, {})), () => Promise.resolve(answer(204))] });
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    await topicsGroup();
    await user.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    await waitFor(() => expect(status()).toHaveTextContent('Alerts are off. This phone will get no more alerts from the school.'));
    expect(page.requests()[1]).toEqual({ url: '/api/push/subscription', method: 'DELETE', body: { endpoint: ENDPOINT } });
    expect(page.made[0]?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('push-alert-topics')).toBeNull();
    expect(getAlerts()).toHaveFocus();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('unticking the last topic turns alerts off', async () => {
    const user = userEvent.setup();
    const page = browser({ server: [() => Promise.resolve(answer(201, {})), () => Promise.resolve(answer(204))] });
    render(<AlertsControl topic="news" locale="en" />);
    await user.click(getAlerts());
    const group = await topicsGroup();
    await user.click(within(group).getByRole('checkbox', { name: 'News' }));
    await waitFor(() => expect(status()).toHaveTextContent('Alerts are off.'));
    expect(page.requests().map(({ method }) => method)).toEqual(['POST', 'DELETE']);
    expect(page.made[0]?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(getAlerts()).toHaveFocus();
  });

  it('stays on, and says so, when the server cannot delete the subscription', async () => {
    const user = userEvent.setup();
    const page = browser({ server: [() => Promise.resolve(answer(201, {})), () => Promise.resolve(answer(503, { message: 'Try later.' }))] });
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    await topicsGroup();
    await user.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    await waitFor(() => expect(status()).toHaveTextContent('Could not turn off alerts. Check the internet connection and try again.'));
    expect(page.made[0]?.unsubscribe).not.toHaveBeenCalled();
    expect(await topicsGroup()).toBeInTheDocument();
    expect(localStorage.getItem('push-alert-topics')).toBe('["notices"]');
  });

  it('says how to allow notifications again when they are blocked, and subscribes nothing', async () => {
    const user = userEvent.setup();
    const page = browser({ permission: 'denied', answer: 'denied' });
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    await waitFor(() => expect(status()).toHaveTextContent(/^Notifications are blocked for this site\. To allow them, .*Site settings, then Notifications, then Allow\. Then press Get alerts again\.$/));
    expect(page.pushManager.subscribe).not.toHaveBeenCalled();
    expect(page.requests()).toEqual([]);
    expect(getAlerts()).not.toHaveAttribute('aria-disabled');
  });

  it('says how to allow them in Hindi on a Hindi page', async () => {
    const user = userEvent.setup();
    browser({ answer: 'denied' });
    render(<AlertsControl topic="notices" locale="hi" />);
    await user.click(screen.getByRole('button', { name: 'अलर्ट पाएँ' }));
    await waitFor(() => expect(status()).toHaveTextContent('साइट सेटिंग (Site settings), सूचनाएँ (Notifications) और अनुमति दें (Allow) चुनें।'));
  });

  it('asks to press again when the question was closed without an answer', async () => {
    const user = userEvent.setup();
    browser({ answer: 'default' });
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    await waitFor(() => expect(status()).toHaveTextContent('The question closed without an answer. Press Get alerts again and choose Allow.'));
  });

  it('says how to add the site to the Home Screen where the browser has no web push, asking nothing', async () => {
    const user = userEvent.setup();
    const page = browser({ push: false });
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    await waitFor(() => expect(status()).toHaveTextContent(/^This browser cannot show alerts from a website\. On an iPhone or iPad: tap Share, then Add to Home Screen, open the site from the new icon/));
    expect(page.requestPermission).not.toHaveBeenCalled();
    expect(page.requests()).toEqual([]);
  });

  it.each([
    [400, 'en', 'Could not turn on alerts: the school cannot send alerts to this browser. Open this page in Chrome, Firefox, Edge or Safari and try there.'],
    [429, 'en', 'Could not turn on alerts: too many tries from this connection. Please try again in a minute.'],
    [503, 'en', 'Could not turn on alerts just now. Please try again later.'],
    [400, 'hi', 'अलर्ट चालू नहीं हो सके: विद्यालय इस ब्राउज़र पर अलर्ट नहीं भेज सकता। यह पेज Chrome, Firefox, Edge या Safari में खोलकर वहाँ कोशिश करें।'],
    [429, 'hi', 'अलर्ट चालू नहीं हो सके: इस कनेक्शन से बहुत बार कोशिश हुई है। एक मिनट बाद फिर कोशिश करें।'],
  ] as const)('says why the server refused the subscription (%i) in the page’s language (%s), never its English message, and stays off', async (code, locale, said) => {
    const user = userEvent.setup();
    browser({ server: [() => Promise.resolve(answer(code, { message: 'An English message from the server.' }))] });
    render(<AlertsControl topic="notices" locale={locale} />);
    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Get alerts' : 'अलर्ट पाएँ' }));
    await waitFor(() => expect(status()).toHaveTextContent(said));
    expect(status()).not.toHaveTextContent('English message');
    expect(localStorage.getItem('push-alert-topics')).toBeNull();
  });

  it.each([
    ['the phone is offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says plainly that it could not turn on alerts when %s', async (_case, respond) => {
    const user = userEvent.setup();
    browser({ server: [respond] });
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    await waitFor(() => expect(status()).toHaveTextContent('Could not turn on alerts. Check the internet connection and try again.'));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it("replaces a subscription made with the school's old key before subscribing", async () => {
    const user = userEvent.setup();
    const old = subscriptionWith(new Uint8Array(65).fill(4).buffer, 'https://fcm.googleapis.com/fcm/send/old');
    const page = browser({ existing: old });
    render(<AlertsControl topic="notices" locale="en" />);
    await user.click(getAlerts());
    await topicsGroup();
    expect(old.unsubscribe).toHaveBeenCalledTimes(1);
    expect(page.pushManager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('shows alerts on, without announcing it or asking anything, on a later visit', async () => {
    localStorage.setItem('push-alert-topics', '["news","events"]');
    const page = browser({ permission: 'granted', existing: subscriptionWith(new Uint8Array(KEY_BYTES).buffer) });
    render(<AlertsControl topic="notices" locale="en" />);
    expect(getAlerts()).toBeInTheDocument();
    page.inView();
    const group = await topicsGroup();
    expect(within(group).getByRole('checkbox', { name: 'Notices' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'News' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Events' })).toBeChecked();
    expect(status()).toBeEmptyDOMElement();
    expect(page.requestPermission).not.toHaveBeenCalled();
    expect(page.requests()).toEqual([]);
  });

  it('forgets the topics of a subscription the browser no longer holds', async () => {
    localStorage.setItem('push-alert-topics', '["notices"]');
    const page = browser({ permission: 'granted', existing: null });
    render(<AlertsControl topic="notices" locale="en" />);
    page.inView();
    await waitFor(() => expect(localStorage.getItem('push-alert-topics')).toBeNull());
    expect(getAlerts()).toBeInTheDocument();
    expect(page.pushManager.getSubscription).toHaveBeenCalled();
  });
});
