/**
 * A local push service (RFC 8030) over HTTPS on 127.0.0.1, for the push alerts' tests (issue 49): Chromium has
 * no push service here, and the site must never reach a real one. It does what a browser's push service does
 * with a message, strictly:
 * - checks the VAPID authorization (RFC 8292): the JWT's ES256 signature against the key `k`, its `aud` (this
 *   service's origin), `exp` (in the future, at most 24 h ahead) and `sub` (a mailto: or https: address), and
 *   optionally that `k` is the site's public key (401 for a bad token, 403 for another key);
 * - requires a `TTL`, checks `Urgency` and `Topic`, and records the three;
 * - decrypts the body (RFC 8291 over RFC 8188's aes128gcm, one record) with the subscription's private key,
 *   which only this service and the test know, and parses it as JSON (400 when any of it fails);
 * - answers 201, or what the test asked for this subscription: 410, 404, or 429 / 500 for the next N requests.
 * A test makes subscriptions here (real P-256 key pairs and auth secrets), hands them to the site as a
 * browser would, and reads the messages it received. The certificate comes from test-support/test-ca.ts.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** RFC 8030's minimum payload, plus aes128gcm's header (86 bytes with a 65-byte key id), delimiter and tag. */
export const BODY_LIMIT = 4096 + 86 + 1 + 16;
/** How long a request's body may take to arrive. */
const BODY_TIME_MS = 5_000;
/** RFC 8292: a JWT's `exp` is at most 24 hours after the request. */
const MAX_EXP_SECONDS = 24 * 60 * 60;

/** What the service answers a subscription: 201, 410, 404, or 429 / 500 for the next N requests (then 201). */
export type PushMode = 'created' | 'gone' | 'not-found' | 'busy' | 'error';

export interface PushMessage {
  id: string;
  /** Date.now() when it was accepted. */
  receivedAt: number;
  headers: { ttl: number; urgency: string | undefined; topic: string | undefined };
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The encrypted body's length. */
  bytes: number;
}

/** Every request to a /push/ address and what it was answered, accepted or not (oldest first). */
export interface PushAnswer {
  id: string;
  at: number;
  status: number;
  reason: string;
}

export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceOptions {
  /** 0 for any free port (see `origin`). */
  port: number;
  tls: { certFile: string; keyFile: string };
  /** The application server's VAPID public key (base64url); when set, a request signed with another gets 403. */
  vapidPublicKey?: string;
}

export interface PushService {
  /** https://127.0.0.1:<port>: the JWT's expected `aud`, and what PUSH_SERVICE_ORIGINS must allow. */
  origin: string;
  /** A new subscription with its own key pair and auth secret, as `PushSubscription.toJSON()` gives it. */
  newSubscription: (id: string) => BrowserSubscription;
  /** `count` subscriptions `<prefix>-0`... sharing one key pair and auth secret: cheap, for a send-rate measurement. */
  newSubscriptions: (prefix: string, count: number) => BrowserSubscription[];
  /** How the service answers `id` from now on; `times` counts the requests refused for 'busy' and 'error' (default 1). */
  setMode: (id: string, mode: PushMode, times?: number) => void;
  messages: (id?: string) => PushMessage[];
  answers: (id?: string) => PushAnswer[];
  /** Resolves with `id`'s messages once there are at least `count`; rejects after `timeoutMs`. */
  waitForMessages: (id: string, count: number, timeoutMs: number) => Promise<PushMessage[]>;
  close: () => Promise<void>;
}

interface Registered {
  ecdh: ECDH;
  /** The uncompressed P-256 point (65 bytes): the subscription's p256dh. */
  publicKey: Buffer;
  auth: Buffer;
  mode: PushMode;
  /** Requests still to refuse in 'busy' and 'error' modes. */
  remaining: number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** Reads a body of at most BODY_LIMIT bytes within BODY_TIME_MS (413 and 408 otherwise). */
function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) return reject(new Refusal(413, 'body over the limit'));
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => reject(new Refusal(408, 'body too slow')), BODY_TIME_MS);
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) reject(new Refusal(413, 'body over the limit'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
  });
}

/** Throws a 401 unless the header is a VAPID authorization whose JWT is signed with `k` and claims hold; 403 for another `k`. */
function checkVapid(header: string | undefined, origin: string, expectedKey: string | undefined): void {
  const params = /^vapid\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!params) throw new Refusal(401, 'no vapid authorization');
  const fields = new Map(params.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const [token, k] = [fields.get('t'), fields.get('k')];
  if (!token || !k) throw new Refusal(401, 'vapid authorization without t and k');
  const [head, body, signature] = token.split('.');
  if (head === undefined || body === undefined || signature === undefined) throw new Refusal(401, 'not a JWT');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 point');
  let valid: boolean;
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    if ((JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: unknown }).alg !== 'ES256') throw new Error('alg');
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) }, format: 'jwk' });
    valid = verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as typeof claims;
  } catch {
    throw new Refusal(401, 'unreadable JWT or key');
  }
  if (!valid) throw new Refusal(401, 'bad JWT signature');
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Refusal(401, `aud ${String(claims.aud)} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= now) throw new Refusal(401, 'JWT expired');
  if (claims.exp > now + MAX_EXP_SECONDS) throw new Refusal(401, 'JWT exp more than 24 h ahead');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Refusal(401, 'sub is not a mailto: or https: address');
  if (expectedKey !== undefined && k !== expectedKey) throw new Refusal(403, 'signed with another VAPID key');
}

/** RFC 8291 + RFC 8188: the plaintext of a one-record aes128gcm body, for the subscription `to`. */
function decrypt(body: Buffer, to: Registered): Buffer {
  if (body.length < 21) throw new Refusal(400, 'no aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Refusal(400, 'the key id is not the sender\'s 65-byte public key');
  if (record.length < 17 || record.length > recordSize) throw new Refusal(400, 'not exactly one record');
  let secret: Buffer;
  try {
    secret = to.ecdh.computeSecret(senderKey);
  } catch {
    throw new Refusal(400, 'the sender\'s key is not a P-256 point');
  }
  const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);
  const ikm = Buffer.from(hkdfSync('sha256', secret, to.auth, Buffer.concat([Buffer.from('WebPush: info\0'), to.publicKey, senderKey]), 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  let padded: Buffer;
  try {
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(-16));
    padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  } catch {
    throw new Refusal(400, 'the record does not decrypt with this subscription\'s keys');
  }
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Refusal(400, 'no last-record padding delimiter');
  return padded.subarray(0, end);
}

/** RFC 8030's request headers: a TTL (required), an Urgency and a Topic (checked when present). */
function pushHeaders(request: IncomingMessage): PushMessage['headers'] {
  // Unknown headers repeated in a request come as arrays; one of these repeated is a bad request.
  const one = (name: string) => {
    const value = request.headers[name];
    if (Array.isArray(value)) throw new Refusal(400, `${name} repeated`);
    return value;
  };
  const ttl = one('ttl');
  if (ttl === undefined || !/^\d+$/.test(ttl)) throw new Refusal(400, 'no TTL');
  const urgency = one('urgency');
  if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(urgency)) throw new Refusal(400, `bad Urgency ${urgency}`);
  const topic = one('topic');
  if (topic !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) throw new Refusal(400, `bad Topic ${topic}`);
  if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(400, 'Content-Encoding is not aes128gcm');
  return { ttl: Number(ttl), urgency, topic };
}

function register(ecdh: ECDH, auth: Buffer): Registered {
  return { ecdh, publicKey: ecdh.getPublicKey(), auth, mode: 'created', remaining: 0 };
}

function newKeys(): ECDH {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh;
}

export async function startPushService(options: PushServiceOptions): Promise<PushService> {
  const subscriptions = new Map<string, Registered>();
  const received: PushMessage[] = [];
  const answered: PushAnswer[] = [];
  const waiting = new Set<() => void>();
  let origin = '';

  const accept = async (request: IncomingMessage, id: string): Promise<[number, string]> => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Refusal(404, 'no such subscription');
    const body = await readBody(request);
    checkVapid(request.headers.authorization, origin, options.vapidPublicKey);
    const headers = pushHeaders(request);
    if (subscription.mode === 'gone') return [410, 'gone, as asked'];
    if (subscription.mode === 'not-found') return [404, 'not found, as asked'];
    if (subscription.mode === 'busy' || subscription.mode === 'error') {
      subscription.remaining -= 1;
      const status = subscription.mode === 'busy' ? 429 : 500;
      if (subscription.remaining <= 0) subscription.mode = 'created';
      return [status, `${status}, as asked`];
    }
    let payload: unknown;
    try {
      payload = JSON.parse(decrypt(body, subscription).toString('utf8'));
    } catch (error) {
      throw error instanceof Refusal ? error : new Refusal(400, 'the payload is not JSON');
    }
    received.push({ id, receivedAt: Date.now(), headers, payload, bytes: body.length });
    for (const wake of waiting) wake();
    return [201, 'created'];
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const id = /^\/push\/([^/?]+)$/.exec(request.url ?? '')?.[1];
    const answer = (status: number, reason: string) => {
      if (id !== undefined) answered.push({ id, at: Date.now(), status, reason });
      if (status === 201) response.setHeader('location', `/message/${received.length}`);
      if (status === 429) response.setHeader('retry-after', '1');
      // A refused body may not have been read to its end: the connection is not reused.
      if (status === 408 || status === 413) response.setHeader('connection', 'close');
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    if (request.method !== 'POST' || id === undefined) return answer(404, 'not a push address');
    accept(request, id).then(
      ([status, reason]) => answer(status, reason),
      (error: unknown) => (error instanceof Refusal ? answer(error.status, error.message) : answer(500, String(error))),
    );
  };

  const server: Server = createServer({ cert: readFileSync(options.tls.certFile), key: readFileSync(options.tls.keyFile) }, handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const subscriptionJson = (id: string, to: Registered): BrowserSubscription => ({
    endpoint: `${origin}/push/${id}`,
    expirationTime: null,
    keys: { p256dh: b64(to.publicKey), auth: b64(to.auth) },
  });
  const messages = (id?: string) => received.filter((message) => id === undefined || message.id === id);

  return {
    origin,
    newSubscription: (id) => {
      const registered = register(newKeys(), randomBytes(16));
      subscriptions.set(id, registered);
      return subscriptionJson(id, registered);
    },
    newSubscriptions: (prefix, count) => {
      const [ecdh, auth] = [newKeys(), randomBytes(16)];
      return Array.from({ length: count }, (_, n) => {
        const registered = register(ecdh, auth);
        subscriptions.set(`${prefix}-${n}`, registered);
        return subscriptionJson(`${prefix}-${n}`, registered);
      });
    },
    setMode: (id, mode, times = 1) => {
      const registered = subscriptions.get(id);
      if (!registered) throw new Error(`setMode: no subscription ${id}`);
      registered.mode = mode;
      registered.remaining = times;
    },
    messages,
    answers: (id) => answered.filter((answer) => id === undefined || answer.id === id),
    waitForMessages: (id, count, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages(id).length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(messages(id));
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          const seen = answered.filter((answer) => answer.id === id).map((answer) => `${answer.status} ${answer.reason}`);
          reject(new Error(`${count} messages for ${id} not within ${timeoutMs} ms; its answers: ${seen.join('; ') || 'none'}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
