/**
 * Load with Debian's `wrk`: it counts bytes and does not decode bodies, so it measures the server and not
 * the client's string handling. A Lua `done` hook prints the summary as JSON.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export interface LoadFigures {
  label: string;
  rps: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers outside 2xx/3xx. */
  errors: number;
}

const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"p99_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(99), e.connect, e.read, e.write, e.status, e.timeout))
end
`;

const summary = z.object({
  requests: z.number(),
  duration_us: z.number(),
  p99_us: z.number(),
  connect: z.number(),
  read: z.number(),
  write: z.number(),
  status: z.number(),
  timeout: z.number(),
});

export interface WrkOptions {
  connections: number;
  seconds: number;
  threads?: number;
  /** Extra request headers, e.g. Accept-Encoding. */
  headers?: Readonly<Record<string, string>>;
  /** Paths (with their query) asked for in turn, in place of the URL's own; on the URL's host. */
  paths?: readonly string[];
}

/** A `request` hook asking for each path in turn (JSON strings are valid Lua strings for ASCII text). */
function rotation(paths: readonly string[]): string {
  if (paths.some((candidate) => !/^\/[\x20-\x7e]*$/.test(candidate))) throw new Error('wrk: paths must be ASCII and start with /');
  return `
local paths = { ${paths.map((candidate) => JSON.stringify(candidate)).join(', ')} }
local turn = 0
request = function()
  turn = turn % #paths + 1
  return wrk.format(nil, paths[turn])
end
`;
}

export function wrk(label: string, url: string, options: WrkOptions): Promise<LoadFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wrk-'));
  const script = path.join(dir, 'report.lua');
  writeFileSync(script, options.paths ? REPORT + rotation(options.paths) : REPORT);
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t', String(options.threads ?? 1), '-c', String(options.connections), '-d', `${options.seconds}s`, '--timeout', '5s', '-s', script, ...headerArgs, url];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = output.split('\n').find((candidate) => candidate.startsWith('WRK_JSON '));
      if (code !== 0 || !line) return reject(new Error(`wrk on ${url} exited with ${code}:\n${output}`));
      const result = summary.parse(JSON.parse(line.slice('WRK_JSON '.length)));
      resolve({
        label,
        rps: result.requests / (result.duration_us / 1e6),
        p99Ms: result.p99_us / 1000,
        errors: result.connect + result.read + result.write + result.status + result.timeout,
      });
    });
  });
}
