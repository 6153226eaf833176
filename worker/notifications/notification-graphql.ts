import { GraphQLError } from 'graphql';
import { countUnread, listNotifications, type NotificationRow } from './notification-queries.ts';
import { rollUpNotifications, type RolledUp } from './roll-up.ts';
import { builder } from '../graphql/builder.ts';
import {
  cursorOf,
  type PageCursor,
  pagedComplexity,
  pageSize,
  PagingInfoRef,
  PagingOptions,
  parseCursor,
} from '../graphql/types/paging.ts';
import { CatalogRef, CollectionRef, PostRef, UserRef } from '../graphql/types/refs.ts';
import { NoteRef, NoteReplyRef, QuoteRef } from '../highlights/graphql.ts';
import { resolveCatalog } from '../lists/graphql.ts';

const RollupItem = builder.objectRef<{ actorId: string }>('NotificationRollupItem').implement({
  fields: (t) => ({
    actor: t.field({
      type: UserRef,
      nullable: true,
      resolve: (item, _args, context) => context.loaders.userById.load(item.actorId),
    }),
  }),
});

const NotificationRef = builder.objectRef<RolledUp<NotificationRow>>('Notification').implement({
  fields: (t) => ({
    rollupItems: t.field({ type: [RollupItem], resolve: (row) => row.rollupActorIds.map((actorId) => ({ actorId })) }),
    note: t.field({
      type: NoteRef,
      nullable: true,
      resolve: (row, _args, context) => (row.noteId ? context.loaders.noteById.load(row.noteId) : null),
    }),
    noteReply: t.field({
      type: NoteReplyRef,
      nullable: true,
      resolve: (row, _args, context) => (row.noteReplyId ? context.loaders.noteReplyById.load(row.noteReplyId) : null),
    }),
    quote: t.field({
      type: QuoteRef,
      nullable: true,
      resolve: (row, _args, context) => (row.quoteId ? context.loaders.highlightById.load(row.quoteId) : null),
    }),
    id: t.exposeID('id'),
    notificationType: t.exposeString('notificationType'),
    occurredAt: t.float({ resolve: (row) => row.occurredAt.getTime() }),
    isUnread: t.boolean({
      resolve: (row, _args, context) => {
        const lastViewed = context.viewer?.user.activityLastViewedAt;
        return !lastViewed || row.occurredAt > lastViewed;
      },
    }),
    milestoneArg: t.exposeInt('milestoneArg', { nullable: true }),
    actor: t.field({
      type: UserRef,
      nullable: true,
      resolve: (row, _args, context) => (row.actorId ? context.loaders.userById.load(row.actorId) : null),
    }),
    post: t.field({
      type: PostRef,
      nullable: true,
      resolve: (row, _args, context) => (row.postId ? context.loaders.postById.load(row.postId) : null),
    }),
    responsePost: t.field({
      type: PostRef,
      nullable: true,
      resolve: (row, _args, context) => (row.responsePostId ? context.loaders.postById.load(row.responsePostId) : null),
    }),
    catalog: t.field({
      type: CatalogRef,
      nullable: true,
      // a private list stays private even in its owner's follower's notifications
      resolve: async (row, _args, context) => {
        if (!row.catalogId) return null;
        const catalog = await resolveCatalog(context, row.catalogId);
        return 'kind' in catalog ? null : catalog;
      },
    }),
    collection: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (row, _args, context) =>
        row.collectionId ? context.loaders.collectionById.load(row.collectionId) : null,
    }),
  }),
});

const NotificationConnection = builder
  .objectRef<{ notifications: RolledUp<NotificationRow>[]; pagingInfo: { next: PageCursor | null } }>(
    'NotificationConnection',
  )
  .implement({
    fields: (t) => ({
      notifications: t.field({
        type: [NotificationRef],
        complexity: { field: 0, multiplier: 1 },
        resolve: (connection) => connection.notifications,
      }),
      pagingInfo: t.field({ type: PagingInfoRef, resolve: (connection) => connection.pagingInfo }),
    }),
  });

const NotificationStatus = builder.objectRef<{ unreadNotificationCount: number }>('NotificationStatus').implement({
  fields: (t) => ({ unreadNotificationCount: t.exposeInt('unreadNotificationCount') }),
});

builder.queryFields((t) => ({
  notificationStatus: t.field({
    type: NotificationStatus,
    nullable: true,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return null;
      return { unreadNotificationCount: await countUnread(context.db, viewer.id, viewer.activityLastViewedAt) };
    },
  }),
}));

/** More than there are kinds of notification. */
const MAX_ACTIVITY_TYPES = 50;

builder.queryFields((t) => ({
  /** docs/spec-checklist.md 1 §7: the viewer's notifications, optionally of some activity types, with cursor paging. */
  notificationsConnectionByActivityTypes: t.field({
    type: NotificationConnection,
    nullable: true,
    args: {
      paging: t.arg({ type: PagingOptions, required: false }),
      activityTypes: t.arg.stringList({ required: false }),
    },
    complexity: pagedComplexity,
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return null;
      // each type is a bound parameter, and D1 takes a hundred a statement
      if ((args.activityTypes?.length ?? 0) > MAX_ACTIVITY_TYPES)
        throw new GraphQLError(`Choose at most ${MAX_ACTIVITY_TYPES} activity types.`, {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      const limit = pageSize(args.paging?.limit);
      const { rows, hasMore } = await listNotifications(context.db, viewer.id, {
        activityTypes: args.activityTypes ?? [],
        before: parseCursor(args.paging?.to),
        limit,
      });
      const last = rows.at(-1);
      // Rolled up within the page; the cursor still follows the rows read.
      return {
        notifications: rollUpNotifications(rows),
        pagingInfo: { next: hasMore && last ? { limit, to: cursorOf(last.occurredAt, last.id) } : null },
      };
    },
  }),
}));
