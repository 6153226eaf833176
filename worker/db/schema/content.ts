import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  DOMAIN_STATUSES,
  LICENSES,
  LOCKED_SOURCES,
  MODERATION_STATES,
  POST_VISIBILITIES,
  TOPIC_VISIBILITIES,
} from '../../../shared/content/enumerations.ts';
import type { PostContent } from '../../../shared/content/paragraphs.ts';
import type { NavigationItem } from '../../../shared/publications/navigation.ts';
import { cascadingReference, createdAt, flag, timestamp } from './columns.ts';
import { users } from './users.ts';

/** Publications. A domain serves the publication in the collection table mode. */
export const collections = sqliteTable(
  'collections',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Unique only once verified: an unverified claim blocks nobody (domainHeldByOther in worker/domains/domain-claim-writes.ts). */
    domain: text('domain'),
    domainStatus: text('domain_status', { enum: DOMAIN_STATUSES }),
    /** The value of the TXT record that proves the publication owns its domain. */
    domainToken: text('domain_token'),
    /** When the domain was asked for: an unverified claim expires DOMAIN_CLAIM_DAYS after it. */
    domainRequestedAt: timestamp('domain_requested_at'),
    avatarImageId: text('avatar_image_id'),
    faviconImageId: text('favicon_image_id'),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    isAuroraEligible: flag('is_aurora_eligible'),
    isAuroraVisible: flag('is_aurora_visible'),
    hideAboutLink: flag('hide_about_link'),
    /** The links under the publication's name (/{collectionSlug}/settings/navigation). */
    navigation: text('navigation', { mode: 'json' }).$type<NavigationItem[]>().notNull().default([]),
    /** Hidden by moderators: only its editors and moderators reach it (docs/trust-and-safety.md). */
    isSuspended: flag('is_suspended'),
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('collections_creator_idx').on(table.creatorId),
    index('collections_domain_idx').on(table.domain),
    uniqueIndex('collections_live_domain_unique')
      .on(table.domain)
      .where(sql`${sql.identifier('domain_status')} in ('VERIFIED', 'ACTIVE')`),
  ],
);
export type CollectionRow = typeof collections.$inferSelect;

/** Editors and writers of a publication; the creator is implied by collections.creator_id. */
export const collectionRoles = sqliteTable(
  'collection_roles',
  {
    collectionId: cascadingReference('collection_id', () => collections.id),
    userId: cascadingReference('user_id', () => users.id),
    role: text('role', { enum: ['EDITOR', 'WRITER'] }).notNull(),
    acceptedAt: timestamp('accepted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.userId] }),
    index('collection_roles_user_idx').on(table.userId),
  ],
);

/**
 * A publication's feature pages (/{collectionSlug}/{slug}/home): an editor's page of the
 * publication's stories under one of its tags, with a title and an introduction, made at
 * /{collectionSlug}/settings/feature-pages.
 */
export const collectionFeaturePages = sqliteTable(
  'collection_feature_pages',
  {
    collectionId: cascadingReference('collection_id', () => collections.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tagSlug: text('tag_slug').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.slug] })],
);

/** Invitations to a role in a publication, waiting for the invited person to accept. */
export const collectionInvitations = sqliteTable(
  'collection_invitations',
  {
    collectionId: cascadingReference('collection_id', () => collections.id),
    userId: cascadingReference('user_id', () => users.id),
    role: text('role', { enum: ['EDITOR', 'WRITER'] }).notNull(),
    invitedById: cascadingReference('invited_by_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.userId] }),
    index('collection_invitations_user_idx').on(table.userId),
  ],
);

/**
 * Stories a publication's editors feature (/{collectionSlug}/featured and the top of its home):
 * the newest featured first. A story leaving the publication leaves its features with it.
 */
export const featuredPosts = sqliteTable(
  'featured_posts',
  {
    collectionId: cascadingReference('collection_id', () => collections.id),
    postId: cascadingReference('post_id', () => posts.id),
    featuredById: cascadingReference('featured_by_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.postId] }),
    index('featured_posts_collection_idx').on(table.collectionId, table.createdAt),
  ],
);

export const newsletters = sqliteTable('newsletters', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['author', 'collection'] }).notNull(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  /** What a reader gets, in the owner's words, on the newsletter's landing page. */
  description: text('description').notNull().default(''),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  collectionId: text('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const tags = sqliteTable('tags', {
  slug: text('slug').primaryKey(),
  displayTitle: text('display_title').notNull(),
  postCount: integer('post_count').notNull().default(0),
  followerCount: integer('follower_count').notNull().default(0),
  createdAt: createdAt(),
});
export type TagRow = typeof tags.$inferSelect;

export const topics = sqliteTable('topics', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  visibility: text('visibility', { enum: TOPIC_VISIBILITIES }).notNull().default('PUBLIC'),
});
export type TopicRow = typeof topics.$inferSelect;

/** Stories, series and responses. Content is the spec's paragraphs and markups, never editor JSON or HTML. */
export const posts = sqliteTable(
  'posts',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    collectionId: text('collection_id').references(() => collections.id),
    pendingCollectionId: text('pending_collection_id').references(() => collections.id),
    statusForCollection: text('status_for_collection', {
      enum: ['PENDING', 'NOT_YET_SUBMITTED', 'APPROVED', 'REJECTED'],
    }),
    /** When a draft is to publish itself (the minute cron publishes it, once), and where: its publication, and the site origin its newsletter links lead to. */
    scheduledAt: timestamp('scheduled_at'),
    scheduledCollectionId: text('scheduled_collection_id'),
    scheduledOrigin: text('scheduled_origin'),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    uniqueSlug: text('unique_slug').notNull(),
    content: text('content', { mode: 'json' }).$type<PostContent>().notNull(),
    visibility: text('visibility', { enum: POST_VISIBILITIES }).notNull().default('PUBLIC'),
    lockedSource: text('locked_source', { enum: LOCKED_SOURCES }).notNull().default('NONE'),
    license: text('license', { enum: LICENSES }).notNull().default('ALL_RIGHTS_RESERVED'),
    /** The story's first home when it was published elsewhere first: search engines are sent there (Medium's canonicalUrl). */
    canonicalUrl: text('canonical_url'),
    isSeries: flag('is_series'),
    primaryTopicId: text('primary_topic_id').references(() => topics.id),
    /** 1 to 3 treat the primary topic as relevant (docs/spec-checklist.md 1 §3). */
    layerCake: integer('layer_cake'),
    shareKey: text('share_key'),
    inResponseToPostId: text('in_response_to_post_id'),
    /** Responses can answer a list instead of a story (threadedCatalogResponses). */
    inResponseToCatalogId: text('in_response_to_catalog_id'),
    isHiddenOnParent: flag('is_hidden_on_parent'),
    /**
     * PENDING: a response a new account wrote with links, hidden on its parent until the writer
     * approves it (docs/trust-and-safety.md, "Spam limits"); APPROVED otherwise.
     */
    moderationState: text('moderation_state', { enum: MODERATION_STATES }).notNull().default('APPROVED'),
    responsesLocked: flag('responses_locked'),
    isSuspended: flag('is_suspended'),
    wordCount: integer('word_count').notNull().default(0),
    readingTime: integer('reading_time_seconds').notNull().default(0),
    clapCount: integer('clap_count').notNull().default(0),
    responseCount: integer('response_count').notNull().default(0),
    latestRev: integer('latest_rev').notNull().default(1),
    latestPublishedRev: integer('latest_published_rev'),
    firstPublishedAt: timestamp('first_published_at'),
    latestPublishedAt: timestamp('latest_published_at'),
    updatedAt: timestamp('updated_at').notNull(),
    deletedAt: timestamp('deleted_at'),
    /** Where an imported story came from (`medium:{its id there}`): importing it again finds it and skips it. */
    importKey: text('import_key'),
    /** Its address on its old site (`/p/{slug}`, `/2020/01/01/hello/`): a moved domain's old links lead to it. */
    importPath: text('import_path'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('posts_import_key_idx').on(table.creatorId, table.importKey),
    index('posts_import_path_idx').on(table.creatorId, table.importPath),
    index('posts_creator_published_idx').on(table.creatorId, table.firstPublishedAt),
    index('posts_collection_published_idx').on(table.collectionId, table.firstPublishedAt),
    index('posts_published_idx').on(table.firstPublishedAt),
    index('posts_scheduled_idx').on(table.scheduledAt),
    // responses only: were stories (a null parent) in it, the planner would take it for every
    // list of stories, reading them all to sort them (bench/page-scale.ts found home at 6 s over a million)
    index('posts_response_idx')
      .on(table.inResponseToPostId, table.createdAt)
      .where(sql`in_response_to_post_id is not null`),
    index('posts_catalog_response_idx')
      .on(table.inResponseToCatalogId, table.createdAt)
      .where(sql`in_response_to_catalog_id is not null`),
    index('posts_pending_collection_idx').on(table.pendingCollectionId),
  ],
);
export type PostRow = typeof posts.$inferSelect;

/** Every saved revision: drafts autosave, and a published post keeps the revision readers see. */
export const postVersions = sqliteTable(
  'post_versions',
  {
    postId: cascadingReference('post_id', () => posts.id),
    rev: integer('rev').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    content: text('content', { mode: 'json' }).$type<PostContent>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.rev] }),
    // the daily thinning reads only the saves that have just turned a day old (worker/stories/thin-revision-writes.ts)
    index('post_versions_created_idx').on(table.createdAt),
  ],
);

export const postTags = sqliteTable(
  'post_tags',
  {
    postId: cascadingReference('post_id', () => posts.id),
    tagSlug: text('tag_slug')
      .notNull()
      .references(() => tags.slug),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.tagSlug] }), index('post_tags_tag_idx').on(table.tagSlug)],
);

export const sequences = sqliteTable('sequences', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  creatorId: text('creator_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});
export type SequenceRow = typeof sequences.$inferSelect;

export const sequencePosts = sqliteTable(
  'sequence_posts',
  {
    sequenceId: cascadingReference('sequence_id', () => sequences.id),
    postId: cascadingReference('post_id', () => posts.id),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sequenceId, table.postId] }),
    uniqueIndex('sequence_posts_post_idx').on(table.postId),
  ],
);

/**
 * Embedded links by id (docs/spec-checklist.md 3 §2's /media/{mediaResourceId}): the id is a digest of the address,
 * so the same link in many stories is one resource, and knowing an id reveals no more than the
 * story it came from.
 */
export const mediaResources = sqliteTable('media_resources', {
  id: text('id').primaryKey(),
  href: text('href').notNull(),
  createdAt: createdAt(),
});

/** One item of an archive import's report: a story brought in, or left out and why. */
export interface ImportReportItem {
  readonly file: string;
  readonly title: string;
  readonly outcome: 'imported' | 'skipped';
  readonly reason?: string;
  readonly postId?: string;
  readonly draft?: boolean;
  /** An imported story's pictures now in Quire's image store, and those that stayed links, with why. */
  readonly pictures?: number;
  readonly picturesLeftOut?: readonly { readonly address: string; readonly reason: string }[];
}

/** A newsletter an import's subscribers join, and what its mails need of it. */
export interface ImportNewsletter {
  readonly id: string;
  readonly name: string;
  readonly confirmPath: string;
}

/**
 * A writer's archive import (/me/import, from Medium, Substack, Ghost or WordPress): the archive kept in R2 (`imports/{id}.zip`), read by the
 * jobs queue a part at a time; `cursor` is how many of its `total` stories have been looked at.
 */
export const archiveImports = sqliteTable(
  'archive_imports',
  {
    id: text('id').primaryKey(),
    userId: cascadingReference('user_id', () => users.id),
    /** The publication the stories join, when one of its editors imports into it; null for the writer's own. */
    collectionId: text('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    /** The platform the archive came from (export-file.ts's ARCHIVE_SOURCES): `medium` until the first run has read it. */
    source: text('source', { enum: ['medium', 'substack', 'ghost', 'wordpress', 'quire', 'list'] }).notNull(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] }).notNull(),
    total: integer('total').notNull().default(0),
    cursor: integer('cursor').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** The export's subscribers (Substack's list), and how many of them have been looked at after the stories. */
    subscriberCount: integer('subscriber_count').notNull().default(0),
    subscribersDone: integer('subscribers_done').notNull().default(0),
    /** Subscribers who had opted in there and now get the writer's newsletter here; those asked to confirm. */
    subscribed: integer('subscribed').notNull().default(0),
    invited: integer('invited').notNull().default(0),
    report: text('report', { mode: 'json' }).$type<ImportReportItem[]>().notNull().default(sql`'[]'`),
    /**
     * The current part's pictures that could not be fetched (address → why), so a part spread over
     * several runs tries none twice; emptied when the part is stored, as the report then holds them.
     */
    pictureFailures: text('picture_failures', { mode: 'json' })
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The newsletter the subscribers join when it is not the writer's own (a publication's, from
     * its import of a long list): its id, the name its mails give and its confirming page.
     */
    newsletter: text('newsletter', { mode: 'json' }).$type<ImportNewsletter>(),
    /** Why the whole archive was refused, in words for its writer. */
    error: text('error'),
    finishedAt: timestamp('finished_at'),
    createdAt: createdAt(),
  },
  (table) => [index('archive_imports_user_idx').on(table.userId, table.createdAt)],
);
export type ArchiveImportRow = typeof archiveImports.$inferSelect;
