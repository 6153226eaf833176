import { describe, expect, it } from 'vitest';
import {
  isLockedPreviewOnly,
  openParagraphs,
  postAccess,
  type PostAccess,
  type PostAccessFacts,
} from './post-access.ts';

const readable: PostAccessFacts = {
  isPublished: true,
  isDeleted: false,
  isPostSuspended: false,
  creatorExists: true,
  isCreatorDeleted: false,
  isCreatorSuspended: false,
  isCreatorLimited: false,
  viewerFollowsCreator: false,
  viewerCanEdit: false,
  creatorBlocksViewer: false,
  canViewSuspendedContent: false,
};

describe('postAccess (docs/spec-checklist.md 2 §8 post result kinds)', () => {
  it.each<[string, Partial<PostAccessFacts>, PostAccess]>([
    ['a published post', {}, 'Readable'],
    ['a post whose creator is gone', { creatorExists: false }, 'NotFound'],
    ['a post its writer deleted', { isDeleted: true }, 'RemovedByUser'],
    ['a post of a deleted account', { isCreatorDeleted: true }, 'AccountDeleted'],
    ['a post of a suspended account', { isCreatorSuspended: true }, 'AccountSuspended'],
    ['a suspended post', { isPostSuspended: true }, 'PostSuspended'],
    [
      'a suspended post, for can_view_suspended_content',
      { isPostSuspended: true, canViewSuspendedContent: true },
      'Readable',
    ],
    ['a draft, for a stranger', { isPublished: false }, 'NotFound'],
    ['a draft, for its writer or an editor', { isPublished: false, viewerCanEdit: true }, 'Readable'],
    ['a post whose writer blocks the viewer', { creatorBlocksViewer: true }, 'Blocked'],
    ['a deleted draft', { isPublished: false, isDeleted: true }, 'RemovedByUser'],
    ['a limited account’s story, for someone who does not follow it', { isCreatorLimited: true }, 'NotFound'],
    ['a limited account’s story, for a follower', { isCreatorLimited: true, viewerFollowsCreator: true }, 'Readable'],
    ['a limited account’s story, for its writer', { isCreatorLimited: true, viewerCanEdit: true }, 'Readable'],
    [
      'a limited account’s story, for a moderator',
      { isCreatorLimited: true, canViewSuspendedContent: true },
      'Readable',
    ],
  ])('%s → %s', (_, facts, expected) => {
    expect(postAccess({ ...readable, ...facts })).toBe(expected);
  });
});

describe('isLockedPreviewOnly', () => {
  it.each([
    [false, false, false, false, false],
    [true, false, false, false, true],
    [true, true, false, false, false],
    [true, false, true, false, false],
    [true, false, false, true, false],
  ])(
    'locked %s, member %s, can edit %s, share key %s → preview only %s',
    (isLocked, viewerIsMember, viewerCanEdit, hasShareKey, expected) => {
      expect(isLockedPreviewOnly({ isLocked, viewerIsMember, viewerCanEdit, hasShareKey })).toBe(expected);
    },
  );
});

describe('openParagraphs: what a card may show of a story', () => {
  const paragraphs = ['p1', 'p2', 'p3', 'p4-locked-image'];
  it.each([
    ['LOCKED', ['p1', 'p2', 'p3']],
    ['PUBLIC', paragraphs],
    ['UNLISTED', paragraphs],
  ])('a %s story opens %j', (visibility, open) => {
    expect(openParagraphs({ visibility, content: { paragraphs } })).toEqual(open);
  });
});
