/**
 * is_internal_ip (docs/spec-checklist.md 2 §4, §6): whether the client's address lies in one of the networks the
 * INTERNAL_NETWORKS setting lists (comma-separated CIDR blocks, IPv4 or IPv6). Our own offices
 * and tools get fresh pages, never the edge's copy.
 */
export function isInternalIp(ip: string, networks: string): boolean {
  const blocks = networks
    .split(',')
    .map((block) => block.trim())
    .filter(Boolean);
  // most deployments list none: every request then skips reading its address (twice a request)
  if (blocks.length === 0) return false;
  const address = parseAddress(ip);
  return address !== null && blocks.some((block) => inBlock(address, block));
}

interface Address {
  readonly bits: 32 | 128;
  readonly value: bigint;
}

function inBlock(address: Address, block: string): boolean {
  const [base = '', prefixText] = block.split('/');
  const network = parseAddress(base);
  if (!network || network.bits !== address.bits) return false;
  const prefix = prefixText === undefined ? network.bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > network.bits) return false;
  const shift = BigInt(network.bits - prefix);
  return address.value >> shift === network.value >> shift;
}

function parseAddress(text: string): Address | null {
  return text.includes(':') ? parseIpv6(text) : parseIpv4(text);
}

function parseIpv4(text: string): Address | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return { bits: 32, value: parts.reduce((value, part) => (value << 8n) | BigInt(part), 0n) };
}

function parseIpv6(text: string): Address | null {
  const halves = text.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined): string[] => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return { bits: 128, value: all.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n) };
}
