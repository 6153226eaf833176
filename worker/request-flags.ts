import { resolveFlags, type Flags } from '../shared/flags.ts';
import { isInternalIp } from './internal-ip.ts';

let flagsFor: { source: string; flags: Flags } | undefined;

/** FLAGS is parsed once per isolate; a bad value fails loudly on the first request. */
function configuredFlags(source: string): Flags {
  if (flagsFor?.source !== source) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(source || '{}');
    } catch {
      throw new Error('FLAGS must be valid JSON, e.g. {"allow_iframe": true}');
    }
    flagsFor = { source, flags: resolveFlags(parsed) };
  }
  return flagsFor.flags;
}

/** The configured flags, with is_internal_ip for a client on one of INTERNAL_NETWORKS. */
export function requestFlags(env: Env, clientIp: string | undefined): Flags {
  const flags = configuredFlags(env.FLAGS);
  return isInternalIp(clientIp ?? '', env.INTERNAL_NETWORKS ?? '') ? { ...flags, is_internal_ip: true } : flags;
}

/** The request's address, or null when the Host it was built from is not a valid one. */
export function parseRequestUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}
