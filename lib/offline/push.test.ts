import { alertNotification, openAlert, readAlert, renewSubscription, tappedAddress, type AlertClients } from './push';

const ORIGIN = 'https://school.example';
const ALERT = {
  title: 'नई सूचना',
  body: 'School closed tomorrow (heavy rain)',
  url: 'https://school.example/notice/4521-school-closed-tomorrow',
  lang: 'hi',
  tag: 'notice-4521',
};

/** What every push that cannot be read shows: English, the notices. */
const UNREADABLE = {
  title: 'New from the school',
  options: {
    body: 'Open the notices to see what is new.',
    lang: 'en',
    tag: 'school-alert',
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: 'https://school.example/notice' },
  },
};

describe('alertNotification', () => {
  it("shows the payload's title and line in its language, with the school's icon and badge, and keeps the address to open", () => {
    expect(alertNotification(JSON.stringify(ALERT), ORIGIN)).toEqual({
      title: 'नई सूचना',
      options: {
        body: 'School closed tomorrow (heavy rain)',
        lang: 'hi',
        tag: 'notice-4521',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: 'https://school.example/notice/4521-school-closed-tomorrow' },
      },
    });
  });

  it.each([
    ['no payload', null],
    ['a payload that is not JSON', 'School closed tomorrow'],
    ['JSON that is not an object', '"School closed"'],
    ['an alert without a title', JSON.stringify({ ...ALERT, title: '' })],
    ['an alert with a field missing', JSON.stringify({ title: 'New notice', body: 'x', url: '/notice/1' })],
    ['an alert with a field of another type', JSON.stringify({ ...ALERT, tag: 42 })],
    ['an address that is no web page', JSON.stringify({ ...ALERT, url: 'javascript:alert(1)' })],
    ['an address that cannot be read', JSON.stringify({ ...ALERT, url: 'http://[' })],
  ])('shows the generic alert, linking to the notices, for %s', (_case, text) => {
    expect(alertNotification(text, ORIGIN)).toEqual(UNREADABLE);
  });

  it("opens the alert's page on the worker's own origin, never another site", () => {
    const elsewhere = alertNotification(JSON.stringify({ ...ALERT, url: 'https://evil.example/notice/1?x=1#top' }), ORIGIN);
    expect(elsewhere.options.data.url).toBe('https://school.example/notice/1?x=1#top');
    const relative = alertNotification(JSON.stringify({ ...ALERT, url: '/News' }), ORIGIN);
    expect(relative.options.data.url).toBe('https://school.example/News');
  });
});

describe('readAlert', () => {
  it('keeps the five fields of the contract and nothing else', () => {
    expect(readAlert(JSON.stringify({ ...ALERT, extra: 'x' }))).toEqual(ALERT);
  });
});

describe('tappedAddress', () => {
  it('is the address the notification carries, else the notices', () => {
    expect(tappedAddress({ url: 'https://school.example/Events/12-sports-day' }, ORIGIN)).toBe('https://school.example/Events/12-sports-day');
    expect(tappedAddress(null, ORIGIN)).toBe('https://school.example/notice');
    expect(tappedAddress({ url: 7 }, ORIGIN)).toBe('https://school.example/notice');
    expect(tappedAddress({ url: 'data:text/html,hi' }, ORIGIN)).toBe('https://school.example/notice');
  });
});

function windows(...urls: string[]) {
  const clients = urls.map((url) => ({ url, focus: jest.fn(() => Promise.resolve()) }));
  const api = {
    matchAll: jest.fn(() => Promise.resolve(clients)),
    openWindow: jest.fn(() => Promise.resolve(null)),
  } satisfies AlertClients;
  return { api, clients };
}

describe('openAlert', () => {
  const PAGE = 'https://school.example/notice/4521-school-closed-tomorrow';

  it('focuses a window already showing the page, and makes sure the page is kept', async () => {
    const { api, clients } = windows('https://school.example/News', `${PAGE}#attachments`);
    const keep = jest.fn(() => Promise.resolve());
    await openAlert(api, PAGE, keep);
    expect(api.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(clients[1]?.focus).toHaveBeenCalledTimes(1);
    expect(clients[0]?.focus).not.toHaveBeenCalled();
    expect(api.openWindow).not.toHaveBeenCalled();
    expect(keep).toHaveBeenCalledWith(PAGE);
  });

  it('opens the page in a new window otherwise, whose navigation the worker keeps itself', async () => {
    const { api, clients } = windows('https://school.example/notice', 'https://school.example/notice/4521-school-closed-tomorrow?x=1');
    const keep = jest.fn(() => Promise.resolve());
    await openAlert(api, PAGE, keep);
    expect(api.openWindow).toHaveBeenCalledWith(PAGE);
    expect(clients.every((client) => client.focus.mock.calls.length === 0)).toBe(true);
    expect(keep).not.toHaveBeenCalled();
  });
});

describe('renewSubscription', () => {
  const OLD_KEY = new Uint8Array([4, 1, 2, 3]).buffer;
  const old = { endpoint: 'https://fcm.googleapis.com/fcm/send/old', options: { applicationServerKey: OLD_KEY, userVisibleOnly: true } };
  const renewedJson = { endpoint: 'https://fcm.googleapis.com/fcm/send/new', expirationTime: null, keys: { p256dh: 'P', auth: 'A' } };

  function sent(send: jest.Mock) {
    return send.mock.calls.map(([url, init]: [string, RequestInit]) => ({ url, method: init.method, headers: init.headers, body: JSON.parse(String(init.body)) as unknown }));
  }

  it("subscribes again with the old subscription's key and tells the server which one it replaces", async () => {
    const pushManager = { subscribe: jest.fn(() => Promise.resolve({ toJSON: () => renewedJson })) };
    const send = jest.fn(() => Promise.resolve({ status: 201 } as Response));
    await renewSubscription({ oldSubscription: old, newSubscription: null }, pushManager, send);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: OLD_KEY });
    expect(sent(send)).toEqual([
      {
        url: '/api/push/subscription',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: { subscription: renewedJson, replaces: 'https://fcm.googleapis.com/fcm/send/old' },
      },
    ]);
  });

  it('sends the subscription the browser made itself, when it made one', async () => {
    const pushManager = { subscribe: jest.fn() };
    const send = jest.fn(() => Promise.resolve({ status: 201 } as Response));
    await renewSubscription({ oldSubscription: old, newSubscription: { toJSON: () => renewedJson } }, pushManager, send);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(sent(send)[0]?.body).toEqual({ subscription: renewedJson, replaces: 'https://fcm.googleapis.com/fcm/send/old' });
  });

  it('does nothing without the old subscription or its key', async () => {
    const pushManager = { subscribe: jest.fn() };
    const send = jest.fn();
    await renewSubscription({ oldSubscription: null, newSubscription: null }, pushManager, send);
    await renewSubscription({ oldSubscription: { ...old, options: { applicationServerKey: null, userVisibleOnly: true } }, newSubscription: null }, pushManager, send);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});
