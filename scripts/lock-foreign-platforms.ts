// The package registry these machines use does not serve workerd's macOS and Windows binaries,
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out
// of sync. This records each missing platform package with its os and cpu, which lets `npm ci`
// skip it on Linux without fetching it. It runs after every `npm install` (postinstall) and
// changes nothing when the lock is complete.
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const PLATFORMS: Record<string, { os: string; cpu: string }> = {
  'darwin-64': { os: 'darwin', cpu: 'x64' },
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'windows-64': { os: 'win32', cpu: 'x64' },
};

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const { packages } = lock;

/** Whether Node's resolution from `path` (nested first, then each parent) finds `dependency`. */
function resolvable(path: string, dependency: string): boolean {
  const segments = path.split('node_modules/').filter(Boolean);
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const prefix = segments
      .slice(0, depth)
      .map((segment) => `node_modules/${segment}`)
      .join('');
    if (packages[`${prefix}node_modules/${dependency}`]) return true;
  }
  return false;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvable(path, dependency)) continue;
    const platform = Object.entries(PLATFORMS).find(([suffix]) => dependency.endsWith(suffix))?.[1];
    if (!platform) continue;
    packages[`${path}/node_modules/${dependency}`] = {
      version,
      dev: true,
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
    };
    added += 1;
  }
}

if (added > 0) {
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: recorded ${added} package(s) for other platforms`);
}
