import { fileURLToPath } from 'node:url';
import { deviceSizes, imageSizes } from './lib/media/image-widths.mjs';
import { securityHeaders } from './lib/server/security-headers.mjs';

/**
 * Image optimisation accepts only the content service's file path. CONTENT_API_URL is read at build time
 * for this and for the Content-Security-Policy, and SITE_URL for Strict-Transport-Security, so build with
 * the values the server will run with.
 */
const contentOrigin = process.env.CONTENT_API_URL ? new URL(process.env.CONTENT_API_URL) : null;
const loopback = contentOrigin !== null && ['127.0.0.1', 'localhost', '[::1]'].includes(contentOrigin.hostname);

/**
 * With REDIS_URL set, every instance shares Next's incremental cache (ISR pages, unstable_cache data and
 * tag invalidations) through Redis, over this instance's own file-system cache (lib/cache/shared-cache.cjs;
 * docs/deploy.md). Next then keeps no copy of its own in memory, as its docs ask of a shared handler: that
 * copy would not see the other instances' updates. Without REDIS_URL nothing is configured and Next uses its
 * default cache. `next start` reads this at start; the standalone server keeps what the build saw.
 */
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: fileURLToPath(new URL('./lib/cache/redis-cache-handler.cjs', import.meta.url)), cacheMaxMemorySize: 0 }
  : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...sharedCache,
  // Lets tests build a second copy of the site (e.g. one built while the content service is down).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The container image (deploy/Dockerfile) runs Next's standalone server; `next start` and the tests
  // serve the ordinary build, which `output: 'standalone'` would make `next start` warn about.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Next hashes every page it serves to make an ETag (about 2 ms for the home page's 370 KB of HTML,
  // on every request), which held the home page to a fifth of a static file's throughput under load.
  generateEtags: false,
  reactStrictMode: true,
  // The Redis client is loaded by Node at run time (as the cache handler loads it), never bundled.
  serverExternalPackages: ['undici', 'redis'],
  // `feed` ships ES modules only; listing it here also makes next/jest transform it for the unit tests.
  transpilePackages: ['feed'],
  images: {
    // WebP only: on this 2-core server an AVIF encode of a campus photo takes several times the CPU and
    // memory of a WebP one, and a page of cold images encoded at once took `next start` from 105 MB to
    // about 400 MB of RSS (WebP: 235 MB), for a hero image about 10 KB smaller.
    formats: ['image/webp'],
    imageSizes,
    deviceSizes,
    remotePatterns: contentOrigin
      ? [
          {
            protocol: /** @type {'http' | 'https'} */ (contentOrigin.protocol.replace(':', '')),
            hostname: contentOrigin.hostname,
            port: contentOrigin.port,
            pathname: '/api/image/**',
          },
        ]
      : [],
    // The demo content service listens on loopback, which Next refuses to fetch from unless told.
    dangerouslyAllowLocalIP: loopback,
    // Vendor files are photos: no SVG (it can carry script), no redirects away from the vendor's path,
    // and nothing over 5 MB is read (the demo's largest image is under 2 MB).
    dangerouslyAllowSVG: false,
    contentDispositionType: 'attachment',
    maximumRedirects: 0,
    maximumResponseBody: 5_000_000,
  },
  async headers() {
    const headers = securityHeaders({ contentApiUrl: process.env.CONTENT_API_URL, siteUrl: process.env.SITE_URL });
    return [{ source: '/:path*', headers }];
  },
};

export default nextConfig;
