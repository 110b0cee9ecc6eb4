/**
 * The bench's first phase, shared with scripts/bench/push-rate.ts: the environment of a production build and
 * server against the demo service, and a build of the site in its own dist dir, made again only when it is
 * missing, older than a source, or made for another environment.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, root } from '../../test-support/next-process';
import { DEMO_SCHOOL_CODE, DEMO_TOKEN } from '../demo-service/data/constants';

/**
 * The environment of a production build and server of the site against a demo content service at `demoUrl`,
 * in `distDir`, serving on `port` with `siteUrl` as its public origin; `extra` adds to it.
 */
export function demoSiteEnv(options: { distDir: string; demoUrl: string; siteUrl: string; port: number; revalidateSecret: string }, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Every build and server of the site runs as production does.
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: options.distDir,
    CONTENT_API_URL: options.demoUrl,
    SCHOOL_CODE: DEMO_SCHOOL_CODE,
    CONTENT_API_TOKEN: DEMO_TOKEN,
    SITE_URL: options.siteUrl,
    REVALIDATE_SECRET: options.revalidateSecret,
    PORT: String(options.port),
    ...extra,
  };
}

export interface BuildOptions {
  distDir: string;
  env: NodeJS.ProcessEnv;
  /** Files and folders (from the repository's root) whose change makes an existing build stale. */
  sources: readonly string[];
  /** A folder under a source that is the measurement's own output, not a source. */
  ownOutput?: string;
  /** The variables a build carries (its pages and headers are made with them): one made with others is made again. */
  madeWith: readonly string[];
  /** The file in the dist dir that records them. */
  marker: string;
  /** `npm run build` (with any step after `next build`) instead of `next build`. */
  npm?: boolean;
  log: (message: string) => void;
}

/** The newest modification time of a file, or of any file under a directory (`skipped`, a whole path, counts as 0). */
function newestMtime(target: string, skipped: string | undefined): number {
  if (target === skipped) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry), skipped)));
}

/** Builds the site into `distDir` unless the build there is current (see the file's comment). */
export async function buildUnlessCurrent(options: BuildOptions): Promise<void> {
  const { distDir, env, log } = options;
  const buildId = path.join(root, distDir, 'BUILD_ID');
  const ownOutput = options.ownOutput === undefined ? undefined : path.join(root, options.ownOutput);
  const newestSource = Math.max(...options.sources.map((source) => path.join(root, source)).filter(existsSync).map((source) => newestMtime(source, ownOutput)));
  const builtFor = path.join(root, distDir, options.marker);
  const environment = JSON.stringify(Object.fromEntries(options.madeWith.map((name) => [name, env[name]])));
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newestSource && existsSync(builtFor) && readFileSync(builtFor, 'utf8') === environment) {
    log(`using the build in ${distDir} (newer than every source, made for these ports)`);
    return;
  }
  log(`building the site into ${distDir} against the demo service, for ${env.SITE_URL} (${options.npm ? 'npm run build' : 'next build'}, 2-4 min)`);
  await build(root, env, { npm: options.npm });
  writeFileSync(builtFor, environment);
}
