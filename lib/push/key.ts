// The VAPID public key as the browser takes it. No server-only code and no libraries: the alerts island imports it.

/**
 * The bytes of a base64url text (RFC 4648 section 5, padded or not), as `pushManager.subscribe` takes its
 * `applicationServerKey`: the configuration holds the VAPID public key in that form (87 characters, 65 bytes).
 */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '').padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
