import { describe, expect, it } from 'vitest';
import { collectionPermissions, type CollectionRole } from './roles.ts';

describe('collectionPermissions', () => {
  it.each<[CollectionRole | null, boolean, boolean, boolean, string[]]>([
    // role, publishes, submits, manages, invites
    ['CREATOR', true, true, true, ['EDITOR', 'WRITER']],
    ['EDITOR', true, true, true, ['WRITER']],
    ['WRITER', false, true, false, []],
    [null, false, false, false, []],
  ])('%s', (role, canPublish, canSubmit, canManage, canInvite) => {
    expect(collectionPermissions(role)).toEqual({ canPublish, canSubmit, canManage, canInvite });
  });
});
