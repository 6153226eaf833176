/** A viewer's place in a publication: its creator, an editor, a writer, or none. */
export type CollectionRole = 'CREATOR' | 'EDITOR' | 'WRITER';

export interface CollectionPermissions {
  /** Publish a story into the publication at once, and approve others' submissions. */
  readonly canPublish: boolean;
  /** Submit a draft for the editors to publish. */
  readonly canSubmit: boolean;
  /** Settings, about, navigation, followers, the custom domain. */
  readonly canManage: boolean;
  /** The roles this viewer may invite people to. */
  readonly canInvite: readonly Exclude<CollectionRole, 'CREATOR'>[];
}

const NONE: CollectionPermissions = { canPublish: false, canSubmit: false, canManage: false, canInvite: [] };

/**
 * What each role may do: the creator and editors run the publication
 * and publish; writers submit; only the creator makes editors, since an editor can do
 * everything but give the publication away.
 */
export function collectionPermissions(role: CollectionRole | null): CollectionPermissions {
  switch (role) {
    case 'CREATOR':
      return { canPublish: true, canSubmit: true, canManage: true, canInvite: ['EDITOR', 'WRITER'] };
    case 'EDITOR':
      return { canPublish: true, canSubmit: true, canManage: true, canInvite: ['WRITER'] };
    case 'WRITER':
      return { ...NONE, canSubmit: true };
    case null:
      return NONE;
  }
}
