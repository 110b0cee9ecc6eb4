import 'server-only';
import { ECDH } from 'node:crypto';
import { z } from 'zod';
import { LOCALES } from '@/lib/routes';
import { PUSH_TOPICS } from './contract';

/** Base64url of exactly `bytes` bytes. */
const base64url = (bytes: number) =>
  z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes);

/** Whether `value` is a point on P-256, uncompressed: a key no alert could be encrypted to is refused at once. */
function isP256Point(value: string): boolean {
  const point = Buffer.from(value, 'base64url');
  if (point[0] !== 0x04) return false;
  try {
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** A browser's PushSubscription.toJSON(): an endpoint, a P-256 public key (uncompressed, 65 bytes) and a 16-byte secret. */
const subscription = z.object({
  endpoint: z.string().max(1024),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65).refine(isP256Point),
    auth: base64url(16),
  }),
});

/** The bodies the subscription endpoint accepts (lib/push/contract.ts): subscribe, a worker's replacement, or turn off. */
export const subscribeBody = z.union([
  z.object({ subscription, topics: z.array(z.enum(PUSH_TOPICS)).min(1).max(PUSH_TOPICS.length), locale: z.enum(LOCALES) }).strict(),
  z.object({ subscription, replaces: z.string().max(1024) }).strict(),
]);
export const unsubscribeBody = z.object({ endpoint: z.string().max(1024) }).strict();

/** Parsed JSON, or undefined when the text is not JSON. */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
