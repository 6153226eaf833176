import type { ArchiveImportRow, ImportReportItem } from '../db/schema/index.ts';
import { recentArchiveImports } from './archive-import-queries.ts';
import { ARCHIVE_SOURCES } from './export-file.ts';
import { builder } from '../graphql/builder.ts';
import { CollectionRef, UserRef } from '../graphql/types/refs.ts';

const ArchiveImportStatusEnum = builder.enumType('ArchiveImportStatus', {
  values: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const,
});

const PictureLeftOutRef = builder
  .objectRef<NonNullable<ImportReportItem['picturesLeftOut']>[number]>('ImportPictureLeftOut')
  .implement({
    description: 'A picture of an imported story that could not be fetched: it stays a link to where it was.',
    fields: (t) => ({ address: t.exposeString('address'), reason: t.exposeString('reason') }),
  });

const ImportReportItemRef = builder.objectRef<ImportReportItem>('ImportReportItem').implement({
  description: 'A file of an imported archive: the story made from it, or why it was left out.',
  fields: (t) => ({
    file: t.exposeString('file'),
    title: t.exposeString('title'),
    imported: t.boolean({ resolve: (item) => item.outcome === 'imported' }),
    reason: t.string({ nullable: true, resolve: (item) => item.reason ?? null }),
    postId: t.id({ nullable: true, resolve: (item) => item.postId ?? null }),
    draft: t.boolean({ resolve: (item) => item.draft ?? false }),
    pictures: t.int({
      description: 'The story’s pictures fetched into Quire’s own image store.',
      resolve: (item) => item.pictures ?? 0,
    }),
    picturesLeftOut: t.field({
      type: [PictureLeftOutRef],
      // read with the import's row: no work per item
      complexity: { field: 1, multiplier: 1 },
      resolve: (item) => item.picturesLeftOut ?? [],
    }),
  }),
});

const ArchiveImportRef = builder.objectRef<ArchiveImportRow>('ArchiveImport').implement({
  description:
    'A writer’s archive (an export of Medium, Substack, Ghost, WordPress or Quire, or a list of subscribers) imported by the jobs queue, a part at a time (/me/import).',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: ArchiveImportStatusEnum, resolve: (row) => row.status }),
    sourceName: t.string({
      nullable: true,
      description: 'The platform the archive came from (Medium, Substack); null until the queue has read it.',
      resolve: (row) => (row.status === 'QUEUED' ? null : ARCHIVE_SOURCES[row.source]),
    }),
    total: t.exposeInt('total', { description: 'The stories the archive holds; 0 until it has been read.' }),
    done: t.exposeInt('cursor', { description: 'How many of them have been looked at.' }),
    imported: t.exposeInt('imported'),
    skipped: t.exposeInt('skipped'),
    subscriberCount: t.exposeInt('subscriberCount', {
      description: 'The subscribers the export lists (Substack’s); they come after the stories.',
    }),
    subscribersDone: t.exposeInt('subscribersDone'),
    subscribed: t.exposeInt('subscribed', {
      description: 'Subscribers who had opted in there and now get the newsletter here.',
    }),
    invited: t.exposeInt('invited', { description: 'Subscribers asked to confirm, as they had not opted in there.' }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.float({ resolve: (row) => row.createdAt.getTime() }),
    publication: t.field({
      type: CollectionRef,
      nullable: true,
      description: 'The publication the stories joined, when an editor imported into it; null for their own.',
      resolve: (row, _args, context) =>
        row.collectionId ? context.loaders.collectionById.load(row.collectionId) : null,
    }),
    report: t.field({
      type: [ImportReportItemRef],
      // read with the import's row: no work per item
      complexity: { field: 1, multiplier: 1 },
      resolve: (row) => row.report,
    }),
  }),
});

builder.objectField(UserRef, 'archiveImports', (t) =>
  t.field({
    type: [ArchiveImportRef],
    description: 'The viewer’s own recent archive imports, newest first; empty for anyone else’s account.',
    complexity: { field: 2, multiplier: 5 },
    resolve: (user, _args, context) =>
      context.viewer?.user.id === user.id ? recentArchiveImports(context.db, user.id) : [],
  }),
);
