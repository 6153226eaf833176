import { describe, expect, it } from 'vitest';
import { licenseUrl } from './license-url.ts';

describe('licenseUrl', () => {
  it.each([
    ['ALL_RIGHTS_RESERVED', null],
    ['CC_40_BY', 'https://creativecommons.org/licenses/by/4.0/'],
    ['CC_40_BY_NC', 'https://creativecommons.org/licenses/by-nc/4.0/'],
    ['CC_40_BY_NC_ND', 'https://creativecommons.org/licenses/by-nc-nd/4.0/'],
    ['CC_40_BY_NC_SA', 'https://creativecommons.org/licenses/by-nc-sa/4.0/'],
    ['CC_40_BY_ND', 'https://creativecommons.org/licenses/by-nd/4.0/'],
    ['CC_40_BY_SA', 'https://creativecommons.org/licenses/by-sa/4.0/'],
    ['CC_40_ZERO', 'https://creativecommons.org/publicdomain/zero/1.0/'],
    ['PUBLIC_DOMAIN', 'https://creativecommons.org/publicdomain/mark/1.0/'],
  ] as const)('%s → %s', (license, url) => {
    expect(licenseUrl(license)).toBe(url);
  });
});
