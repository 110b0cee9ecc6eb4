import type { IncomingMessage } from 'node:http';
import { FAILURE_HOLD_MS } from '@/lib/content/resource';
import { setContentEnv } from './content-env';
import { json, startFixtureServer, type Handler } from './http-fixture';
import { lastGood } from './next-cache-stub';

export interface ContentFixture {
  /** The fixture service's origin, e.g. http://127.0.0.1:40123. */
  readonly url: string;
  /** The requests of the current test, as 'GET /api/...'. */
  readonly requests: string[];
  /** The log lines the current test wrote (console.log and console.warn). */
  readonly logs: string[];
  /** Answers these 'METHOD /path' keys; anything else is a 404. */
  route: (routes: Record<string, Handler>) => void;
  /** Answers every request with this handler. */
  handle: (handler: Handler) => void;
  /** Moves the clock the content layer reads (Date.now) on. */
  advance: (ms: number) => void;
}

/**
 * A fixture content service for the tests of lib/content getters, with the data cache stub emptied, the
 * logs captured and the clock moved past any failure an earlier test left held (FAILURE_HOLD_MS) before
 * each test. Call at the top of a test file that mocks next/cache with test/next-cache-stub.ts.
 */
export function contentFixture(): ContentFixture {
  let server: Awaited<ReturnType<typeof startFixtureServer>> | undefined;
  let clock = Date.now();
  const requests: string[] = [];
  const logs: string[] = [];
  const started = () => {
    if (!server) throw new Error('content fixture: the server has not started');
    return server;
  };

  beforeAll(async () => {
    server = await startFixtureServer();
    setContentEnv(server.url);
  });
  afterAll(() => started().close());
  beforeEach(() => {
    clock += FAILURE_HOLD_MS + 1;
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    lastGood.clear();
    requests.length = 0;
    logs.length = 0;
    const capture = (line: unknown) => void logs.push(String(line));
    jest.spyOn(console, 'log').mockImplementation(capture);
    jest.spyOn(console, 'warn').mockImplementation(capture);
  });
  afterEach(() => jest.restoreAllMocks());

  return {
    get url() {
      return started().url;
    },
    requests,
    logs,
    route: (routes) =>
      started().handle((request: IncomingMessage, response) => {
        const key = `${request.method} ${request.url}`;
        requests.push(key);
        (routes[key] ?? json({ message: 'not found' }, 404))(request, response);
      }),
    handle: (handler) => started().handle(handler),
    advance: (ms) => {
      clock += ms;
    },
  };
}
