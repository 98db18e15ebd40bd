import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

// `npm ci` refuses a lock file that lacks an entry for any optional dependency, even one for
// another platform. The registry reachable here has no darwin/windows builds of some native
// packages (e.g. @pagefind/*), so `npm install` on this machine silently leaves them out.
describe('package-lock.json', () => {
  it('has an entry for every optional dependency of every locked package', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path === '' ? '' : `${path}/`}node_modules/${name}`;
        if (!(nested in lock.packages) && !(`node_modules/${name}` in lock.packages)) {
          missing.push(`${path || '(root)'} → ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
