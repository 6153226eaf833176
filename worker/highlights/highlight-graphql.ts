import { anchoredText, type Anchor } from '../../shared/content/anchor.ts';
import { quotePreview } from '../../shared/content/truncate.ts';
import {
  addHighlight,
  addNote,
  addNoteReply,
  latestHighlights,
  removeHighlight,
  visibleNotes,
} from './highlight-writes.ts';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { PostRef, UserRef } from '../graphql/types/refs.ts';
import type { HighlightRow, NoteReplyRow, NoteRow, PostRow } from '../db/schema/index.ts';
import { readableContent } from '../stories/index.ts';
import { resolvePost } from '../stories/graphql.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

export const NoteRef = builder.objectRef<NoteRow>('Note').implement({
  description: 'A private note from a reader to the writer, on a passage of the story.',
  fields: (t) => ({
    id: t.exposeID('id'),
    content: t.exposeString('content'),
    /** The paragraph the note is on: the post's address plus #anchor-{noteId} opens it there. */
    anchor: t.exposeString('paragraphName'),
    startOffset: t.exposeInt('startOffset'),
    endOffset: t.exposeInt('endOffset'),
    createdAt: t.float({ resolve: (note) => note.createdAt.getTime() }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (note, _args, context) => context.loaders.userById.load(note.userId),
    }),
  }),
});

export const NoteReplyRef = builder.objectRef<NoteReplyRow>('NoteReply').implement({
  description: 'A reply in the private conversation a note starts between its author and the writer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    content: t.exposeString('content'),
    createdAt: t.float({ resolve: (reply) => reply.createdAt.getTime() }),
    author: t.field({
      type: UserRef,
      nullable: true,
      resolve: (reply, _args, context) => context.loaders.userById.load(reply.userId),
    }),
    note: t.field({
      type: NoteRef,
      nullable: true,
      resolve: (reply, _args, context) => context.loaders.noteById.load(reply.noteId),
    }),
  }),
});

builder.objectFields(NoteRef, (t) => ({
  replies: t.field({
    type: [NoteReplyRef],
    resolve: (note, _args, context) => context.loaders.noteRepliesByNoteId.load(note.id),
  }),
}));

/**
 * The paragraph a highlight quotes, as this viewer may read it: null when it lies past a paywall
 * they are behind (its words, then or now, are not theirs to see), 'gone' when the writer removed it.
 */
export async function quotedParagraph(
  quote: HighlightRow,
  context: GraphQLContext,
): Promise<Paragraph | 'gone' | null> {
  const post = await context.loaders.postById.load(quote.postId);
  if (!post) return null;
  const readable = await readableContent(post, context);
  const paragraph = readable.paragraphs.find((candidate) => candidate.name === quote.paragraphName);
  if (paragraph) return paragraph;
  return readable.isLockedPreviewOnly ? null : 'gone';
}

const QuoteParagraph = builder.objectRef<{ text: string; type: string }>('QuoteParagraph').implement({
  fields: (t) => ({ text: t.exposeString('text'), type: t.exposeString('type') }),
});

/** A highlight (docs/spec-checklist.md 1 §3 "quote"): a passage a reader marked. */
export const QuoteRef = builder.objectRef<HighlightRow>('Quote').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    paragraphName: t.exposeString('paragraphName'),
    startOffset: t.exposeInt('startOffset'),
    endOffset: t.exposeInt('endOffset'),
    /** docs/spec-checklist.md 1 §5: quote previews are cut to 50 characters. */
    preview: t.string({
      resolve: async (quote, _args, context) =>
        (await quotedParagraph(quote, context)) ? quotePreview(quote.quotedText) : '',
    }),
    /** The quoted paragraph as it is now, or the text quoted when the paragraph is gone; nothing past a paywall the viewer is behind. */
    paragraphs: t.field({
      type: [QuoteParagraph],
      resolve: async (quote, _args, context) => {
        const paragraph = await quotedParagraph(quote, context);
        if (paragraph === null) return [];
        return [
          paragraph === 'gone' ? { text: quote.quotedText, type: 'P' } : { text: paragraph.text, type: paragraph.type },
        ];
      },
    }),
  }),
});

const HighlightResult = resultUnion('HighlightResult', QuoteRef, ['BadRequest', 'NotFound', 'Unauthorized']);

const NoteResult = resultUnion('NoteResult', NoteRef, ['BadRequest', 'Forbidden', 'NotFound', 'Unauthorized']);

const NoteReplyResult = resultUnion('NoteReplyResult', NoteReplyRef, ['BadRequest', 'NotFound', 'Unauthorized']);

const DeleteHighlightResult = resultUnion('DeleteHighlightResult', PostRef, ['NotFound', 'Unauthorized']);

export const MAX_NOTE_LENGTH = 1000;

/** A note's or a reply's words, trimmed, or the failure that refuses them. */
function privateText(raw: string, kind: 'note' | 'reply'): string | Failure {
  const content = raw.trim();
  if (!content) return failure('BadRequest', `Write a ${kind} first.`);
  if (content.length > MAX_NOTE_LENGTH)
    return failure(
      'BadRequest',
      `${kind === 'note' ? 'Notes' : 'Replies'} can be up to ${MAX_NOTE_LENGTH} characters.`,
    );
  return content;
}

/** A published story the viewer can read, and the passage of it the anchor covers. */
async function anchorOn(
  context: GraphQLContext,
  postId: string,
  anchor: Anchor,
): Promise<{ post: PostRow; text: string } | Failure> {
  const post = await resolvePost(context, postId);
  if ('kind' in post || post.firstPublishedAt === null) return failure('NotFound', 'Post not found');
  const covered = anchoredText((await readableContent(post, context)).paragraphs, anchor);
  return 'error' in covered ? failure('BadRequest', covered.error) : { post, text: covered.text };
}

const anchorArgs = builder.args((t) => ({
  targetPostId: t.id(),
  paragraphName: t.string(),
  startOffset: t.int(),
  endOffset: t.int(),
}));

builder.objectFields(PostRef, (t) => ({
  /** The viewer's own highlights on this story, to mark them in the text. */
  viewerHighlights: t.field({
    type: [QuoteRef],
    resolve: async (post, _args, context) => [...(await context.loaders.viewerPostState.load(post.id)).highlights],
  }),
  /** Private notes: the writer sees every reader's, a reader only their own. */
  privateNotes: t.field({
    type: [NoteRef],
    resolve: (post, _args, context) => (context.viewer ? visibleNotes(context.db, context.viewer.user.id, post) : []),
  }),
}));

builder.mutationFields((t) => ({
  createHighlight: t.field({
    type: HighlightResult,
    args: anchorArgs,
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to highlight.');
      const anchor = { paragraphName: args.paragraphName, startOffset: args.startOffset, endOffset: args.endOffset };
      const on = await anchorOn(context, String(args.targetPostId), anchor);
      if ('kind' in on) return on;
      const id = await addHighlight(context.db, viewer.id, on.post.id, anchor, on.text, context.now());
      await context.notify({
        kind: 'post_quoted',
        actorId: viewer.id,
        highlightId: id,
        postId: on.post.id,
        creatorId: on.post.creatorId,
      });
      return (await context.loaders.highlightById.load(id)) ?? failure('NotFound', 'Highlight not found');
    },
  }),
  /** Removes one of the viewer's highlights; answers with the story, whose viewerHighlights then lack it. */
  deleteHighlight: t.field({
    type: DeleteHighlightResult,
    args: { highlightId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return SIGN_IN;
      const highlight = await context.loaders.highlightById.load(String(args.highlightId));
      if (!highlight || !(await removeHighlight(context.db, viewer.id, highlight.id)))
        return failure('NotFound', 'Highlight not found');
      context.loaders.viewerPostState.clear(highlight.postId);
      return (await context.loaders.postById.load(highlight.postId)) ?? failure('NotFound', 'Post not found');
    },
  }),
  /** A private note to the writer on a passage (only the writer and the note's author read it). */
  createNote: t.field({
    type: NoteResult,
    args: { ...anchorArgs, content: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to leave a note.');
      const content = privateText(args.content, 'note');
      if (typeof content !== 'string') return content;
      const anchor = { paragraphName: args.paragraphName, startOffset: args.startOffset, endOffset: args.endOffset };
      const on = await anchorOn(context, String(args.targetPostId), anchor);
      if ('kind' in on) return on;
      const writer = await context.loaders.userById.load(on.post.creatorId);
      if (writer && !writer.allowsPrivateNotes && writer.id !== viewer.id)
        return failure('Forbidden', `${writer.name} doesn’t accept private notes.`);
      const id = await addNote(context.db, viewer.id, on.post.id, anchor, content, context.now());
      await context.notify({
        kind: 'note_created',
        actorId: viewer.id,
        noteId: id,
        postId: on.post.id,
        creatorId: on.post.creatorId,
      });
      return (await context.loaders.noteById.load(id)) ?? failure('NotFound', 'Note not found');
    },
  }),
}));

/** A private note and its story, for the two people it is between (its reader and the story's writer); null for anyone else. */
export async function participantNote(
  context: GraphQLContext,
  noteId: string,
): Promise<{ note: NoteRow; post: PostRow } | null> {
  const viewer = context.viewer?.user;
  const note = viewer ? await context.loaders.noteById.load(noteId) : null;
  const post = note ? await context.loaders.postById.load(note.postId) : null;
  return viewer && note && post && (viewer.id === note.userId || viewer.id === post.creatorId) ? { note, post } : null;
}

builder.mutationFields((t) => ({
  /**
   * A reply to a private note: the writer answers its author, or the author answers back. Nobody
   * else can see the note, so to anybody else it does not exist.
   */
  createNoteReply: t.field({
    type: NoteReplyResult,
    args: { noteId: t.arg.id(), content: t.arg.string() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to reply.');
      const content = privateText(args.content, 'reply');
      if (typeof content !== 'string') return content;
      const shared = await participantNote(context, String(args.noteId));
      if (!shared) return failure('NotFound', 'Note not found');
      const { note, post } = shared;
      const id = await addNoteReply(context.db, viewer.id, note.id, content, context.now());
      context.loaders.noteRepliesByNoteId.clear(note.id);
      await context.notify({
        kind: 'note_replied',
        actorId: viewer.id,
        noteReplyId: id,
        noteId: note.id,
        postId: post.id,
        participantIds: [note.userId, post.creatorId],
      });
      return (await context.loaders.noteReplyById.load(id)) ?? failure('NotFound', 'Note not found');
    },
  }),
}));

builder.objectFields(QuoteRef, (t) => ({
  post: t.field({
    type: PostRef,
    nullable: true,
    resolve: (quote, _args, context) => context.loaders.postById.load(quote.postId),
  }),
}));

builder.queryFields((t) => ({
  /** /me/list/highlights: the reader's latest highlights, on stories they can still read. */
  viewerHighlights: t.field({
    type: [QuoteRef],
    complexity: { field: 5, multiplier: 25 },
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return [];
      const rows = await latestHighlights(context.db, viewer.id, 50);
      const readable = await Promise.all(rows.map((row) => resolvePost(context, row.postId)));
      return rows.filter((_row, index) => !('kind' in (readable[index] ?? { kind: 'NotFound' })));
    },
  }),
}));
