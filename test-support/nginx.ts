/**
 * Debian's nginx running the production front (deploy/nginx-site.conf.template and the cache key it
 * includes, deploy/nginx-cache-key.conf) on loopback, for the front spec (e2e/front.spec.ts), the
 * two-instance spec (e2e/instances.spec.ts) and the bench (scripts/bench/: its Lighthouse rounds through
 * scripts/bench/front.ts, and its load): its own prefix in a temporary directory, TLS with a certificate made
 * for this run, no system file touched. The site's name is `localhost` (FRONT_NAME): the front refuses the TLS
 * handshake of a client that names no host or another one, and a bare IP address names none.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited } from './process';

const root = path.resolve(__dirname, '..');

/** The front's server_name on loopback: a name, so clients send it in the TLS handshake (SNI). */
export const FRONT_NAME = 'localhost';

export interface FrontOptions {
  httpsPort: number;
  httpPort: number;
  /** host:port of each Next instance behind the front. */
  upstreams: readonly string[];
  /**
   * nginx directives added to the site's HTTPS server block before its `location /` (the bench serves a
   * static file this way, through the same server as the pages).
   */
  extraServerDirectives?: string;
  /**
   * false leaves out the per-client request limits (`limit_req`): for the load bench, whose one wrk
   * process stands for many visitors. e2e/front.spec.ts checks the limits themselves.
   */
  perClientLimits?: boolean;
  /** The template's MONITOR_ADDRESS, the one address besides loopback that may read /healthz (default 127.0.0.1). */
  monitorAddress?: string;
}

/** One line of the front's access log (every request, and the cache's background refreshes). */
export interface AccessEntry {
  /** Seconds since the epoch, with milliseconds. */
  time: number;
  client: string;
  host: string;
  method: string;
  uri: string;
  status: number;
  /** HIT, MISS, STALE, UPDATING, BYPASS, EXPIRED, or '' when the cache was not asked. */
  cache: string;
  /** The instances asked, as nginx lists them ('' when no instance was: a cache hit or a refusal). */
  upstream: string;
  /** Each instance's answer time in seconds, as nginx lists them. */
  upstreamSeconds: string;
}

export interface Front {
  /** https://localhost:<httpsPort> */
  origin: string;
  prefix: string;
  /** The certificate made for this run (PEM), for a client that trusts exactly it. */
  certificate: string;
  errorLog: () => string;
  /** The access log so far, parsed. */
  accessLog: () => AccessEntry[];
  /** Bytes in the cache directory. */
  cacheBytes: () => number;
  stop: () => Promise<void>;
}

/** Bytes in the files under `dir` (0 when it is gone). */
function directoryBytes(dir: string): number {
  let total = 0;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += directoryBytes(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

/** Renders the template's ${NAME}s (and only those) as `envsubst` with a list of names would. */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Installs the Debian packages a script needs when they are missing (CI runs as root on a fresh machine). */
export function ensureDebianPackages(commands: Readonly<Record<string, string>>): void {
  const missing = Object.entries(commands)
    .filter(([command]) => {
      try {
        execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
        return false;
      } catch {
        return true;
      }
    })
    .map(([, pkg]) => pkg);
  aptInstall(missing);
}

/** Installs the Debian package that holds a font family when fontconfig finds no face of that family. */
export function ensureDebianFont(family: string, pkg: string): void {
  if (execFileSync('fc-list', [`:family=${family}`, 'family'], { encoding: 'utf8' }).trim() === '') aptInstall([pkg]);
}

function aptInstall(packages: readonly string[]): void {
  if (packages.length === 0) return;
  console.log(`installing Debian's ${packages.join(', ')}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit' });
}

/** Starts nginx in the foreground with the production site file; resolves once its configuration is accepted. */
export function startFront(options: FrontOptions): Front {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-front-'));
  for (const dir of ['logs', 'cache', 'temp', 'conf']) mkdirSync(path.join(prefix, dir));
  const conf = (name: string) => path.join(prefix, 'conf', name);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${FRONT_NAME}`,
    '-addext', `subjectAltName=DNS:${FRONT_NAME}`,
    '-keyout', conf('key.pem'), '-out', conf('cert.pem'),
  ], { stdio: 'ignore' });
  const origin = `https://${FRONT_NAME}:${options.httpsPort}`;
  const [first, ...others] = options.upstreams;
  if (first === undefined) throw new Error('startFront: no upstream');
  let site = renderTemplate(readFileSync(path.join(root, 'deploy', 'nginx-site.conf.template'), 'utf8'), {
    SERVER_NAME: FRONT_NAME,
    PUBLIC_ORIGIN: origin,
    HTTPS_PORT: `127.0.0.1:${options.httpsPort}`,
    HTTP_PORT: `127.0.0.1:${options.httpPort}`,
    TLS_CERT: conf('cert.pem'),
    TLS_KEY: conf('key.pem'),
    CACHE_DIR: path.join(prefix, 'cache'),
    UPSTREAM: first,
    MONITOR_ADDRESS: options.monitorAddress ?? '127.0.0.1',
  });
  // Further instances are added as the template's comment tells an administrator to: one line each, with
  // the first one's options.
  const firstServer = new RegExp(`\\n(\\s*)server ${first.replace(/\./g, '\\.')}( [^\\n]*)?;\\n`);
  const line = firstServer.exec(site);
  if (!line) throw new Error('startFront: the template has no `server ${UPSTREAM}` line in its upstream block');
  site = site.replace(line[0], `${line[0]}${others.map((upstream) => `${line[1]}server ${upstream}${line[2] ?? ''};\n`).join('')}`);
  if (options.perClientLimits === false) site = site.replace(/^\s*limit_req zone=[^\n]*\n/gm, '');
  if (options.extraServerDirectives) {
    const at = site.lastIndexOf('    location / {');
    if (at < 0) throw new Error('startFront: the template has no `location /` to add directives before');
    site = `${site.slice(0, at)}${options.extraServerDirectives}\n\n${site.slice(at)}`;
  }
  writeFileSync(conf('school-site.conf'), site);
  // The cache key's file, where the site file's relative `include` finds it, as in production (snippets/ beside nginx.conf).
  mkdirSync(conf('snippets'));
  copyFileSync(path.join(root, 'deploy', 'nginx-cache-key.conf'), conf(path.join('snippets', 'school-site-cache-key.conf')));
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    conf('nginx.conf'),
    [
      // As root, nginx's workers run as nobody: they get the cache and temp folders.
      asRoot ? 'user nobody nogroup;' : '',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'logs', 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      // Tab-separated, for accessLog(); subrequests too, so the cache's background refreshes are counted.
      `  log_format front_check '$msec\\t$remote_addr\\t$host\\t$request_method\\t$request_uri\\t$status\\t$upstream_cache_status\\t$upstream_addr\\t$upstream_response_time';`,
      `  access_log ${path.join(prefix, 'logs', 'access.log')} front_check;`,
      '  log_subrequest on;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${conf('school-site.conf')};`,
      '}',
    ].join('\n'),
  );
  if (asRoot) {
    const nobody = Number(execFileSync('id', ['-u', 'nobody']).toString().trim());
    for (const dir of ['', 'cache', 'temp', 'logs']) chownSync(path.join(prefix, dir), nobody, -1);
  }
  const args = ['-p', prefix, '-c', conf('nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')];
  execFileSync('nginx', ['-t', '-q', ...args], { stdio: 'inherit' });
  const child = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  return {
    origin,
    prefix,
    certificate: readFileSync(conf('cert.pem'), 'utf8'),
    errorLog: () => {
      try {
        return readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    accessLog: () => {
      let text = '';
      try {
        text = readFileSync(path.join(prefix, 'logs', 'access.log'), 'utf8');
      } catch {
        return [];
      }
      return text
        .split('\n')
        .filter((row) => row.length > 0)
        .map((row) => {
          const [time = '0', client = '', host = '', method = '', uri = '', status = '0', cache = '', upstream = '', upstreamSeconds = ''] = row.split('\t');
          const dash = (value: string) => (value === '-' ? '' : value);
          return { time: Number(time), client, host, method, uri, status: Number(status), cache: dash(cache), upstream: dash(upstream), upstreamSeconds: dash(upstreamSeconds) };
        });
    },
    cacheBytes: () => directoryBytes(path.join(prefix, 'cache')),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        await exited(child);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
