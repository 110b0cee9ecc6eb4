// A stand-in for the school ERP vendor's content service (spec section 7), so the site can run, be
// tested and be benchmarked without the vendor. Plain node:http on loopback; see README notes in
// `main.ts` for the environment it reads.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { DEMO_PORT, DEMO_SCHOOL_CODE, DEMO_TOKEN } from './data/constants';
import { buildDemoContent } from './data/demo-content';
import { demoObjectId } from './data/ids';
import { DEFAULT_DEMO_ASSETS_DIR, describeDemoAssets, ensureDemoAssets } from '../make-demo-assets';
import { distort, faultApplies, FAULT_MODES, isFaultMode, truncate, type DemoReply, type FaultMode, type FaultState } from './faults';
import { hugePng } from './huge-image';
import { answer, BadRequestError, type DemoData } from './routes';

export interface DemoServiceOptions {
  /** 0 picks a free port. Default: env DEMO_PORT, else 4010. */
  port?: number;
  /** Default: env DEMO_SCHOOL_CODE, else the demo school code. */
  schoolCode?: string;
  /** Default: env DEMO_TOKEN, else the demo token. */
  token?: string;
  /** Initial fault. Default: env DEMO_FAULT, else 'ok'. */
  fault?: FaultMode;
  /** Limits the initial fault to paths containing this. Default: env DEMO_FAULT_ONLY. */
  faultOnly?: string | null;
  /** Default: env DEMO_ASSETS_DIR, else `.demo-assets/` at the repository root. */
  assetsDir?: string;
  /** Generate missing images and PDFs in the background at start (default true). */
  ensureAssets?: boolean;
  /** Whether the feed carries the planted problems (data/problems.ts). Default: env DEMO_PROBLEMS, 'off' to leave them out, else on. */
  problems?: boolean;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Where the one-line request log goes; false silences it. Default: stdout. */
  log?: ((line: string) => void) | false;
  /** The `slow` fault sends this many bytes per tick (default 256) ... */
  slowChunkBytes?: number;
  /** ... every this many milliseconds (default 1000). */
  slowIntervalMs?: number;
  /** Visitor count at start (default 48213). */
  visitorStart?: number;
}

export interface DemoService {
  /** Origin to use as CONTENT_API_URL, e.g. http://127.0.0.1:4010. */
  url: string;
  port: number;
  assetsDir: string;
  /** Settles when the background asset generation is over (it never rejects). */
  assetsReady: Promise<void>;
  /** Changes the fault mode; `only` limits it to paths containing that text. */
  setFault: (mode: FaultMode, only?: string | null) => void;
  fault: () => FaultState;
  /** Stops listening, drops hung and dripping answers, stops asset generation. Safe to call twice. */
  close: () => Promise<void>;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  /** 0 for a request the `hang` fault never answers. */
  status: number;
  at: string;
}

/** The environment the service reads its DEMO_* settings from. */
export type DemoEnv = Readonly<Record<string, string | undefined>>;

const MAX_LOG = 500;
const MAX_BODY = 64 * 1024;

/** Thrown when an environment variable of the demo service is malformed. */
export class DemoConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoConfigError';
  }
}

function envPort(env: DemoEnv): number | undefined {
  const raw = env.DEMO_PORT?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw new DemoConfigError(`DEMO_PORT must be a whole number from 0 to 65535, got "${raw}"`);
  return Number(raw);
}

function envFault(env: DemoEnv): FaultMode | undefined {
  const raw = env.DEMO_FAULT?.trim();
  if (!raw) return undefined;
  if (!isFaultMode(raw)) throw new DemoConfigError(`DEMO_FAULT must be one of ${FAULT_MODES.join(', ')}, got "${raw}"`);
  return raw;
}

function jsonBody(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new BadRequestError('Request body too large', 413));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const type = req.headers['content-type'] ?? '';
      if (raw.trim() === '') return resolve({});
      // Express's body parsers accept both encodings; so does the demo. JSON sent with a form content
      // type (curl -d does that) is still read as JSON.
      if (type.includes('application/x-www-form-urlencoded') && !/^\s*[[{]/.test(raw)) return resolve(Object.fromEntries(new URLSearchParams(raw)));
      try {
        resolve(JSON.parse(raw));
      } catch {
        reject(new BadRequestError('Invalid JSON body'));
      }
    });
  });
}

/** Starts the demo content service and resolves once it listens; options override the DEMO_* environment. */
export async function startDemoService(options: DemoServiceOptions = {}, env: DemoEnv = process.env): Promise<DemoService> {
  const port = options.port ?? envPort(env) ?? DEMO_PORT;
  const schoolCode = options.schoolCode ?? (env.DEMO_SCHOOL_CODE?.trim() || DEMO_SCHOOL_CODE);
  const token = options.token ?? (env.DEMO_TOKEN?.trim() || DEMO_TOKEN);
  const assetsDir = path.resolve(options.assetsDir ?? (env.DEMO_ASSETS_DIR?.trim() || DEFAULT_DEMO_ASSETS_DIR));
  const now = options.now ?? (() => new Date());
  const log = options.log === false ? () => {} : (options.log ?? ((line: string) => void process.stdout.write(`${line}\n`)));
  const slowChunk = Math.max(1, options.slowChunkBytes ?? 256);
  const slowInterval = Math.max(1, options.slowIntervalMs ?? 1000);
  let fault: FaultState = { mode: options.fault ?? envFault(env) ?? 'ok', only: options.faultOnly ?? (env.DEMO_FAULT_ONLY?.trim() || null) };

  const generation = new AbortController();
  const assetsReady =
    options.ensureAssets === false
      ? Promise.resolve()
      : ensureDemoAssets(assetsDir, { now: now(), signal: generation.signal }).then(
          (summary) => log(describeDemoAssets(summary)),
          (error: unknown) => log(`demo-service: asset generation failed: ${error instanceof Error ? error.message : String(error)}`),
        );

  let problems = options.problems ?? env.DEMO_PROBLEMS?.trim() !== 'off';
  const data: DemoData = {
    schoolCode,
    token,
    content: buildDemoContent(now(), { problems }),
    now,
    assetsDir,
    assetsReady,
    visitors: { count: options.visitorStart ?? 48213 },
  };

  let revision = 0;
  const requestLog: RequestLogEntry[] = [];
  const hung = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const finish = (req: IncomingMessage, status: number, started: number, record: boolean) => {
    const url = req.url ?? '/';
    log(`demo-service ${req.method ?? 'GET'} ${url} ${status} ${Math.round(performance.now() - started)}ms`);
    if (!record) return;
    requestLog.push({ method: req.method ?? 'GET', path: url, status, at: new Date().toISOString() });
    if (requestLog.length > MAX_LOG) requestLog.splice(0, requestLog.length - MAX_LOG);
  };

  const headersOf = (reply: DemoReply, body: Buffer): Record<string, string | number> =>
    'file' in reply
      ? { 'Content-Type': reply.contentType, 'Content-Length': body.length, 'Cache-Control': 'public, max-age=86400' }
      : { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store' };

  /** A file that never ends: 64 KB every 10 ms, without a length, until the client goes away or the service closes. */
  const endless = (res: ServerResponse, contentType: string) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    const timer: NodeJS.Timeout = setInterval(() => {
      if (res.destroyed || res.writableEnded) {
        clearInterval(timer);
        timers.delete(timer);
        return;
      }
      res.write(chunk);
    }, 10);
    timers.add(timer);
  };

  const drip = (res: ServerResponse, status: number, headers: Record<string, string | number>, body: Buffer) => {
    res.writeHead(status, headers);
    res.flushHeaders();
    let offset = 0;
    const timer: NodeJS.Timeout = setInterval(() => tick(), slowInterval);
    const stop = () => {
      clearInterval(timer);
      timers.delete(timer);
    };
    const tick = () => {
      if (res.destroyed || res.writableEnded) return stop();
      const chunk = body.subarray(offset, offset + slowChunk);
      offset += chunk.length;
      if (offset >= body.length) {
        stop();
        res.end(chunk);
      } else {
        res.write(chunk);
      }
    };
    timers.add(timer);
    res.on('close', stop);
    tick();
  };

  const control = async (req: IncomingMessage, pathname: string): Promise<DemoReply> => {
    const method = req.method ?? 'GET';
    if (pathname === '/__demo/fault' && method === 'GET') return { status: 200, json: fault };
    if (pathname === '/__demo/fault' && method === 'POST') {
      const body = await readBody(req);
      const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const only = record.only;
      if (!isFaultMode(record.mode)) return { status: 400, json: { message: `mode must be one of ${FAULT_MODES.join(', ')}` } };
      if (only !== undefined && only !== null && typeof only !== 'string') return { status: 400, json: { message: 'only must be a string' } };
      fault = { mode: record.mode, only: typeof only === 'string' && only !== '' ? only : null };
      return { status: 200, json: fault };
    }
    if (pathname === '/__demo/problems' && method === 'GET') return { status: 200, json: { problems } };
    // Switching the planted problems rebuilds the content (and drops what /__demo/revision published).
    if (pathname === '/__demo/problems' && method === 'POST') {
      const body = await readBody(req);
      const on = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).problems : undefined;
      if (typeof on !== 'boolean') return { status: 400, json: { message: 'problems must be true or false' } };
      problems = on;
      data.content = buildDemoContent(now(), { problems });
      return { status: 200, json: { problems } };
    }
    if (pathname === '/__demo/requests' && method === 'GET') return { status: 200, json: requestLog };
    if (pathname === '/__demo/requests/clear' && method === 'POST') {
      requestLog.length = 0;
      return { status: 200, json: { message: 'ok' } };
    }
    if (pathname === '/__demo/revision' && method === 'POST') {
      // Publishes a fresh News item, or with {"category":"Notice"} a notice (a highlight of that category),
      // so tests can tell new content from content cached before an outage.
      const body = await readBody(req);
      const notice = typeof body === 'object' && body !== null && (body as Record<string, unknown>).category === 'Notice';
      revision += 1;
      const published = now();
      const item = {
        _id: demoObjectId(`revision-${revision}-${published.getTime()}`),
        createdAt: published.toISOString(),
        updatedAt: published.toISOString(),
        __v: 0,
        description: 'The office has published updated information for parents and students.',
        fromDate: published.toISOString(),
        attachments: [],
      };
      if (notice) {
        const title = `Notice for Parents Published (revision ${revision})`;
        data.content.highlights = [{ ...item, title, category: 'Notice' }, ...data.content.highlights];
        return { status: 200, json: { revision, title } };
      }
      const title = `School Notice Board Updated (revision ${revision})`;
      data.content.news = [{ ...item, title, category: 'News', url: '' }, ...data.content.news];
      return { status: 200, json: { revision, title } };
    }
    if (pathname === '/__demo/health' && method === 'GET') return { status: 200, json: { status: 'ok', schoolCode, fault } };
    return { status: 404, json: { message: 'Not found' } };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    // The raw path, not WHATWG URL parsing: that would resolve `..` before the traversal check sees it.
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
    const isControl = pathname.startsWith('/__demo/');
    const current = fault;
    const faulty = !isControl && faultApplies(current, pathname);

    if (faulty && current.mode === 'hang') {
      const socket = req.socket;
      hung.add(socket);
      socket.once('close', () => hung.delete(socket));
      finish(req, 0, started, true);
      return;
    }

    let reply: DemoReply;
    try {
      if (isControl) reply = await control(req, pathname);
      else if (faulty && current.mode === 'unauthorized') reply = { status: 401, json: { message: 'Unauthorized' } };
      else if (faulty && current.mode === 'error') reply = { status: 500, json: { message: 'Internal Server Error' } };
      else {
        reply = await answer(
          { method: req.method ?? 'GET', path: pathname, query, authorization: req.headers.authorization, readBody: () => readBody(req) },
          data,
        );
        if (faulty) reply = distort(reply, current.mode);
        if (faulty && current.mode === 'huge-image' && 'file' in reply && reply.status === 200) reply = { status: 200, file: await hugePng(), contentType: 'image/png' };
      }
    } catch (error) {
      reply =
        error instanceof BadRequestError
          ? { status: error.status, json: { message: error.message } }
          : { status: 500, json: { message: error instanceof Error ? error.message : 'Internal Server Error' } };
    }

    let body = 'file' in reply ? reply.file : jsonBody(reply.json);
    if (faulty && current.mode === 'malformed' && !('file' in reply) && reply.status >= 200 && reply.status < 300) body = truncate(body);
    const headers = headersOf(reply, body);
    finish(req, reply.status, started, !isControl);
    if (faulty && current.mode === 'endless' && 'file' in reply && reply.status === 200) {
      endless(res, reply.contentType);
      return;
    }
    if (faulty && current.mode === 'slow') {
      drip(res, reply.status, headers, body);
      return;
    }
    res.writeHead(reply.status, headers);
    res.end(body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`demo-service: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      generation.abort();
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      for (const socket of hung) socket.destroy();
      hung.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await assetsReady;
    })();
    return closing;
  };

  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    assetsDir,
    assetsReady,
    setFault: (mode, only = null) => {
      fault = { mode, only: only || null };
    },
    fault: () => fault,
    close,
  };
}
