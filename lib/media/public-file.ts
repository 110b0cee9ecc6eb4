import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileLabel, fileType } from './file-label';

/**
 * The type and size of a file this site serves from public/ ('/docs/a.pdf' gives 'PDF, 1.7 KB'), read when
 * the page renders so the label always matches the file. Throws when the file is missing, so a broken
 * document link fails the build instead of reaching a visitor.
 */
export function publicFileLabel(href: string, publicDir = path.join(/* turbopackIgnore: true */ process.cwd(), 'public')): string {
  // Not traced: public/ ships beside the server anyway, and tracing this join put the whole project
  // (sources, tests, docs) into the build's file traces.
  const file = path.join(/* turbopackIgnore: true */ publicDir, ...href.split('/').filter(Boolean));
  if (!file.startsWith(publicDir + path.sep)) throw new Error(`Not a public file: ${href}`);
  return fileLabel(fileType(file) ?? 'File', statSync(file).size);
}
