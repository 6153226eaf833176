import { builder } from '../graphql/builder.ts';
import { NoteRef, NoteReplyRef, participantNote } from './highlight-graphql.ts';
import { PostRef } from '../graphql/types/refs.ts';

builder.objectFields(NoteRef, (t) => ({
  post: t.field({
    type: PostRef,
    nullable: true,
    resolve: (note, _args, context) => context.loaders.postById.load(note.postId),
  }),
}));

builder.queryFields((t) => ({
  /** /p/{postId}/notes/{noteId}: one private note and its replies. */
  privateNote: t.field({
    type: NoteRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: async (_root, args, context) => (await participantNote(context, String(args.id)))?.note ?? null,
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
