import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node flags production runs with: the NODE_OPTIONS of deploy/school-site@.service (deploy/Dockerfile
 * sets the same), so the soak and the bench measure the server's memory as it is deployed.
 */
export function productionNodeOptions(): string {
  const unit = readFileSync(path.join(__dirname, '..', 'deploy', 'school-site@.service'), 'utf8');
  const options = /^Environment=NODE_OPTIONS=(.+)$/m.exec(unit)?.[1];
  if (!options) throw new Error('deploy/school-site@.service sets no NODE_OPTIONS');
  return options;
}
