import { describe, expect, it } from 'vitest';
import { draftStatus, type DraftStatusFacts } from './draft-status.ts';

const draft: DraftStatusFacts = { isPublished: false, statusForCollection: null, pendingCollectionName: null, viewerIsAuthorAndEditor: false };

describe('draftStatus (spec 1 §4 "Draft status, derived")', () => {
  it.each<[string, Partial<DraftStatusFacts>, ReturnType<typeof draftStatus>]>([
    ['"a published post has none"', { isPublished: true, statusForCollection: 'PENDING', pendingCollectionName: 'The Mag' }, null],
    [
      '"a pending draft seen by someone who is both editor of the collection and author reads \'Draft in\' the publication"',
      { statusForCollection: 'PENDING', pendingCollectionName: 'The Mag', viewerIsAuthorAndEditor: true },
      { label: 'Draft in', collectionName: 'The Mag' },
    ],
    [
      '"a pending draft with known collection reads \'Draft submitted to\' the publication"',
      { statusForCollection: 'PENDING', pendingCollectionName: 'The Mag' },
      { label: 'Draft submitted to', collectionName: 'The Mag' },
    ],
    ['"a pending draft with unknown collection reads \'Submitted draft\'"', { statusForCollection: 'PENDING' }, { label: 'Submitted draft', collectionName: null }],
    ['an author-editor whose publication is unknown still reads \'Submitted draft\'', { statusForCollection: 'PENDING', viewerIsAuthorAndEditor: true }, { label: 'Submitted draft', collectionName: null }],
    ['"NOT_YET_SUBMITTED reads \'Unsubmitted draft\'"', { statusForCollection: 'NOT_YET_SUBMITTED', pendingCollectionName: 'The Mag' }, { label: 'Unsubmitted draft', collectionName: null }],
    ['"otherwise \'Draft\'"', {}, { label: 'Draft', collectionName: null }],
    ['a rejected submission is a plain draft again', { statusForCollection: 'REJECTED', pendingCollectionName: 'The Mag' }, { label: 'Draft', collectionName: null }],
  ])('%s', (_, facts, expected) => {
    expect(draftStatus({ ...draft, ...facts })).toEqual(expected);
  });
});
