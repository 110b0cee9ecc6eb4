/** @jest-environment node */
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '@/lib/config-schema.mjs';
import { isAllowedEndpoint } from './endpoint';

describe('the push services a subscription may name', () => {
  it("accepts the four browsers' push services by default", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMHsnPt',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      expect(isAllowedEndpoint(endpoint, DEFAULT_PUSH_SERVICE_ORIGINS)).toBe(true);
    }
  });

  it('refuses every other address: the server is never made to send a request anywhere else', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evil-fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://notify.windows.com/w/',
      'https://evilnotify.windows.com/w/',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(isAllowedEndpoint(endpoint, DEFAULT_PUSH_SERVICE_ORIGINS)).toBe(false);
    }
  });

  it('accepts an origin with a port exactly as configured (the local push service of the tests)', () => {
    expect(isAllowedEndpoint('https://127.0.0.1:3464/push/a', ['https://127.0.0.1:3464'])).toBe(true);
    expect(isAllowedEndpoint('https://127.0.0.1:3465/push/a', ['https://127.0.0.1:3464'])).toBe(false);
  });
});
