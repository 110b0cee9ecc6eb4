/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const skip = new Set(['node_modules', '.git', 'test-results', 'playwright-report', '.demo-assets']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skip.has(name) || name.startsWith('.next')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = sourceFiles(root);
const relative = (file: string) => path.relative(root, file);

describe('server-only boundary', () => {
  it('marks the configuration and every data-layer module server-only', () => {
    const serverModules = files.filter((file) => /^lib\/(config\.ts|server\/|tc\/(handler|vendor|limits)|content\/)/.test(relative(file)));
    expect(serverModules.length).toBeGreaterThan(15);
    const unmarked = serverModules.filter((file) => !/^import 'server-only';$/m.test(readFileSync(file, 'utf8')));
    expect(unmarked.map(relative)).toEqual([]);
  });

  it('keeps client components away from the configuration and the data layer', () => {
    const clientModules = files.filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));
    expect(clientModules.length).toBeGreaterThan(0);
    const leaking = clientModules.filter((file) =>
      /from ['"](@\/|(\.\.\/)+)lib\/(config|content|server|tc\/(handler|vendor|limits))/.test(readFileSync(file, 'utf8')),
    );
    expect(leaking.map(relative)).toEqual([]);
  });
});
