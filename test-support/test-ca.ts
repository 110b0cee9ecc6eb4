/**
 * A throwaway certificate authority and a server certificate it signed for 127.0.0.1, made with the openssl
 * CLI (as test-support/nginx.ts makes the front's certificate) in a temporary directory, for the local push
 * service (test-support/push-service.ts). A process that must trust the service gets
 * `NODE_EXTRA_CA_CERTS=<caFile>`; an in-process client passes the CA's PEM as an https.Agent's `ca`. Nothing is
 * trusted by turning verification off.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestCa {
  /** The CA's certificate (PEM): what a client trusts. */
  caFile: string;
  /** The server's certificate (PEM), for IP:127.0.0.1, signed by the CA. */
  certFile: string;
  /** The server's private key (PEM). */
  keyFile: string;
  /** Removes the directory and everything in it. */
  remove: () => void;
}

/** P-256 keys: made in milliseconds, where RSA keys take a noticeable moment on a busy machine. */
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'];

export function makeTestCa(): TestCa {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-ca-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  openssl(['req', '-x509', ...EC_KEY, '-subj', '/CN=School site e2e test CA', '-keyout', file('ca-key.pem'), '-out', file('ca.pem')]);
  // `req -x509 -CA` (OpenSSL 3) signs the new certificate with the CA instead of its own key; OpenSSL 3.0 would
  // still mark it as a CA (the configuration's v3_ca section) unless told otherwise.
  openssl([
    'req', '-x509', ...EC_KEY, '-subj', '/CN=127.0.0.1',
    '-CA', file('ca.pem'), '-CAkey', file('ca-key.pem'),
    '-addext', 'basicConstraints=critical,CA:FALSE',
    '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', file('key.pem'), '-out', file('cert.pem'),
  ]);
  return {
    caFile: file('ca.pem'),
    certFile: file('cert.pem'),
    keyFile: file('key.pem'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
