import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { sharedRedis } from '@/lib/server/redis.cjs';
import { reportSchema, type ContentReport } from './report';

/** Kept this long in Redis; a running site replaces it every hour. */
const REDIS_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A stored report larger than this is not read (MAX_FINDINGS rows of bounded fields stay far below it). */
const MAX_STORED_BYTES = 8 * 1024 * 1024;

/** Keyed by the content fingerprint: a report of another vendor service or school is never read. */
function redisKey(): string {
  return `school-site:staff-report:${getConfig().contentFingerprint}`;
}

/** Beside the build's own cache, so a restart keeps it and each copy of the build (NEXT_DIST_DIR) has its own. */
export function reportFile(): string {
  return path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'staff', `content-report-${getConfig().contentFingerprint}.json`);
}

function parsed(text: string | null): ContentReport | null {
  if (text === null || text.length > MAX_STORED_BYTES) return null;
  try {
    const result = reportSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

async function fromDisk(): Promise<ContentReport | null> {
  try {
    const file = reportFile();
    if ((await stat(file)).size > MAX_STORED_BYTES) return null;
    return parsed(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The last report: from Redis when REDIS_URL is set (every instance shows the same one), else, or when Redis
 * does not answer in time, from this instance's disk. Null when none was made yet or what is stored is unreadable.
 */
export async function loadReport(): Promise<ContentReport | null> {
  const { redisUrl } = getConfig();
  if (redisUrl !== null) {
    const answer = await sharedRedis(redisUrl).run((client) => client.get(redisKey()));
    const report = answer.ok ? parsed(answer.value) : null;
    if (report) return report;
  }
  return fromDisk();
}

/** Stores a report on disk (written whole, then renamed, so a reader never sees half of it) and in Redis. */
export async function saveReport(report: ContentReport): Promise<void> {
  const text = JSON.stringify(report);
  const file = reportFile();
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, text);
  await rename(partial, file);
  const { redisUrl } = getConfig();
  if (redisUrl !== null) await sharedRedis(redisUrl).run((client) => client.set(redisKey(), text, { EX: REDIS_TTL_SECONDS }));
}

/** How long one instance's claim on making the report holds at most: longer than a report takes to collect. */
const CLAIM_MS = 10 * 60 * 1000;

/**
 * Claims the making of the next report among the instances sharing Redis: the one that sets the claim first
 * makes it. Answers how to give the claim back once the report is stored, or null while another instance is
 * making one. Without REDIS_URL (one instance per store), or when Redis does not answer, this one may.
 */
export async function claimReport(): Promise<(() => Promise<void>) | null> {
  const { redisUrl } = getConfig();
  if (redisUrl === null) return async () => undefined;
  const key = `${redisKey()}:making`;
  const token = randomUUID();
  const redis = sharedRedis(redisUrl);
  const answer = await redis.run((client) => client.set(key, token, { NX: true, PX: CLAIM_MS }));
  if (answer.ok && answer.value === null) return null;
  return async () => {
    await redis.run(async (client) => ((await client.get(key)) === token ? client.del(key) : 0));
  };
}
