import 'server-only';
import { request } from 'undici';
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

async function readCapped(body: AsyncIterable<Uint8Array>, resource: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    if (total > MAX_RESPONSE_BYTES) {
      throw new ContentApiError(`${resource}: answer larger than ${MAX_RESPONSE_BYTES} bytes`, { resource });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Awaited<ReturnType<typeof request>>;
  try {
    response = await request(`${config.contentApiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher: httpAgent(),
      signal,
    });
  } catch (cause) {
    throw new ContentApiError(`${resource}: request failed (${describe(cause)})`, { resource, cause });
  }

  const { statusCode } = response;
  try {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_RESPONSE_BYTES) {
      throw new ContentApiError(`${resource}: answer larger than ${MAX_RESPONSE_BYTES} bytes`, { resource, status: statusCode });
    }
    if (statusCode === 404) {
      return { status: statusCode, json: null, ms: elapsed(started) };
    }
    if (statusCode < 200 || statusCode > 299) {
      throw new ContentApiError(`${resource}: HTTP ${statusCode}`, { resource, status: statusCode });
    }
    const text = await readCapped(response.body, resource);
    try {
      return { status: statusCode, json: JSON.parse(text) as unknown, ms: elapsed(started) };
    } catch (cause) {
      throw new ContentApiError(`${resource}: invalid JSON`, { resource, status: statusCode, cause });
    }
  } catch (error) {
    if (error instanceof ContentApiError) throw error;
    throw new ContentApiError(`${resource}: reading the answer failed (${describe(error)})`, {
      resource,
      status: statusCode,
      cause: error,
    });
  } finally {
    // Whatever was not read (error pages, oversized bodies) is discarded without buffering it; the
    // destroyed stream reports an abort that nobody needs to hear.
    if (!response.body.destroyed) {
      response.body.on('error', () => undefined);
      response.body.destroy();
    }
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
  return String(error);
}
