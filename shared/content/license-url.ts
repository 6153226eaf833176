import type { License } from './enumerations.ts';

/**
 * The public text of a story's license: Creative Commons' deed for its 4.0 licenses, CC0 and the
 * public domain mark. All rights reserved has none: nothing is granted, so there is nothing to read.
 */
export function licenseUrl(license: License): string | null {
  switch (license) {
    case 'ALL_RIGHTS_RESERVED':
      return null;
    case 'CC_40_ZERO':
      return 'https://creativecommons.org/publicdomain/zero/1.0/';
    case 'PUBLIC_DOMAIN':
      return 'https://creativecommons.org/publicdomain/mark/1.0/';
    default:
      // CC_40_BY_NC_SA → by-nc-sa
      return `https://creativecommons.org/licenses/${license.slice('CC_40_'.length).toLowerCase().replaceAll('_', '-')}/4.0/`;
  }
}
