import { readFileSync } from 'node:fs';
import path from 'node:path';
import { belowFloor, type Floors, type Lockfile } from './dependency-floor';

const root = path.resolve(__dirname, '..');
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
const floors = read<Floors & { reviewed: string }>('security/minimum-versions.json');

const lockWith = (versions: Record<string, string>): Lockfile => ({
  packages: Object.fromEntries(Object.entries(versions).map(([name, version]) => [`node_modules/${name}`, { version }])),
});

describe('dependency floor', () => {
  it('package-lock.json is at or above every minimum safe version', () => {
    expect(belowFloor(read<Lockfile>('package-lock.json'), floors)).toEqual([]);
  });

  it('package.json pins each floored package exactly', () => {
    const manifest = read<{ dependencies: Record<string, string> }>('package.json');
    for (const name of Object.keys(floors.packages)) expect(manifest.dependencies[name]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('names every package below its floor, compared number by number, and a missing or pre-release one', () => {
    const lock = lockWith({ next: '16.2.11', react: '19.10.0', 'react-dom': '19.3.0-canary.1' });
    expect(belowFloor(lock, floors)).toEqual(['next 16.2.11 is below the safe minimum 16.3.3', 'react-dom 19.3.0-canary.1 is below the safe minimum 19.2.8']);
    expect(belowFloor(lockWith({ react: '20.0.0', 'react-dom': '19.2.8' }), floors)).toEqual(['next is not in the lockfile']);
  });

  it('was reviewed within the last six months', () => {
    const age = Date.now() - Date.parse(floors.reviewed);
    expect(age).toBeLessThan(183 * 24 * 60 * 60 * 1000);
  });
});
