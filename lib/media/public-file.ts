import 'server-only';
import { statSync } from 'node:fs';
import path from 'node:path';

const TYPES: Readonly<Record<string, string>> = { '.pdf': 'PDF', '.jpg': 'JPEG image', '.jpeg': 'JPEG image', '.png': 'PNG image' };

/** A byte count the way people read it: '980 bytes', '1.7 KB', '2.4 MB' (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The type and size of a file this site serves from public/ ('/docs/a.pdf' gives 'PDF, 1.7 KB'), read when
 * the page renders so the label always matches the file. Throws when the file is missing, so a broken
 * document link fails the build instead of reaching a visitor.
 */
export function publicFileLabel(href: string, publicDir = path.join(/* turbopackIgnore: true */ process.cwd(), 'public')): string {
  // Not traced: public/ ships beside the server anyway, and tracing this join put the whole project
  // (sources, tests, docs) into the standalone output.
  const file = path.join(/* turbopackIgnore: true */ publicDir, ...href.split('/').filter(Boolean));
  if (!file.startsWith(publicDir + path.sep)) throw new Error(`Not a public file: ${href}`);
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'File';
  return `${type}, ${formatBytes(statSync(file).size)}`;
}
