import { describe, expect, it } from 'vitest';
import { draftStatus, legacyDraftLine, type DraftStatusFacts } from './draft-status.ts';

const draft: DraftStatusFacts = {
  isPublished: false,
  statusForCollection: null,
  pendingCollectionName: null,
  viewerIsAuthorAndEditor: false,
};

describe('draftStatus (docs/spec-checklist.md 1 §4 "Draft status, derived")', () => {
  it.each<[string, Partial<DraftStatusFacts>, ReturnType<typeof draftStatus>]>([
    [
      '"a published post has none"',
      { isPublished: true, statusForCollection: 'PENDING', pendingCollectionName: 'The Mag' },
      null,
    ],
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
    [
      '"a pending draft with unknown collection reads \'Submitted draft\'"',
      { statusForCollection: 'PENDING' },
      { label: 'Submitted draft', collectionName: null },
    ],
    [
      "an author-editor whose publication is unknown still reads 'Submitted draft'",
      { statusForCollection: 'PENDING', viewerIsAuthorAndEditor: true },
      { label: 'Submitted draft', collectionName: null },
    ],
    [
      '"NOT_YET_SUBMITTED reads \'Unsubmitted draft\'"',
      { statusForCollection: 'NOT_YET_SUBMITTED', pendingCollectionName: 'The Mag' },
      { label: 'Unsubmitted draft', collectionName: null },
    ],
    ['"otherwise \'Draft\'"', {}, { label: 'Draft', collectionName: null }],
    [
      'a rejected submission is a plain draft again',
      { statusForCollection: 'REJECTED', pendingCollectionName: 'The Mag' },
      { label: 'Draft', collectionName: null },
    ],
  ])('%s', (_, facts, expected) => {
    expect(draftStatus({ ...draft, ...facts })).toEqual(expected);
  });
});

describe('the legacy bar’s draft line (docs/spec-checklist.md 1 §4)', () => {
  it.each<[string, Parameters<typeof legacyDraftLine>[0], string]>([
    [
      '“Submitted to” the publication, for a draft submitted to it',
      { label: 'Draft submitted to', collectionName: 'The Long View' },
      'Submitted to The Long View',
    ],
    [
      '“Submitted story” when the publication is unknown',
      { label: 'Submitted draft', collectionName: null },
      'Submitted story',
    ],
    ['Draft in, as elsewhere', { label: 'Draft in', collectionName: 'The Long View' }, 'Draft in The Long View'],
    ['Unsubmitted draft, as elsewhere', { label: 'Unsubmitted draft', collectionName: null }, 'Unsubmitted draft'],
    ['Draft, as elsewhere', { label: 'Draft', collectionName: null }, 'Draft'],
  ])('%s', (_case, status, line) => {
    expect(legacyDraftLine(status)).toBe(line);
  });
});
