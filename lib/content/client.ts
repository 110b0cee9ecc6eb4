import 'server-only';
import { request, type Dispatcher } from 'undici';
import { getConfig } from '@/lib/config';
import { httpAgent } from '@/lib/server/http-agent';
import { ContentApiError } from './errors';

/** The most bytes read from one answer of the content service. */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
/** The longest a content call may take from start to the last byte. */
export const CALL_TIMEOUT_MS = 5_000;

export interface CallOptions {
  /** A short name for logs and errors, e.g. `news/all`. */
  resource: string;
  /** Path below the origin, starting with `/api/`. */
  path: string;
  method?: 'GET' | 'POST';
  /** Sends `Authorization: Bearer` (spec section 7 marks these calls). */
  auth?: boolean;
  body?: unknown;
  timeoutMs?: number;
}

export interface CallResult {
  status: number;
  json: unknown;
  ms: number;
}

type Answer = Dispatcher.ResponseData;

/**
 * Reads an answer's body, at most `maxBytes` (by its Content-Length when declared, else as it streams);
 * throws what `tooLarge` makes once it is bigger.
 */
export async function readCapped(answer: Answer, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(answer.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of answer.body) {
    const buffer = chunk as Buffer;
    total += buffer.byteLength;
    if (total > maxBytes) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export interface Exchange {
  method: 'GET' | 'POST' | 'HEAD';
  headers: Record<string, string>;
  body?: string;
  /** From the start of the call to the last byte read by `read`. */
  timeoutMs: number;
}

/**
 * One HTTP call of the server to the vendor, through the process's bounded agent (lib/server/http-agent.ts).
 * A failure to get an answer is thrown as `failed(cause)`; `read` gets the answer, and whatever of its body
 * `read` leaves (error pages, oversized bodies) is discarded without buffering it.
 */
export async function exchange<T>(url: string, init: Exchange, failed: (cause: unknown) => Error, read: (answer: Answer) => Promise<T>): Promise<T> {
  const { timeoutMs, ...options } = init;
  let answer: Answer;
  try {
    answer = await request(url, { ...options, dispatcher: httpAgent(), signal: AbortSignal.timeout(Math.max(1, Math.floor(timeoutMs))) });
  } catch (cause) {
    throw failed(cause);
  }
  try {
    return await read(answer);
  } finally {
    // The destroyed stream reports an abort that nobody needs to hear.
    if (!answer.body.destroyed) {
      answer.body.on('error', () => undefined);
      answer.body.destroy();
    }
  }
}

/**
 * Calls the content service and returns its parsed JSON. Throws ContentApiError on a network failure,
 * a timeout, a non-2xx answer, an oversized body or invalid JSON. A 404 is returned, not thrown, so
 * single-item getters can tell "no such item" from "service down".
 */
export async function callContentApi(options: CallOptions): Promise<CallResult> {
  const config = getConfig();
  const { resource, path, method = 'GET', auth = false, body, timeoutMs = CALL_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (auth) headers.authorization = `Bearer ${config.contentApiToken}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  const started = performance.now();
  const init: Exchange = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), timeoutMs };
  const failed = (cause: unknown) => new ContentApiError(`${resource}: request failed (${describe(cause)})`, { resource, cause });
  return exchange(`${config.contentApiUrl}${path}`, init, failed, async (answer) => {
    const { statusCode } = answer;
    const tooLarge = () => new ContentApiError(`${resource}: answer larger than ${MAX_RESPONSE_BYTES} bytes`, { resource, status: statusCode });
    try {
      if (statusCode === 404) return { status: statusCode, json: null, ms: elapsed(started) };
      if (statusCode < 200 || statusCode > 299) {
        throw new ContentApiError(`${resource}: HTTP ${statusCode}`, { resource, status: statusCode });
      }
      const text = (await readCapped(answer, MAX_RESPONSE_BYTES, tooLarge)).toString('utf8');
      try {
        return { status: statusCode, json: JSON.parse(text) as unknown, ms: elapsed(started) };
      } catch (cause) {
        throw new ContentApiError(`${resource}: invalid JSON`, { resource, status: statusCode, cause });
      }
    } catch (error) {
      if (error instanceof ContentApiError) throw error;
      throw new ContentApiError(`${resource}: reading the answer failed (${describe(error)})`, { resource, status: statusCode, cause: error });
    }
  });
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
  return String(error);
}
