import { describe, expect, it } from 'vitest';
import { followReturnAddress, pendingFollow } from './follow-after-sign-up.ts';

describe('following after signing up (docs/spec-checklist.md 1 §4: "sent to register, with the user id and optional post id")', () => {
  it.each([
    ['from a profile', { pathname: '/@ada', search: '' }, 'u-ada', undefined, '/@ada?followUserId=u-ada'],
    [
      'from a story',
      { pathname: '/p/0123456789ab', search: '?sk=key' },
      'u-ada',
      '0123456789ab',
      '/p/0123456789ab?sk=key&followUserId=u-ada&followFromPostId=0123456789ab',
    ],
  ])('%s', (_case, current, userId, postId, address) => {
    const back = followReturnAddress(current, userId, postId);
    expect(back).toBe(address);
    const url = new URL(back, 'http://localhost');
    expect(pendingFollow({ pathname: url.pathname, search: url.search })).toEqual({
      userId,
      cleanAddress: `${current.pathname}${current.search}`,
    });
  });

  it('finds nothing pending on an ordinary address', () => {
    expect(pendingFollow({ pathname: '/@ada', search: '?source=home' })).toBeNull();
  });
});
