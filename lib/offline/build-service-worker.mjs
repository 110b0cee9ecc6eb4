// Builds the service worker (lib/offline/sw.ts) into `<distDir>/sw/sw.js` once `next build` has compiled the
// app, from next.config.mjs's `compiler.runAfterProductionCompile`: every `next build` makes the worker of
// its own build, and instances that run one build serve the same worker. esbuild bundles it with Serwist,
// and @serwist/build injects the precache list: the offline page (its script-free copy, app/offline/shell),
// versioned by the build id, so a new build is a new worker and its offline page replaces the old one.
// Plain JavaScript because next.config.mjs imports it; esbuild and @serwist/build are build-time
// dependencies, loaded only here.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** The offline page as precached: OFFLINE_SHELL of lib/offline/policy.ts (e2e/offline.spec.ts fails if they part). */
const OFFLINE_SHELL = '/offline/shell';

/**
 * @param {{ projectDir: string, distDir: string, revision: string }} options
 * @returns {Promise<{ file: string, precacheCount: number }>}
 */
export async function buildServiceWorker({ projectDir, distDir, revision }) {
  const { build } = await import('esbuild');
  const { injectManifest } = await import('@serwist/build');
  const outDir = path.resolve(projectDir, distDir, 'sw');
  const bundled = path.join(outDir, 'sw.bundle.js');
  // app/sw.js/route.ts serves it from there.
  const swDest = path.join(outDir, 'sw.js');
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: [path.join(projectDir, 'lib', 'offline', 'sw.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    // Browsers with service workers and the syntax Next's own browserslist targets.
    target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(projectDir, 'tsconfig.json'),
    legalComments: 'none',
    logLevel: 'warning',
    outfile: bundled,
  });
  const { count } = await injectManifest({
    swSrc: bundled,
    swDest,
    globDirectory: outDir,
    globPatterns: [],
    additionalPrecacheEntries: [{ url: OFFLINE_SHELL, revision }],
  });
  await rm(bundled, { force: true });
  return { file: swDest, precacheCount: count };
}
