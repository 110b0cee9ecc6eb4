/**
 * Soak: 50 requests per second over every route for SOAK_SECONDS (default 240) against the production
 * build, run with the production Node flags (deploy/school-site@.service), after a 60 s warm-up under
 * the same load, while the demo vendor cycles ok / error / hang every
 * SOAK_PHASE_SECONDS (default 20), then a
 * graceful-shutdown check: SIGTERM under load, every request sent before it or while draining is answered.
 * Reports non-2xx answers, errors, latency and the server's RSS (sampled every 2 s: the median of each
 * minute, the peak).
 * Reuses the e2e build (`E2E_DIST_DIR`, default .next; built when missing) and the e2e ports
 * (E2E_DEMO_PORT, E2E_SITE_PORT). Exits 1 when a page answered non-2xx or the last minute's median RSS is 15% or more over the
 * first minute's.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { CANONICAL_ROUTES } from '../content/routes';
import { E2E, siteEnv } from '../test-support/env';
import type { FaultMode } from '../test-support/demo';
import { loadUntilRefused } from '../test-support/load-until-refused';
import { exited } from '../test-support/process';
import { startDemoService } from './demo-service/server';
import { productionNodeOptions } from './production-node-options';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const seconds = Number(process.env.SOAK_SECONDS || 240);
const phaseSeconds = Number(process.env.SOAK_PHASE_SECONDS || 20);
const RATE = 50;
const WARM_UP_SECONDS = 60;
const CYCLE: FaultMode[] = ['ok', 'error', 'hang'];
const base = `http://127.0.0.1:${E2E.sitePort}`;
const demoBase = `http://127.0.0.1:${E2E.demoPort}`;

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function setFault(mode: FaultMode): Promise<void> {
  await fetch(`${demoBase}/__demo/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode }) });
}

function startNode(): ChildProcess {
  return spawn(process.execPath, [nextBin, 'start', '--port', String(E2E.sitePort), '--hostname', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, ...siteEnv(E2E.sitePort), NODE_OPTIONS: productionNodeOptions() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUp(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/OurSchool`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error('soak: the site did not come up');
}

/** Runs `durationS` seconds of load at 50 req/s over every route; counts answers by status. */
function load(durationS: number, statuses: Map<string, number>): Promise<autocannon.Result> {
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        // Enough connections to hold the rate while some answers wait on the failing vendor.
        connections: 50,
        overallRate: RATE,
        duration: durationS,
        timeout: 10,
        requests: CANONICAL_ROUTES.map((route) => ({ method: 'GET', path: route })),
      },
      (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
    );
    instance.on('response', (_client, statusCode) => count(String(statusCode)));
    instance.on('reqError', (error: unknown) => count(error instanceof Error ? error.message : String(error)));
  });
}

async function soak(node: ChildProcess): Promise<boolean> {
  const pid = node.pid ?? 0;
  const phases: string[] = [];
  let phase = 0;
  const cycler = setInterval(() => {
    phase += 1;
    const mode = CYCLE[phase % CYCLE.length] ?? 'ok';
    phases.push(mode);
    void setFault(mode);
  }, phaseSeconds * 1000);
  // Warm-up under the same load and fault cycle, so the baseline holds the loaded code and filled caches.
  await load(WARM_UP_SECONDS, new Map());
  // RSS swings by tens of MB between garbage collections, so one reading at each end says little: the
  // growth compares the median of the first minute's readings with the median of the last minute's.
  const samples: number[] = [];
  const statuses = new Map<string, number>();
  const sampler = setInterval(() => samples.push(rssMb(pid)), 2_000);
  const result = await load(seconds, statuses);
  clearInterval(cycler);
  clearInterval(sampler);
  await setFault('ok');
  const perMinute = Array.from({ length: Math.ceil(samples.length / 30) }, (_, minute) => median(samples.slice(minute * 30, minute * 30 + 30)));
  const startRss = perMinute[0] ?? 0;
  const endRss = median(samples.slice(-30));
  const growth = (endRss - startRss) / startRss;
  const non2xx = [...statuses].filter(([status]) => !/^2\d\d$/.test(status)).reduce((sum, [, count]) => sum + count, 0);
  console.log(
    JSON.stringify(
      {
        seconds,
        rate: RATE,
        faults: ['ok', ...phases].join(' > '),
        requests: result.requests.total,
        statuses: Object.fromEntries(statuses),
        non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
        rssMb: { firstMinuteMedian: startRss, minuteMedians: perMinute, peak: Math.max(...samples), lastMinuteMedian: endRss, growthPercent: Math.round(growth * 1000) / 10 },
      },
      null,
      2,
    ),
  );
  return non2xx === 0 && result.errors === 0 && growth < 0.15;
}

/**
 * SIGTERM under load: requests sent before it and during the 2 s drain must be answered; after the drain
 * the server stops listening (refused, or reset if caught in the listen queue) and exits within 30 s.
 */
async function shutdown(node: ChildProcess): Promise<boolean> {
  const phases = { before: new Map<string, number>(), draining: new Map<string, number>(), after: new Map<string, number>() };
  let signalled = Number.POSITIVE_INFINITY;
  const count = (sent: number, key: string) => {
    const phase = sent < signalled ? phases.before : sent - signalled < 1_500 ? phases.draining : phases.after;
    phase.set(key, (phase.get(key) ?? 0) + 1);
  };
  const load = loadUntilRefused(`${base}/News`, 10, count);
  await sleep(2_000);
  signalled = Date.now();
  node.kill('SIGTERM');
  await exited(node);
  const exitMs = Date.now() - signalled;
  await load.stop();
  const report = Object.fromEntries(Object.entries(phases).map(([name, map]) => [name, Object.fromEntries(map)]));
  console.log(JSON.stringify({ shutdown: { exitMs, ...report } }));
  const answered = (map: Map<string, number>) => [...map.keys()].every((key) => key === '200');
  return answered(phases.before) && answered(phases.draining) && exitMs < 30_000;
}

async function main(): Promise<void> {
  const demo = await startDemoService({ port: E2E.demoPort });
  let node: ChildProcess | undefined;
  try {
    if (!existsSync(path.join(root, E2E.distDir, 'BUILD_ID'))) {
      execFileSync(process.execPath, [nextBin, 'build'], { cwd: root, env: { ...process.env, ...siteEnv(E2E.sitePort) }, stdio: 'inherit' });
    }
    node = startNode();
    await waitUp();
    const soaked = await soak(node);
    const stopped = await shutdown(node);
    process.exitCode = soaked && stopped ? 0 : 1;
  } finally {
    if (node && node.exitCode === null && node.signalCode === null) {
      node.kill('SIGTERM');
      await exited(node);
    }
    await demo.close();
  }
}

void main();
