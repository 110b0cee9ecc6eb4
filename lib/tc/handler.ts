import 'server-only';
import { randomUUID } from 'node:crypto';
import { limitedClient, networkKey } from '@/lib/server/client-address';
import { getConfig } from '@/lib/config';
import { addPoint, spentWait, takePoint } from '@/lib/server/rate-limit';
import { readBody, type BodyRead } from '@/lib/server/read-body';
import { crossSite } from '@/lib/server/same-site';
import { fetchTransferCertificate, TcDownloadError, TcNotFoundError } from '@/lib/tc/vendor';
import { createTcLimiters, type TcLimiters } from '@/lib/tc/limits';
import { TC_MESSAGES, validateTcRequest } from '@/lib/tc/request';

/** The most bytes of request body read; beyond it the handler answers 413 and reads no further. */
export const MAX_BODY_BYTES = 2 * 1024;
/** How long a client may take to send its (small) body. */
export const BODY_TIMEOUT_MS = 5_000;

export interface TcHandlerOptions {
  limiters?: TcLimiters;
  bodyTimeoutMs?: number;
}

type Outcome = { status: number; message: string; headers?: Record<string, string> };

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Builds the handler of POST /api/tc: the browser's only way to a certificate (the token stays on the server). */
export function createTcHandler(options: TcHandlerOptions = {}): (request: Request) => Promise<Response> {
  // Made on the first request, not at import: `next build` imports the route without a server's environment.
  let limiters = options.limiters;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;

  return async function handleTcRequest(request: Request): Promise<Response> {
    const id = randomUUID();
    const started = performance.now();
    const html = wantsHtml(request);
    let response: Response;
    let outcome: string;
    try {
      limiters ??= createTcLimiters(getConfig().redisUrl);
      const result = await answer(request, limiters, bodyTimeoutMs);
      if (result instanceof Response) {
        response = result;
        outcome = 'ok';
      } else {
        response = errorResponse(result, html);
        outcome = result.message;
      }
    } catch (error) {
      // Never the student's details or the token: the error names only what failed.
      console.error(JSON.stringify({ level: 'error', msg: 'tc-request-crashed', id, error: error instanceof Error ? error.name : 'unknown' }));
      response = errorResponse({ status: 500, message: TC_MESSAGES.failed }, html);
      outcome = 'crashed';
    }
    response.headers.set('X-Request-Id', id);
    const line = { level: response.status >= 500 ? 'warn' : 'info', msg: 'tc-request', id, status: response.status, ms: Math.round(performance.now() - started), outcome };
    if (response.status >= 500) console.warn(JSON.stringify(line));
    else console.log(JSON.stringify(line));
    return response;
  };
}

async function answer(request: Request, limiters: TcLimiters, bodyTimeoutMs: number): Promise<Response | Outcome> {
  if (request.method !== 'POST') {
    return { status: 405, message: 'Only POST is allowed here.', headers: { Allow: 'POST' } };
  }
  if (crossSite(request)) return { status: 403, message: 'Cross-site requests are not allowed.' };

  const type = mediaType(request.headers.get('content-type'));
  if (type !== JSON_TYPE && type !== FORM_TYPE) {
    return { status: 415, message: 'Send the form as JSON or as form data.' };
  }

  const client = limitedClient(request.headers, 'tc');
  if (client === null) return { status: 503, message: TC_MESSAGES.failed };
  const network = client.address === null ? 'unknown' : networkKey(client.address);
  const clientWait = await takePoint(limiters.perClient, client.key);
  if (clientWait !== null) return tooMany(clientWait);

  const body = await readBody(request, MAX_BODY_BYTES, bodyTimeoutMs);
  if (!body.ok) return BODY_REFUSALS[body.reason];
  const fields = parseFields(body.text, type);
  if (fields === null) return { status: 400, message: 'The request body could not be read.' };
  const valid = validateTcRequest(fields);
  if (!valid.ok) return { status: 400, message: valid.message };

  // The same number in another letter case is the same pupil. Failures are checked here and counted once the
  // vendor has answered, so lookups sent together may all pass the check; the per-network limit still bounds them.
  const failedKey = `${valid.data.admission.toUpperCase()} ${network}`;
  const failedWait = await spentWait(limiters.failedLookups, failedKey);
  if (failedWait !== null) return tooMany(failedWait);
  const networkWait = await takePoint(limiters.perNetwork, network);
  if (networkWait !== null) return tooMany(networkWait);
  const vendorWait = await takePoint(limiters.vendor, 'all');
  if (vendorWait !== null) return tooMany(vendorWait);

  try {
    const certificate = await fetchTransferCertificate(valid.data);
    return new Response(new Uint8Array(certificate.bytes), {
      status: 200,
      headers: {
        'Content-Type': certificate.contentType,
        // A constant name: the student's name must not end up in a file name, a log or a download history.
        'Content-Disposition': 'attachment; filename="tc.jpg"',
        'Content-Length': String(certificate.bytes.byteLength),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof TcNotFoundError) {
      await addPoint(limiters.failedLookups, failedKey);
      return { status: 404, message: TC_MESSAGES.failed };
    }
    if (error instanceof TcDownloadError) return { status: 502, message: TC_MESSAGES.download };
    return { status: 502, message: TC_MESSAGES.failed };
  }
}

function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function tooMany(seconds: number): Outcome {
  const minutes = Math.ceil(seconds / 60);
  return {
    status: 429,
    message: `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    headers: { 'Retry-After': String(seconds) },
  };
}

const BODY_REFUSALS: Readonly<Record<Exclude<BodyRead, { ok: true }>['reason'], Outcome>> = {
  'too-large': { status: 413, message: 'The request is too large.' },
  timeout: { status: 408, message: 'The request took too long to arrive.' },
  unreadable: { status: 400, message: 'The request body could not be read.' },
};

function parseFields(text: string, type: string): Record<string, unknown> | null {
  if (type === FORM_TYPE) {
    const form = new URLSearchParams(text);
    return { name: form.get('name') ?? undefined, admission: form.get('admission') ?? undefined };
  }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Native form posts (JavaScript off) navigate to the answer, so they get a page; the form island gets JSON. */
function wantsHtml(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('text/html');
}

function errorResponse(outcome: Outcome, html: boolean): Response {
  const headers = { 'Cache-Control': 'no-store', ...outcome.headers };
  if (!html) return Response.json({ message: outcome.message }, { status: outcome.status, headers });
  return new Response(errorPage(outcome.message), {
    status: outcome.status,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function errorPage(message: string): string {
  const text = escapeHtml(message);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Transfer Certificate request</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.5rem">Transfer Certificate request</h1><p role="alert">${text}</p><p><a href="/Tc">Back to the Transfer Certificate form</a></p></body></html>`;
}
