/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIST_RESOURCES } from './resources';

jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

describe('LIST_RESOURCES', () => {
  it('names every list getter of the data layer once, so /healthz reports each of them', () => {
    const defined = readdirSync(__dirname)
      .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'resource.ts')
      .flatMap((name) => [...readFileSync(path.join(__dirname, name), 'utf8').matchAll(/listResource\(\{\s*resource: '([^']+)'/g)].map((match) => match[1]));
    const listed = LIST_RESOURCES.map((getter) => getter.resource);
    expect(new Set(listed).size).toBe(listed.length);
    expect(defined.length).toBeGreaterThan(10);
    expect([...listed].sort()).toEqual([...defined].sort());
  });
});
