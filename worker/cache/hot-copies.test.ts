import { describe, expect, it } from 'vitest';
import { dropHotCopies, HOT_MS, hotCopy, keepHotCopy, type HotCopy } from './hot-copies.ts';

const copy = (tags: string[], checkedAt: number): HotCopy => ({
  body: new Uint8Array(),
  places: () => ({ nonce: null, privacyBanner: null }),
  status: 200,
  headers: [],
  tags,
  checkedAt,
});

describe('hot copies: a moment in memory, never past a purge by this isolate', () => {
  it('serves a copy for HOT_MS after the Cache API vouched for it, not after', () => {
    keepHotCopy('k1', copy(['postId-a'], 1_000));
    expect(hotCopy('k1', 1_000 + HOT_MS - 1)).not.toBeNull();
    expect(hotCopy('k1', 1_000 + HOT_MS)).toBeNull();
    expect(hotCopy('k1', 1_000)).toBeNull();
  });

  it('forgets every copy carrying a purged tag, and only those', () => {
    keepHotCopy('story', copy(['postId-a', 'userId-u'], 5_000));
    keepHotCopy('profile', copy(['userId-u'], 5_000));
    keepHotCopy('other', copy(['postId-b'], 5_000));
    dropHotCopies(['userId-u']);
    expect(hotCopy('story', 5_001)).toBeNull();
    expect(hotCopy('profile', 5_001)).toBeNull();
    expect(hotCopy('other', 5_001)).not.toBeNull();
  });

  it('keeps at most 200, evicting the least recently used', () => {
    for (let n = 0; n < 201; n += 1) keepHotCopy(`many-${n}`, copy([], 9_000));
    expect(hotCopy('many-0', 9_001)).toBeNull();
    expect(hotCopy('many-1', 9_001)).not.toBeNull();
    expect(hotCopy('many-200', 9_001)).not.toBeNull();
  });
});
