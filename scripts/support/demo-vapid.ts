import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { DEFAULT_DEMO_ASSETS_DIR } from '../make-demo-assets';

/** The demo's VAPID key pair, kept with its other files so that a browser's subscription outlives a restart. */
export const DEMO_VAPID_FILE = path.join(DEFAULT_DEMO_ASSETS_DIR, 'vapid-keys.json');

/**
 * The push alerts' variables for `npm start` against the demo service: the key pair made on first use and
 * kept in DEMO_VAPID_FILE (readable by its owner only). `made` says the pair is new, so a build made before it
 * (which has no key, or another) must be made again.
 */
export function demoVapidEnv(file: string = DEMO_VAPID_FILE): { env: Record<string, string>; made: boolean } {
  let made = false;
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    made = true;
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return {
    env: { PUSH_VAPID_PUBLIC_KEY: keys.publicKey, PUSH_VAPID_PRIVATE_KEY: keys.privateKey, PUSH_CONTACT: 'mailto:office@st-andrews.example' },
    made,
  };
}
