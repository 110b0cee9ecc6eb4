import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { fileStore } from './file-store';
import { redisStore } from './redis-store';
import type { PushStore } from './store-shape';

export type { PushStore, SendRecord, StoredSubscription, SubscriptionCounts } from './store-shape';
export { StoreUnavailable } from './store-shape';

/**
 * What the stored state belongs to: the vendor service (item ids) and the VAPID key (a subscription made for
 * another key can never be sent to, so new keys start an empty store). It starts with the content
 * fingerprint, as every Redis key of the site does.
 */
function storeScope(): string {
  const { contentFingerprint, push } = getConfig();
  const key = createHash('sha256').update(push?.publicKey ?? '').digest('hex').slice(0, 8);
  return `${contentFingerprint}-push-${key}`;
}

const stores = Symbol.for('school-site.push-store');
type WithStores = typeof globalThis & { [stores]?: Map<string, PushStore> };

/** The store of this process (one per scope, shared by the route handlers and the sender through globalThis). */
export function pushStore(): PushStore {
  const held = ((globalThis as WithStores)[stores] ??= new Map());
  const { redisUrl } = getConfig();
  const scope = storeScope();
  const id = `${redisUrl ?? 'file'}|${scope}`;
  let store = held.get(id);
  if (!store) {
    store =
      redisUrl !== null
        ? redisStore(redisUrl, `school-site:${scope}`)
        : fileStore(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'push', scope));
    held.set(id, store);
  }
  return store;
}
