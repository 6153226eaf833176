import { canonicalAddress, CANONICAL_ADDRESS_ERROR } from '../../shared/content/canonical-address.ts';
import { cleanParagraphs } from '../../shared/content/clean-paragraphs.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { randomHex } from '../../shared/hex.ts';
import { bringPictures, PICTURE_FETCHES_PER_RUN } from './bring-pictures.ts';
import { htmlToStory } from './html-to-story.ts';
import { picturesToFetch, placePictures } from './pictures-to-fetch.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { builder } from '../graphql/builder.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { PostRef } from '../graphql/types/refs.ts';
import type { PostRow } from '../db/schema/index.ts';
import { createDraft, saveDraft } from '../stories/index.ts';
import { viewerRoleIn } from '../publications/index.ts';
import { failure } from '../graphql/types/failure.ts';

const MAX_HTML = 2 * 1024 * 1024;

const ImportedPostRef = builder
  .objectRef<{ kind: 'ImportedPost'; post: PostRow; imagesLeftOut: number }>('ImportedPost')
  .implement({
    fields: (t) => ({
      post: t.field({ type: PostRef, resolve: (imported) => imported.post }),
      /** Pictures are not carried over; the writer adds them again in the editor. */
      imagesLeftOut: t.exposeInt('imagesLeftOut'),
    }),
  });

const ImportPostResult = resultUnion('ImportPostResult', ImportedPostRef, [
  'BadRequest',
  'Forbidden',
  'Unauthorized',
  'TooManyRequests',
]);

builder.mutationFields((t) => ({
  /**
   * /p/import and /p/import-story: a story from a public web address (url) or
   * an HTML export (html) becomes a new draft of the viewer's, as paragraphs and markups, cleaned
   * like any save. A story imported from an address keeps it as its canonical address (where
   * search engines are sent), unless canonicalUrl names another; collectionId begins the draft in
   * a publication the viewer writes for, as createPost does.
   */
  importPost: t.field({
    type: ImportPostResult,
    args: {
      url: t.arg.string({ required: false }),
      html: t.arg.string({ required: false }),
      canonicalUrl: t.arg.string({ required: false }),
      collectionId: t.arg.id({ required: false }),
    },
    complexity: { field: 20 },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to import a story.');
      if (Boolean(args.url) === Boolean(args.html))
        return failure('BadRequest', 'Give either a web address or an HTML file.');
      if (args.html && args.html.length > MAX_HTML) return failure('BadRequest', 'That file is too large to import.');
      const canonicalUrl = args.canonicalUrl ? canonicalAddress(args.canonicalUrl) : null;
      if (args.canonicalUrl && !canonicalUrl) return failure('BadRequest', CANONICAL_ADDRESS_ERROR);
      const collection = args.collectionId
        ? await context.loaders.collectionById.load(String(args.collectionId))
        : null;
      if (
        args.collectionId &&
        (!collection || !collectionPermissions(await viewerRoleIn(collection, context)).canSubmit)
      ) {
        return failure('Forbidden', 'You are not a writer of this publication.');
      }
      const limit = await countOperation(context.db, LIMITS.importPerAccount, viewer.id, context.now().getTime());
      if (!limit.allowed)
        return failure('TooManyRequests', 'You have imported many stories in a short time. Please try again later.');
      const page = args.url ? await context.fetchPage(args.url) : { html: args.html ?? '', url: null };
      if ('error' in page) return failure('BadRequest', page.error);
      const story = await htmlToStory(page.html, page.url, { keepMedia: true });
      if ('error' in story) return failure('BadRequest', story.error);
      if (!story.title && story.paragraphs.length === 0)
        return failure('BadRequest', 'No story was found on that page.');
      // its pictures come along as an archive's do, as many as one request fetches
      const pictures = await bringPictures(
        context.importPictures,
        viewer.id,
        picturesToFetch(story.paragraphs),
        {},
        PICTURE_FETCHES_PER_RUN,
      );
      const placed = placePictures(story.paragraphs, pictures.outcomes);
      const cleaned = cleanParagraphs(placed.paragraphs);
      if ('error' in cleaned) return failure('BadRequest', cleaned.error);
      const id = randomHex(12);
      const now = context.now();
      const title = story.title.slice(0, 200);
      await createDraft(context.db, {
        id,
        creatorId: viewer.id,
        title,
        shareKey: randomHex(10),
        isSeries: false,
        now,
        canonicalUrl: canonicalUrl ?? page.url,
        pendingCollectionId: collection?.id ?? null,
      });
      const saved = await saveDraft(context.db, {
        postId: id,
        baseRev: 1,
        title,
        subtitle: story.subtitle.slice(0, 300),
        content: { paragraphs: cleaned.paragraphs },
        now,
      });
      if (!saved) return failure('BadRequest', 'The story could not be imported. Please try again.');
      return { kind: 'ImportedPost' as const, post: saved, imagesLeftOut: placed.leftOut.length };
    },
  }),
}));
