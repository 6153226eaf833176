/** What a draft's status line says (docs/spec-checklist.md 1 §4), and the publication it names, if any. */
export interface DraftStatus {
  readonly label: 'Draft in' | 'Draft submitted to' | 'Submitted draft' | 'Unsubmitted draft' | 'Draft';
  readonly collectionName: string | null;
}

export interface DraftStatusFacts {
  readonly isPublished: boolean;
  readonly statusForCollection: 'PENDING' | 'NOT_YET_SUBMITTED' | 'APPROVED' | 'REJECTED' | null;
  /** The publication the draft waits in, when the viewer may know it. */
  readonly pendingCollectionName: string | null;
  /** The viewer wrote the draft and edits the publication it waits in. */
  readonly viewerIsAuthorAndEditor: boolean;
}

/** docs/spec-checklist.md 1 §4 "Draft status, derived", in its order; a published post has none. */
export function draftStatus(facts: DraftStatusFacts): DraftStatus | null {
  if (facts.isPublished) return null;
  if (facts.statusForCollection === 'PENDING') {
    if (facts.viewerIsAuthorAndEditor && facts.pendingCollectionName)
      return { label: 'Draft in', collectionName: facts.pendingCollectionName };
    if (facts.pendingCollectionName)
      return { label: 'Draft submitted to', collectionName: facts.pendingCollectionName };
    return { label: 'Submitted draft', collectionName: null };
  }
  if (facts.statusForCollection === 'NOT_YET_SUBMITTED') return { label: 'Unsubmitted draft', collectionName: null };
  return { label: 'Draft', collectionName: null };
}

/**
 * The legacy bar's words for the same statuses (docs/spec-checklist.md 1 §4: it "also uses 'Submitted to' the
 * publication and 'Submitted story'"): the writing routes' bar, with the greeting by local hour.
 */
export function legacyDraftLine(status: { readonly label: string; readonly collectionName: string | null }): string {
  const label =
    status.label === 'Draft submitted to'
      ? 'Submitted to'
      : status.label === 'Submitted draft'
        ? 'Submitted story'
        : status.label;
  return status.collectionName ? `${label} ${status.collectionName}` : label;
}
