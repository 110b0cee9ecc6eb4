/**
 * Generates every image and PDF the demo content refers to into the demo assets folder.
 * `npx tsx scripts/make-demo-assets.ts [--dir <folder>] [--force]`; the demo service calls
 * `ensureDemoAssets` at start. Work is skipped for files whose description has not changed since
 * they were written (recorded in a stamp file), so a second run takes milliseconds.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildDemoContent } from './demo-service/data/demo-content';
import type { DemoAssetSpec } from './demo-service/data/types';
import { renderAsset } from './demo-service/render';

/** Bump when the drawings change, so existing folders are regenerated. */
export const DEMO_ASSETS_VERSION = 1;

export const DEFAULT_DEMO_ASSETS_DIR = path.resolve(__dirname, '..', '.demo-assets');

const STAMP = '.stamp.json';

interface Stamp {
  version: number;
  files: Record<string, string>;
}

export interface EnsureDemoAssetsOptions {
  /** The day the data is generated for; defaults to now. */
  now?: Date;
  /** Regenerate everything even when the stamp says it is up to date. */
  force?: boolean;
  /** Stops starting new files; files already being drawn finish. */
  signal?: AbortSignal;
  /** Only the assets this accepts are considered (tests use it to draw a few). */
  filter?: (spec: DemoAssetSpec) => boolean;
  concurrency?: number;
}

export interface DemoAssetsSummary {
  dir: string;
  total: number;
  generated: number;
  bytes: number;
  ms: number;
}

function fingerprint(spec: DemoAssetSpec): string {
  return createHash('sha1').update(`${DEMO_ASSETS_VERSION}:${JSON.stringify(spec)}`).digest('hex');
}

async function readStamp(dir: string): Promise<Stamp> {
  try {
    const parsed = JSON.parse(await readFile(path.join(dir, STAMP), 'utf8')) as Partial<Stamp>;
    if (parsed.version === DEMO_ASSETS_VERSION && parsed.files && typeof parsed.files === 'object') {
      return { version: DEMO_ASSETS_VERSION, files: parsed.files };
    }
  } catch {
    // No stamp or an unreadable one: everything is regenerated.
  }
  return { version: DEMO_ASSETS_VERSION, files: {} };
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

// Write to a temporary name and rename, so a server reading the folder never sees half a file and
// two processes generating at once cannot corrupt each other's output.
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** Makes sure every asset of today's demo content exists in `dir`, drawing only what is missing or stale. */
export async function ensureDemoAssets(dir: string = DEFAULT_DEMO_ASSETS_DIR, options: EnsureDemoAssetsOptions = {}): Promise<DemoAssetsSummary> {
  const started = Date.now();
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  const specs = buildDemoContent(options.now ?? new Date()).assets.filter(options.filter ?? (() => true));
  const stamp = await readStamp(root);
  const todo: DemoAssetSpec[] = [];
  for (const spec of specs) {
    const fresh = !options.force && stamp.files[spec.path] === fingerprint(spec) && (await exists(path.join(root, spec.path)));
    if (!fresh) todo.push(spec);
  }

  let generated = 0;
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < todo.length && !options.signal?.aborted) {
      const spec = todo[next];
      next += 1;
      if (!spec) break;
      const data = await renderAsset(spec);
      await writeAtomically(path.join(root, spec.path), data);
      stamp.files[spec.path] = fingerprint(spec);
      generated += 1;
      bytes += data.length;
    }
  };
  const workers = Math.max(1, options.concurrency ?? Math.min(4, availableParallelism()));
  try {
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    // Record what was written even when a drawing failed, so the next run only redoes the rest.
    if (generated > 0) {
      const latest = await readStamp(root);
      await writeAtomically(path.join(root, STAMP), Buffer.from(JSON.stringify({ version: DEMO_ASSETS_VERSION, files: { ...latest.files, ...stamp.files } }, null, 1)));
    }
  }
  return { dir: root, total: specs.length, generated, bytes, ms: Date.now() - started };
}

/** The one-line summary printed by the command and the demo service. */
export function describeDemoAssets(summary: DemoAssetsSummary): string {
  const size = (summary.bytes / 1024 / 1024).toFixed(1);
  return summary.generated === 0
    ? `demo-assets: ${summary.total} files up to date in ${summary.dir}`
    : `demo-assets: generated ${summary.generated} of ${summary.total} files (${size} MB) in ${(summary.ms / 1000).toFixed(1)} s into ${summary.dir}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirIndex = args.indexOf('--dir');
  const dir = dirIndex >= 0 ? args[dirIndex + 1] : process.env.DEMO_ASSETS_DIR;
  const summary = await ensureDemoAssets(dir || DEFAULT_DEMO_ASSETS_DIR, { force: args.includes('--force') });
  console.log(describeDemoAssets(summary));
}

if (path.basename(process.argv[1] ?? '') === 'make-demo-assets.ts') {
  main().catch((error: unknown) => {
    console.error(`demo-assets: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    process.exit(1);
  });
}
