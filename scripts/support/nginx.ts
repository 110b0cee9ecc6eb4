/**
 * Debian's nginx running the production front (deploy/nginx-site.conf.template) on loopback, for the
 * front check (scripts/nginx-front.ts) and the load bench (scripts/bench.ts): its own prefix in a temporary
 * directory, TLS with a certificate made for this run, no system file touched.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited } from './process';

const root = path.resolve(__dirname, '..', '..');

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
   * process stands for many visitors. scripts/nginx-front.ts checks the limits themselves.
   */
  perClientLimits?: boolean;
}

export interface Front {
  /** https://127.0.0.1:<httpsPort> */
  origin: string;
  prefix: string;
  errorLog: () => string;
  stop: () => Promise<void>;
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
  if (missing.length === 0) return;
  console.log(`installing Debian's ${missing.join(', ')}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit' });
}

/** Starts nginx in the foreground with the production site file; resolves once its configuration is accepted. */
export function startFront(options: FrontOptions): Front {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-front-'));
  for (const dir of ['logs', 'cache', 'temp', 'conf']) mkdirSync(path.join(prefix, dir));
  const conf = (name: string) => path.join(prefix, 'conf', name);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', conf('key.pem'), '-out', conf('cert.pem'),
  ], { stdio: 'ignore' });
  const origin = `https://127.0.0.1:${options.httpsPort}`;
  const [first, ...others] = options.upstreams;
  if (first === undefined) throw new Error('startFront: no upstream');
  let site = renderTemplate(readFileSync(path.join(root, 'deploy', 'nginx-site.conf.template'), 'utf8'), {
    SERVER_NAME: '127.0.0.1',
    PUBLIC_ORIGIN: origin,
    HTTPS_PORT: `127.0.0.1:${options.httpsPort}`,
    HTTP_PORT: `127.0.0.1:${options.httpPort}`,
    TLS_CERT: conf('cert.pem'),
    TLS_KEY: conf('key.pem'),
    CACHE_DIR: path.join(prefix, 'cache'),
    UPSTREAM: first,
  });
  // Further instances are added as the template's comment tells an administrator to.
  for (const upstream of others) site = site.replace(/(\n(\s*)server 127\.0\.0\.1:\d+ [^\n]*\n)/, `$1$2server ${upstream} max_fails=1 fail_timeout=5s;\n`);
  if (options.perClientLimits === false) site = site.replace(/^\s*limit_req zone=[^\n]*\n/gm, '');
  if (options.extraServerDirectives) {
    const at = site.lastIndexOf('    location / {');
    if (at < 0) throw new Error('startFront: the template has no `location /` to add directives before');
    site = `${site.slice(0, at)}${options.extraServerDirectives}\n\n${site.slice(at)}`;
  }
  writeFileSync(conf('school-site.conf'), site);
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
      `  access_log ${path.join(prefix, 'logs', 'access.log')};`,
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
    errorLog: () => {
      try {
        return readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        await exited(child);
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
