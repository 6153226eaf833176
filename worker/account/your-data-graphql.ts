import { link } from '../../shared/routes/index.ts';
import { exportObjectKey } from './data-export-queue.ts';
import { sessionCookie } from '../auth/session-cookie.ts';
import type { dataExports } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { requireFreshProof } from '../graphql/require-fresh-proof.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { TIME } from '../../shared/constants.ts';
import { exportsSince, newExport, recentExports } from './data-export-writes.ts';
import { deleteAccount, DELETED_USER, keptStoryContents } from '../accounts/index.ts';
import { failure, isKind } from '../graphql/types/failure.ts';

/** Exports a person may ask for in a day: each reads everything they made. */
export const EXPORTS_PER_DAY = 3;

type ExportRow = typeof dataExports.$inferSelect;

const ExportStatusEnum = builder.enumType('DataExportStatus', {
  values: ['QUEUED', 'READY', 'FAILED', 'EXPIRED'] as const,
});

const isExpired = (row: ExportRow, now: Date) =>
  row.status === 'READY' && row.expiresAt !== null && row.expiresAt <= now;

const DataExportRef = builder.objectRef<ExportRow>('DataExport').implement({
  description: 'A ZIP of everything a person made, built in the background and mailed as a link (/me/export).',
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'status' in value && 'userId' in value,
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({
      type: ExportStatusEnum,
      resolve: (row, _args, context) => (isExpired(row, context.now()) ? 'EXPIRED' : row.status),
    }),
    createdAt: t.float({ resolve: (row) => row.createdAt.getTime() }),
    expiresAt: t.float({ nullable: true, resolve: (row) => row.expiresAt?.getTime() ?? null }),
    downloadPath: t.string({
      nullable: true,
      resolve: (row, _args, context) =>
        row.status === 'READY' && !isExpired(row, context.now())
          ? link('ShowExportDownload', { exportId: row.id })
          : null,
    }),
  }),
});

builder.objectField(UserRef, 'dataExports', (t) =>
  t.field({
    type: [DataExportRef],
    description: 'The viewer’s own recent exports; empty for anyone else’s account.',
    complexity: { field: 2, multiplier: 5 },
    resolve: (user, _args, context) => (context.viewer?.user.id === user.id ? recentExports(context.db, user.id) : []),
  }),
);

const DataExportResult = resultUnion('DataExportResult', DataExportRef, ['Unauthorized', 'TooManyRequests']);

interface AccountDeletion {
  readonly kind: 'AccountDeletion';
  readonly redirect: string;
}

const AccountDeletionRef = builder.objectRef<AccountDeletion>('AccountDeletion').implement({
  isTypeOf: isKind('AccountDeletion'),
  fields: (t) => ({ redirect: t.exposeString('redirect') }),
});

const DeleteAccountResult = resultUnion('DeleteAccountResult', AccountDeletionRef, [
  'Unauthorized',
  'ReauthenticationRequired',
]);

/**
 * The person's uploads in R2 (their images carry their id) and their exports: removed, except the
 * images of stories they kept, which are stored again under "Deleted user" so the stories stay whole.
 */
async function removeObjects(
  context: GraphQLContext,
  userId: string,
  keptImages: ReadonlySet<string>,
  exportIds: readonly string[],
): Promise<void> {
  await Promise.all(exportIds.map((id) => context.media.delete(exportObjectKey(id))));
  let cursor: string | undefined;
  do {
    const page = await context.media.list({ include: ['customMetadata'], limit: 1000, ...(cursor ? { cursor } : {}) });
    for (const object of page.objects.filter((candidate) => candidate.customMetadata?.['uploaderId'] === userId)) {
      if (!keptImages.has(object.key)) {
        await context.media.delete(object.key);
        continue;
      }
      const stored = await context.media.get(object.key);
      if (stored)
        await context.media.put(object.key, await stored.arrayBuffer(), {
          httpMetadata: stored.httpMetadata,
          customMetadata: { ...stored.customMetadata, uploaderId: DELETED_USER.id },
        });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** The images in the stories a leaving writer keeps: they stay, with the stories. */
async function keptStoryImages(context: GraphQLContext, userId: string): Promise<Set<string>> {
  const kept = await keptStoryContents(context.db, userId);
  return new Set(
    kept.flatMap((post) =>
      post.content.paragraphs.flatMap((paragraph) => (paragraph.metadata ? [paragraph.metadata.id] : [])),
    ),
  );
}

builder.mutationFields((t) => ({
  /** /me/export: queues a ZIP of everything the viewer made; its link is mailed when it is ready. */
  requestDataExport: t.field({
    type: DataExportResult,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to export your data.');
      const now = context.now();
      const recent = await exportsSince(context.db, viewer.id, new Date(now.getTime() - TIME.day));
      const waiting = recent.find((row) => row.status === 'QUEUED');
      if (waiting) return waiting;
      if (recent.length >= EXPORTS_PER_DAY)
        return failure(
          'TooManyRequests',
          `You can ask for ${EXPORTS_PER_DAY} exports a day. The links of the last ones are in your inbox.`,
        );
      const row = await newExport(context.db, viewer.id, now);
      await context.queueDataExport(row.id);
      return row;
    },
  }),
  /**
   * Deletes the viewer's account after a fresh proof: their published stories stay under "Deleted
   * user" when they choose, everything else that names them goes from D1, R2 and the search
   * index, every page that showed them is purged, and every session ends.
   */
  deleteAccount: t.field({
    type: DeleteAccountResult,
    args: { keepStories: t.arg.boolean() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to delete your account.');
      const unproved = requireFreshProof(context);
      if (unproved) return unproved;
      const kept = args.keepStories ? await keptStoryImages(context, viewer.id) : new Set<string>();
      const deleted = await deleteAccount(context.db, viewer.id, args.keepStories, context.now());
      if (!deleted) return failure('Unauthorized', 'Sign in to delete your account.');
      await removeObjects(context, viewer.id, kept, deleted.exportIds);
      await purgeEntityPages(context, [
        { userId: viewer.id },
        ...deleted.collectionIds.map((collectionId) => ({ collectionId })),
        ...deleted.postIds.map((postId) => ({ postId })),
      ]);
      context.responseCookies.push(sessionCookie(context.requestUrl, '', 0));
      return { kind: 'AccountDeletion' as const, redirect: link('AcctGoodbye') };
    },
  }),
}));
