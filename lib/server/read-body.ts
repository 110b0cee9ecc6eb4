import 'server-only';

/** A request body read within its limits, or why it was not. */
export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'timeout' | 'unreadable' };

/**
 * Reads a request's body as UTF-8: at most `maxBytes` (a larger Content-Length is refused before reading), and
 * within `timeoutMs`, so a client sending slowly or endlessly holds nothing for long. Stops reading as soon as
 * either limit is passed.
 */
export async function readBody(request: Request, maxBytes: number, timeoutMs: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout') return { ok: false, reason: 'timeout' };
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes) return { ok: false, reason: 'too-large' };
      chunks.push(next.value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}
