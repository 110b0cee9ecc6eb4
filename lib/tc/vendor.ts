import 'server-only';
import { z } from 'zod';
import { getConfig } from '@/lib/config';
import type { TcRequest } from '@/lib/tc/request';
import { callLiveVendor } from '@/lib/content/breaker';
import { CALL_TIMEOUT_MS, exchange, readCapped } from '@/lib/content/client';
import { fileUrl } from '@/lib/content/files';

/** The largest certificate image passed on; the download is aborted beyond it. */
export const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024;
/** The TC call and the image download together finish within this. */
export const TC_TOTAL_TIMEOUT_MS = 10_000;

/** A certificate image, checked by its first bytes. */
export interface Certificate {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
}

/** The vendor does not know this name and admission number pair (unknown student, or the name does not match). */
export class TcNotFoundError extends Error {
  constructor() {
    super('tc: no certificate for this name and admission number');
    this.name = 'TcNotFoundError';
  }
}

/** The vendor's TC call failed: network, timeout, non-2xx other than 404, or an answer without `data`. */
export class TcRequestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`tc: ${message}`, options);
    this.name = 'TcRequestError';
  }
}

/** The certificate image could not be fetched: unsafe path, failed or slow download, not a JPEG or PNG, too large. */
export class TcDownloadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`tc: ${message}`, options);
    this.name = 'TcDownloadError';
  }
}

const tcAnswerSchema = z.object({ data: z.string() });

/**
 * The one call to the vendor's POST /api/tc/{schoolcode}, with the token and a 5 s timeout, never
 * retried (a retry would double the lookups of a minor's record), failing at once while the vendor's
 * circuit breaker is open. Returns the stored path of the certificate image.
 */
export async function callTcEndpoint(input: TcRequest): Promise<string> {
  const { schoolCode } = getConfig();
  let answer: Awaited<ReturnType<typeof callLiveVendor>>;
  try {
    answer = await callLiveVendor({
      resource: 'tc',
      path: `/api/tc/${encodeURIComponent(schoolCode)}`,
      method: 'POST',
      auth: true,
      body: { name: input.name, admission: input.admission },
      timeoutMs: CALL_TIMEOUT_MS,
    });
  } catch (error) {
    throw new TcRequestError('the TC call failed', { cause: error });
  }
  if (answer.status === 404) throw new TcNotFoundError();
  const parsed = tcAnswerSchema.safeParse(answer.json);
  if (!parsed.success) throw new TcRequestError('the TC answer has no data path');
  return parsed.data.data;
}

/** The URL the certificate is fetched from: always the vendor's origin under /api/image/, or null for an unsafe path. */
export function certificateUrl(path: string): string | null {
  return fileUrl(path);
}

/** What the first bytes say the file is: JPEG (FF D8 FF) or PNG (its 8-byte signature), else null. */
export function sniffImageType(head: Uint8Array): Certificate['contentType'] | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) return 'image/png';
  return null;
}

/** Downloads the certificate image without the token (it needs none), capped at 5 MB, within `timeoutMs`. */
export async function downloadCertificate(path: string, timeoutMs: number): Promise<Certificate> {
  const url = certificateUrl(path);
  if (!url) throw new TcDownloadError('the certificate path is unsafe');
  const init = { method: 'GET', headers: { accept: 'image/jpeg, image/png' }, timeoutMs } as const;
  const failed = (cause: unknown) => new TcDownloadError('the certificate download failed', { cause });
  return exchange(url, init, failed, async (answer) => {
    try {
      if (answer.statusCode !== 200) throw new TcDownloadError(`the certificate download answered HTTP ${answer.statusCode}`);
      const bytes = await readCapped(answer, MAX_CERTIFICATE_BYTES, () => new TcDownloadError('the certificate is too large'));
      const contentType = sniffImageType(bytes.subarray(0, 8));
      if (!contentType) throw new TcDownloadError('the certificate is not a JPEG or PNG image');
      return { bytes, contentType };
    } catch (error) {
      if (error instanceof TcDownloadError) throw error;
      throw new TcDownloadError('reading the certificate failed', { cause: error });
    }
  });
}

/** Asks the vendor for the certificate of one pupil and downloads its image, all within 10 s. */
export async function fetchTransferCertificate(input: TcRequest): Promise<Certificate> {
  const started = performance.now();
  const path = await callTcEndpoint(input);
  return downloadCertificate(path, TC_TOTAL_TIMEOUT_MS - (performance.now() - started));
}
