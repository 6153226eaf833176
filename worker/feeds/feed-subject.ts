import { catalogSlugId } from '../../shared/content/catalog-slug.ts';
import { link, type RouteMatch } from '../../shared/routes/index.ts';
import type { Database } from '../db/client.ts';
import type { PostListFilter } from '../stories/index.ts';
import { findUserById, findUserByUsername } from '../accounts/index.ts';
import { publicCatalogNamed } from '../lists/index.ts';
import { publicationBySlug } from '../publications/index.ts';
import { tagBySlug, topicBySlug } from '../stories/index.ts';

/** What a feed follows: its channel's words and page, and which stories (or which list) fill it. */
export interface FeedSubject {
  readonly title: string;
  readonly description: string;
  /** Path on the auth domain of the page the feed follows. */
  readonly path: string;
  readonly filter?: Omit<PostListFilter, 'limit' | 'before'>;
  readonly catalogId?: string;
  /** Whose picture the channel shows: the writer's or the publication's; the site's icon otherwise. */
  readonly imageId?: string | null;
}

/**
 * The subject of each `/feed/...` route of docs/spec-checklist.md 3 §2, or null when its writer, publication, tag,
 * topic or list does not exist (or is not public). News feeds are the publication's stories.
 */
export async function feedSubject(db: Database, match: RouteMatch, productName: string): Promise<FeedSubject | null> {
  const { username, collectionSlug, tagSlug, topicSlug, catalogSlug } = match.params;
  const findUser = async () => (username ? ((await findUserByUsername(db, username.toLowerCase())) ?? null) : null);
  const findCollection = async () =>
    collectionSlug ? ((await publicationBySlug(db, collectionSlug.toLowerCase())) ?? null) : null;
  const findTag = async () => (tagSlug ? ((await tagBySlug(db, tagSlug.toLowerCase())) ?? null) : null);
  switch (match.route.name) {
    case 'FeedLatest':
      return {
        title: `Latest stories on ${productName}`,
        description: `The newest stories on ${productName}.`,
        path: '/',
      };
    case 'FeedUser':
    case 'FeedUserAlternate': {
      const user = await findUser();
      return (
        user && {
          title: `Stories by ${user.name} on ${productName}`,
          description: user.bio || `Stories by ${user.name}.`,
          path: `/@${user.username}`,
          filter: { creatorId: user.id },
          imageId: user.imageId,
        }
      );
    }
    case 'FeedUserHasRecommended': {
      const user = await findUser();
      return (
        user && {
          title: `Stories ${user.name} recommends`,
          description: `Stories ${user.name} clapped for on ${productName}.`,
          path: `/@${user.username}`,
          filter: { clappedBy: user.id },
          imageId: user.imageId,
        }
      );
    }
    case 'FeedCollection':
    case 'FeedCollectionNews': {
      const collection = await findCollection();
      return (
        collection && {
          title: collection.name,
          description: collection.description || `Stories in ${collection.name}.`,
          path: `/${collection.slug}`,
          filter: { collectionId: collection.id },
          imageId: collection.avatarImageId,
        }
      );
    }
    case 'FeedCollectionTagged':
    case 'FeedCollectionNewsTagged': {
      const [collection, tag] = await Promise.all([findCollection(), findTag()]);
      return (
        collection &&
        tag && {
          title: `${tag.displayTitle} in ${collection.name}`,
          description: `Stories tagged ${tag.displayTitle} in ${collection.name}.`,
          path: `/${collection.slug}/tagged/${tag.slug}`,
          filter: { collectionId: collection.id, tagSlug: tag.slug },
          imageId: collection.avatarImageId,
        }
      );
    }
    case 'FeedTag': {
      const tag = await findTag();
      return (
        tag && {
          title: `${tag.displayTitle} on ${productName}`,
          description: `Stories tagged ${tag.displayTitle}.`,
          path: `/tag/${tag.slug}`,
          filter: { tagSlug: tag.slug },
        }
      );
    }
    case 'FeedTopic':
    case 'FeedFlipboard': {
      const topic = topicSlug ? await topicBySlug(db, topicSlug.toLowerCase()) : null;
      return topic?.visibility === 'PUBLIC'
        ? {
            title: `${topic.name} on ${productName}`,
            description: topic.description || `Stories about ${topic.name}.`,
            path: `/topic/${topic.slug}`,
            filter: { topicId: topic.id },
          }
        : null;
    }
    case 'FeedCuratedCollection': {
      // a list is named by "{slug}-{id}" as list addresses are, or by its slug or id alone
      const catalog = catalogSlug ? await publicCatalogNamed(db, catalogSlug) : null;
      const curator = catalog ? await findUserById(db, catalog.creatorId) : null;
      return catalog && curator
        ? {
            title: catalog.name,
            description: catalog.description || `A list on ${productName}.`,
            path: link('ShowUserList', { username: curator.username, catalogSlugId: catalogSlugId(catalog) }),
            catalogId: catalog.id,
            imageId: curator.imageId,
          }
        : null;
    }
    default:
      return null;
  }
}
