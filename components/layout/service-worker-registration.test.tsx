import { renderToStaticMarkup } from 'react-dom/server';
import { ServiceWorkerRegistration } from './service-worker-registration';

// The inline script as a first visit runs it: the page has no worker yet, and the browser tells when it is idle.
const register = jest.fn<Promise<unknown>, [string]>();
const postMessage = jest.fn();
let idle: { callback: () => void; options?: IdleRequestOptions }[] = [];
let onLoad: (() => void)[] = [];
let controller: object | null = null;

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      get controller() {
        return controller;
      },
      register,
      ready: Promise.resolve({ active: { postMessage } }),
    },
  });
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [{ name: `${location.origin}/_next/static/chunks/app.js` }, { name: 'https://maps.example/embed' }],
  });
});

beforeEach(() => {
  idle = [];
  onLoad = [];
  controller = null;
  register.mockReset().mockResolvedValue(undefined);
  postMessage.mockReset();
  window.requestIdleCallback = ((callback: () => void, options?: IdleRequestOptions) => idle.push({ callback, options })) as typeof requestIdleCallback;
  jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    if (type === 'load' && typeof listener === 'function') onLoad.push(() => listener(new Event('load')));
  });
  // The script as the page carries it, run as the browser runs an inline script.
  const markup = new DOMParser().parseFromString(renderToStaticMarkup(<ServiceWorkerRegistration />), 'text/html');
  const script = document.createElement('script');
  script.textContent = markup.querySelector('script')?.textContent ?? '';
  document.body.append(script);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.body.replaceChildren();
});

/** Lets the registration's promises settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ServiceWorkerRegistration', () => {
  it('registers nothing while the page loads, nor at load: only once the browser is idle, which it asks to be within a time limit', async () => {
    await settled();
    expect(register).not.toHaveBeenCalled();
    for (const load of onLoad) load();
    await settled();
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.options?.timeout).toBeGreaterThan(0);

    idle[0]?.callback();
    await settled();
    expect(register).toHaveBeenCalledWith('/sw.js');
    // The first page, loaded before the worker existed, is handed to it with every file it loaded.
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [[location.href, { headers: { accept: 'text/html' } }], `${location.origin}/_next/static/chunks/app.js`, 'https://maps.example/embed'] },
    });
  });

  it('does nothing on a page the worker already controls', async () => {
    controller = {};
    for (const load of onLoad) load();
    for (const { callback } of idle) callback();
    await settled();
    expect(register).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('registers 2 s after load where the browser has no requestIdleCallback (Safari)', async () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    jest.useFakeTimers();
    for (const load of onLoad) load();
    jest.advanceTimersByTime(1_999);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });
});
