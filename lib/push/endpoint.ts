/**
 * Whether a subscription's endpoint may be sent to: an https: address whose origin is one of the push
 * services allowed (PUSH_SERVICE_ORIGINS; `https://*.domain` allows every host under the domain). This is
 * what stops the server being used to send requests to any other address.
 */
export function isAllowedEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  return origins.some((allowed) => {
    if (!allowed.startsWith('https://*.')) return url.origin === allowed;
    const domain = allowed.slice('https://*'.length);
    // Any host under the domain, on the default port only.
    return url.port === '' && url.hostname.endsWith(domain) && url.hostname.length > domain.length;
  });
}
