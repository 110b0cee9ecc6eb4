/** @jest-environment node */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@/lib/config-schema.mjs';
import { demoVapidEnv } from './demo-vapid';

describe("the demo's push alert keys", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'demo-vapid-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are made once, kept readable by their owner only, and read back on the next start', () => {
    const file = path.join(dir, 'assets', 'vapid-keys.json');
    const first = demoVapidEnv(file);
    expect(first.made).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = demoVapidEnv(file);
    expect(second).toEqual({ env: first.env, made: false });
  });

  it('turn alerts on as the configuration reads them', () => {
    const { env } = demoVapidEnv(path.join(dir, 'vapid-keys.json'));
    const config = parseConfig({ CONTENT_API_URL: 'http://127.0.0.1:4010', SCHOOL_CODE: 'SAMS042', CONTENT_API_TOKEN: 'token-1234567890', SITE_URL: 'http://localhost:3000', REVALIDATE_SECRET: 'a-long-enough-secret-value', ...env });
    expect(config.push?.publicKey).toBe(env.PUSH_VAPID_PUBLIC_KEY);
  });
});
