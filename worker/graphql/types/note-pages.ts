import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import type { NoteRow } from '../loaders.ts';
import { NoteRef, NoteReplyRef } from './highlights.ts';
import { PostRef } from './refs.ts';

/** A private note, for the two people it is between (its reader and the story's writer); null for anyone else. */
async function participantNote(context: GraphQLContext, noteId: string): Promise<NoteRow | null> {
  const viewer = context.viewer?.user;
  const note = viewer ? await context.loaders.noteById.load(noteId) : null;
  const post = note ? await context.loaders.postById.load(note.postId) : null;
  return viewer && note && post && (viewer.id === note.userId || viewer.id === post.creatorId) ? note : null;
}

builder.objectFields(NoteRef, (t) => ({
  post: t.field({ type: PostRef, nullable: true, resolve: (note, _args, context) => context.loaders.postById.load(note.postId) }),
}));

builder.queryFields((t) => ({
  /** /p/{postId}/notes/{noteId}: one private note and its replies. */
  privateNote: t.field({
    type: NoteRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: (_root, args, context) => participantNote(context, String(args.id)),
  }),
  /** /p/notereplies/{replyId}: a reply, with the note it answers. */
  privateNoteReply: t.field({
    type: NoteReplyRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => {
      const reply = await context.loaders.noteReplyById.load(String(args.id));
      return reply && (await participantNote(context, reply.noteId)) ? reply : null;
    },
  }),
}));
