// The security headers of every response, built from the build-time environment. Plain JavaScript with
// JSDoc types because next.config.mjs imports it; lib/security-headers.test.ts checks it.

/** Origins of the embeds the site's pages contain (content/site.ts map, components/media/video-embed.tsx). */
const EMBED_ORIGINS = ['https://www.google.com', 'https://www.youtube-nocookie.com'];

/** Video thumbnails loaded straight from YouTube (components/listing/videos.tsx, unoptimised). */
const THUMBNAIL_ORIGINS = ['https://i.ytimg.com'];

/**
 * The Content-Security-Policy. Static, so pages stay static (ISR): a nonce would make every page dynamic.
 * Next's inline bootstrap scripts differ per page and per regeneration, so neither a nonce nor a hash
 * list can name them in a header fixed at build time; `'unsafe-inline'` is therefore allowed for script
 * elements only, while `script-src-attr 'none'` still blocks every inline event handler (onerror=,
 * onload=) and no `'unsafe-eval'` is given.
 *
 * @param {{ contentOrigin: string | null, https: boolean }} options
 * @returns {string}
 */
function contentSecurityPolicy({ contentOrigin, https }) {
  const vendor = contentOrigin ? [contentOrigin] : [];
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", "'unsafe-inline'"],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...vendor, ...THUMBNAIL_ORIGINS],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...vendor],
    ['media-src', "'self'", ...vendor],
    ['frame-src', "'self'", ...vendor, ...EMBED_ORIGINS],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Camera, microphone, geolocation and other powerful features are denied to the site and every embed;
 * full screen stays allowed for the site and the video embed.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
  `fullscreen=(self "https://www.youtube-nocookie.com")`,
].join(', ');

/**
 * The headers of every response: pages, not-found pages, route handlers, /_next/static and RSC requests.
 *
 * No Cross-Origin-Opener-Policy. `same-origin` makes the browser put the page in a new browsing context
 * group, and so a new renderer process, when a visitor arrives from a blank tab or another site: first paint
 * from a fresh tab came 120-270 ms later with it in headless Chromium. The site has no login, no cookie and
 * no visitor-specific page, so a cross-origin opener learns nothing from a window handle to it.
 * docs/design-notes.md and docs/performance.md ("24 Nov 2026, evening") have the measurements.
 *
 * @param {{ contentApiUrl?: string, siteUrl?: string }} env CONTENT_API_URL and SITE_URL at build time
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ contentApiUrl, siteUrl }) {
  const contentOrigin = contentApiUrl ? new URL(contentApiUrl).origin : null;
  const https = siteUrl !== undefined && siteUrl.startsWith('https://');
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ contentOrigin, https }) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }] : []),
  ];
}
