import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeVersionWarning, PINNED_NODE } from './node-version';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the pinned Node', () => {
  it('says nothing on the pinned major, whatever its minor or patch', () => {
    expect(nodeVersionWarning('v26.0.0', '26.12.1')).toBeNull();
    expect(nodeVersionWarning('v26.13.4', '26.12.1')).toBeNull();
  });

  it('warns in one line naming both versions on another major', () => {
    const warning = nodeVersionWarning('v20.20.2', '26.12.1');
    expect(warning).toBe('Warning: this server runs on Node 20.20.2; the site is built and tested on Node 26.12.1 (package.json): start it with node_modules/.bin/node.');
    expect(warning).not.toContain('\n');
    expect(nodeVersionWarning('v2.6.0', '26.12.1')).not.toBeNull();
  });

  it('is the one version engines, the Docker image and the systemd unit name, and the one this test runs on', () => {
    const major = PINNED_NODE.split('.')[0];
    expect(JSON.parse(read('package.json')).engines.node).toBe(`${major}.x`);
    expect(read('deploy/Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${major}-bookworm-slim$`, 'm'));
    // Next's CLI (node_modules/next/…/bin/next) started by the pinned Node, not by the image's or the machine's.
    expect(read('deploy/Dockerfile')).toMatch(/^CMD \["node_modules\/\.bin\/node", "node_modules\/next\/[\w/]+\/bin\/next", "start"/m);
    expect(read('deploy/school-site@.service')).toMatch(/^ExecStart=\/srv\/school-site\/%i\/node_modules\/\.bin\/node node_modules\/next\/[\w/]+\/bin\/next start /m);
    expect(process.version).toBe(`v${PINNED_NODE}`);
  });
});
