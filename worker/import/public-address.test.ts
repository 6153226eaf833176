import { describe, expect, it } from 'vitest';
import { isPublicHost } from './public-address.ts';

describe('isPublicHost (imports never read inside a network)', () => {
  it.each([
    ['example.com', true],
    ['blog.example.co.uk', true],
    ['93.184.216.34', true],
    ['[2606:2800:220:1::]', true],
    ['localhost', false],
    ['LOCALHOST.', false],
    ['app.localhost', false],
    ['printer.local', false],
    ['db.internal', false],
    ['intranet', false],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['[::1]', false],
    ['[fd00::1]', false],
    ['[fe80::1]', false],
    ['[::ffff:127.0.0.1]', false],
  ])('%s → %s', (host, expected) => {
    expect(isPublicHost(host)).toBe(expected);
  });
});
