/**
 * The bench's serving phase: the framework floor's server, the no-JavaScript twins written under
 * public/bench-twin/ from the pages a first server renders, and the measured server, which runs with
 * production's Node flags (a bounded heap), as deployed, and whose peak memory (RSS of `next start` and its
 * children) is sampled every 250 ms.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, runNext, stop, waitForServer } from '../../test-support/next-process';
import { KB, pageHtml, serveFloor } from '../../test-support/page-weight';
import { noScriptTwin, twinFileName, withoutWorkerRegistration } from '../../test-support/twin';
import { productionNodeOptions } from '../production-node-options';
import { benchPages, ports, siteUrl, twinDir, WORKER_PAGES } from './settings';

export interface Servers {
  /** The framework floor's Next origin. */
  floorOrigin: string;
  /** The measured server's peak memory, in bytes: read once more, and no longer sampled after. */
  peakRss: () => number;
  /** Stops the measured server, then the floor's. */
  stop: () => Promise<void>;
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  let total = 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * KB;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeRss(Number(child));
    }
  } catch {
    // The process ended between two reads.
  }
  return total;
}

/** Removes the twins: the bench's own output, never left in public/. */
export function removeTwins(): void {
  rmSync(twinDir, { recursive: true, force: true });
}

/** Writes each Lighthouse page's no-JavaScript twin under public/bench-twin/, from the HTML the site serves. */
async function writeTwins(): Promise<void> {
  removeTwins();
  mkdirSync(twinDir, { recursive: true });
  for (const route of benchPages) {
    const html = await pageHtml(siteUrl, route);
    writeFileSync(path.join(twinDir, twinFileName(route)), noScriptTwin(html));
    if (WORKER_PAGES.has(route)) writeFileSync(path.join(twinDir, twinFileName(route, 'no-worker')), withoutWorkerRegistration(html));
  }
}

/** Starts the floor's server and the measured site's (with the twins in place) on the bench's ports. */
export async function serve(env: NodeJS.ProcessEnv): Promise<Servers> {
  const stops: (() => Promise<void>)[] = [];
  let sampler: NodeJS.Timeout | undefined;
  const stopAll = async () => {
    clearInterval(sampler);
    for (const stopServer of stops.reverse()) await stopServer();
  };
  try {
    const floorServer = await serveFloor(ports.floor);
    stops.push(floorServer.stop);

    // A first server makes the pages whose twins the measured server then serves from public/.
    const first = runNext(['start', '--port', String(ports.site)], root, env, true);
    stops.push(() => stop(first));
    await waitForServer(siteUrl, first);
    await writeTwins();
    await stop(first);

    const site = runNext(['start', '--port', String(ports.site)], root, { ...env, NODE_OPTIONS: productionNodeOptions() }, true);
    stops.push(() => stop(site));
    let peakRss = 0;
    const serverPid = site.pid ?? 0;
    sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss(serverPid))), 250);
    await waitForServer(siteUrl, site);
    return {
      floorOrigin: floorServer.origin,
      peakRss: () => {
        clearInterval(sampler);
        peakRss = Math.max(peakRss, treeRss(serverPid));
        return peakRss;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
