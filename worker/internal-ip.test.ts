import { describe, expect, it } from 'vitest';
import { isInternalIp } from './internal-ip.ts';

describe('is_internal_ip: the client address in one of INTERNAL_NETWORKS', () => {
  const networks = '10.0.0.0/8, 192.168.1.7, 2001:db8::/32, fd00::/8';
  it.each<[string, boolean]>([
    ['10.1.2.3', true],
    ['10.255.255.255', true],
    ['11.0.0.1', false],
    ['192.168.1.7', true],
    ['192.168.1.8', false],
    ['2001:db8::1', true],
    ['2001:0db8:ffff::', true],
    ['2001:db9::1', false],
    ['fd12:3456::1', true],
    ['::1', false],
    ['', false],
    ['not an address', false],
    ['300.1.1.1', false],
  ])('%s → %s', (ip, expected) => expect(isInternalIp(ip, networks)).toBe(expected));

  it('no networks configured: nobody is internal', () => expect(isInternalIp('10.1.2.3', '')).toBe(false));
  it('a malformed block matches nothing', () => expect(isInternalIp('10.1.2.3', '10.0.0.0/40,nonsense')).toBe(false));
  it('IPv4 blocks never match IPv6 addresses', () => expect(isInternalIp('::a01:203', '10.0.0.0/8')).toBe(false));
});
