// The package registry these machines use does not serve workerd's macOS and Windows binaries,
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out
// of sync. recordForeignPlatforms records each missing platform package with its os and cpu,
// which lets `npm ci` skip it on Linux without fetching it.

export interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface Lock {
  packages: Record<string, LockEntry>;
}

const PLATFORMS: Record<string, { os: string; cpu: string }> = {
  'darwin-64': { os: 'darwin', cpu: 'x64' },
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'windows-64': { os: 'win32', cpu: 'x64' },
};

/** Whether Node's resolution from `path` (nested first, then each parent) finds `dependency`. */
function resolvable(packages: Lock['packages'], path: string, dependency: string): boolean {
  const segments = path.split('node_modules/').filter(Boolean);
  for (let depth = segments.length; depth >= 0; depth -= 1) {
    const prefix = segments
      .slice(0, depth)
      .map((segment) => `node_modules/${segment.replace(/\/$/, '')}/`)
      .join('');
    if (packages[`${prefix}node_modules/${dependency}`]) return true;
  }
  return false;
}

/**
 * Adds the missing platform entries to the lock, in place, and says how many it added: none on a
 * complete lock. Each entry's keys come in the order npm itself writes them, so a lock that `npm
 * ci` pruned comes back byte for byte and a fresh clone stays clean after install.
 */
export function recordForeignPlatforms(lock: Lock): number {
  const { packages } = lock;
  let added = 0;
  for (const [path, entry] of Object.entries(packages)) {
    for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolvable(packages, path, dependency)) continue;
      const platform = Object.entries(PLATFORMS).find(([suffix]) => dependency.endsWith(suffix))?.[1];
      if (!platform) continue;
      packages[`${path}/node_modules/${dependency}`] = {
        version,
        cpu: [platform.cpu],
        dev: true,
        optional: true,
        os: [platform.os],
      };
      added += 1;
    }
  }
  return added;
}
