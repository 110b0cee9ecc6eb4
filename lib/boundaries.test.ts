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

/** Every module under `dir`, tests and JavaScript included. */
function modulesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return modulesUnder(full);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(name) ? [full] : [];
  });
}

// What a module names after `from`, `import`, `import(`, `require(` or `jest.mock(`.
const SPECIFIER = /(?:\bfrom|\bimport|\brequire|\bjest\.mock)\s*\(?\s*(['"])([^'"\n]+)\1/g;

/** What a module imports from this repository (its '@/' and relative imports), as paths from the root. */
function importedPaths(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap(([, , specifier = '']) => {
    if (specifier.startsWith('@/')) return [specifier.slice(2)];
    if (specifier.startsWith('.')) return [relative(path.resolve(path.dirname(file), specifier))];
    return [];
  });
}

describe('server-only boundary', () => {
  it('marks the configuration and every data-layer module server-only', () => {
    const serverModules = files.filter((file) => /^lib\/(config\.ts|server\/|tc\/(handler|vendor|limits)|content\/|staff\/(gate|collect|store|schedule))/.test(relative(file)));
    expect(serverModules.length).toBeGreaterThan(15);
    const unmarked = serverModules.filter((file) => !/^import 'server-only';$/m.test(readFileSync(file, 'utf8')));
    expect(unmarked.map(relative)).toEqual([]);
  });

  it('keeps client components away from the configuration and the data layer', () => {
    const clientModules = files.filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));
    expect(clientModules.length).toBeGreaterThan(0);
    const leaking = clientModules.filter((file) =>
      /from ['"](@\/|(\.\.\/)+)lib\/(config|content|server|tc\/(handler|vendor|limits)|staff\/(gate|collect|store|schedule))/.test(readFileSync(file, 'utf8')),
    );
    expect(leaking.map(relative)).toEqual([]);
  });
});

describe('layers', () => {
  it('keeps lib/ and content/ from importing components/ or app/', () => {
    expect(importedPaths(path.join(root, 'lib/seo/sitemap.ts'))).toEqual(expect.arrayContaining(['content/navigation', 'lib/seo/metadata']));
    const modules = [...modulesUnder(path.join(root, 'lib')), ...modulesUnder(path.join(root, 'content'))];
    expect(modules.length).toBeGreaterThan(100);
    const upward = modules.flatMap((file) =>
      importedPaths(file)
        .filter((imported) => /^(components|app)(\/|$)/.test(imported))
        .map((imported) => `${relative(file)} imports ${imported}`),
    );
    expect(upward).toEqual([]);
  });
});
