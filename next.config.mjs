import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { ConfigError, parseConfig } from './lib/config-schema.mjs';
import { deviceSizes, imageSizes } from './lib/media/image-widths.mjs';
import { filteredListingRewrites } from './lib/listing/filtered-listings.mjs';
import { notFoundRewrites } from './lib/server/not-found-rewrite.mjs';
import { securityHeaders } from './lib/server/security-headers.mjs';

/**
 * Image optimisation accepts only the content service's file path. CONTENT_API_URL is read at build time
 * for this and for the Content-Security-Policy, and SITE_URL for Strict-Transport-Security, so build with
 * the values the server will run with.
 */
const contentOrigin = process.env.CONTENT_API_URL ? new URL(process.env.CONTENT_API_URL) : null;
const loopback = contentOrigin !== null && ['127.0.0.1', 'localhost', '[::1]'].includes(contentOrigin.hostname);

/**
 * Next's incremental cache (ISR pages, unstable_cache data, tag invalidations) goes through
 * lib/cache/cache-handler.cjs: it never stores a page or route answer that is not a 200 (an invented
 * address's 404, a redirect), so only real pages take disk or Redis space. With REDIS_URL set, every
 * instance shares the cache through Redis over its own file-system cache (lib/cache/shared-cache.cjs;
 * docs/deploy.md), and Next keeps no copy of its own in memory, as its docs ask of a shared handler: that
 * copy would not see the other instances' updates. `next start` reads this at start.
 */
const cacheHandler = fileURLToPath(new URL('./lib/cache/cache-handler.cjs', import.meta.url));
const sharedCache = process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {};

/**
 * A build is made for one vendor service and one site: the pages it prerenders, its CSP and the image
 * optimiser's allowed origin come from the environment. A missing or malformed variable stops the build
 * with one line naming it, instead of a build of placeholder pages that never refresh. The build records
 * the hash of the vendor origin and school code it was made for, and a server started against another
 * stops (lib/server/start.ts). The hash also opens the build's id, which keys its pages on disk and in
 * Redis (lib/cache/shared-cache.cjs), so no cache of one service's build is read for another's.
 */
function checkedBuildEnvironment() {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** @type {import('next').NextConfig} */
export const nextConfig = {
  cacheHandler,
  ...sharedCache,
  // Lets tests build a second copy of the site (e.g. one built while the content service is down).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next hashes every page it serves to make an ETag (about 2 ms for the home page's 370 KB of HTML,
  // on every request), which held the home page to a fifth of a static file's throughput under load.
  generateEtags: false,
  reactStrictMode: true,
  // Two root layouts (app/(en), app/hi: each language's <html lang> is static), so an address no route has
  // is answered by app/global-not-found.tsx, the one 404 outside them.
  experimental: { globalNotFound: true },
  // The Redis client is loaded by Node at run time (as the cache handler loads it), never bundled; so is pdf.js,
  // which the office's report reads PDFs with (lib/staff/file-checks.ts), with its worker file beside it.
  serverExternalPackages: ['undici', 'redis', 'pdfjs-dist'],
  // `feed` and `p-limit` (with its `yocto-queue`) ship ES modules only; listing them here also makes next/jest
  // transform them for the unit tests.
  transpilePackages: ['feed', 'p-limit', 'yocto-queue'],
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
  // Addresses that proxy.ts finds name nothing (lib/server/not-found-rewrite.mjs), and a listing's address
  // with filters, rendered by its dynamic twin (lib/listing/filtered-listings.mjs).
  async rewrites() {
    return { beforeFiles: [...notFoundRewrites, ...filteredListingRewrites()] };
  },
  async headers() {
    const headers = securityHeaders({ contentApiUrl: process.env.CONTENT_API_URL, siteUrl: process.env.SITE_URL });
    return [
      { source: '/:path*', headers },
      // The Hindi pages' face (public/fonts/): its name changes with the font (scripts/make-devanagari-fonts.ts).
      { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

/** @param {string} phase */
export default function config(phase) {
  if (phase !== PHASE_PRODUCTION_BUILD) return nextConfig;
  const built = checkedBuildEnvironment();
  const builtFor = built.contentFingerprint;
  const buildId = `${builtFor}-${randomBytes(8).toString('hex')}`;
  return {
    ...nextConfig,
    // A server started with another vendor service or VAPID key stops (lib/server/start.ts).
    env: { SCHOOL_SITE_BUILT_FOR: builtFor, SCHOOL_SITE_PUSH_KEY: built.push?.publicKey ?? '' },
    generateBuildId: () => buildId,
    // The service worker of this build, versioned by its id (lib/offline/build-service-worker.mjs).
    compiler: {
      runAfterProductionCompile: async ({ projectDir, distDir }) => {
        const { buildServiceWorker } = await import('./lib/offline/build-service-worker.mjs');
        await buildServiceWorker({ projectDir, distDir, revision: buildId });
      },
    },
  };
}
