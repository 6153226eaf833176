import { route } from '../route-definition.ts';

const server = 'server' as const;

/** Writing, responses, post data and series routes of docs/spec-checklist.md 3 §2 ("Other routes"). */
export const writingRoutes = [
  route('ShowNewPost', '/new-story', { service: server, page: 'editor' }),
  route('ShowNewPostRepost', '/new-story/repost/{repostId}', { service: server, page: 'editor' }),
  route('ShowNewPostLegacy', '/p/new-post', { service: server, page: 'editor' }),
  route('ShowEditPost', '/p/{postId}/edit', { service: server, page: 'editor' }),
  route('ShowRevertPost', '/p/{postId}/revert/{versionId}/{baseRev}', { service: server, page: 'editor' }),
  route('ShowImportPost', '/p/import', { service: server, page: 'import' }),
  route('ShowImportStory', '/p/import-story', { service: server, page: 'import' }),
  // Not in the spec's table: a whole archive (Medium's export) imported by the jobs queue (docs/writing.md).
  route('ArchiveImport', '/me/import', { service: server, page: 'archive-import' }),
  route('ArchiveImportUpload', '/_/import', { service: server }),
  route('ShowCollectionNewPost', '/{collectionSlug}/new-story', { service: server, page: 'editor' }),
  route('ShowEditPostUnderCollection', '/{collectionSlug}/{postId}/edit', { service: server, page: 'editor' }),
  route('ShowEditPostUnderUser', '/@{username}/{postId}/edit', { service: server, page: 'editor' }),

  route('ShowPostResponses', '/p/{postId}/responses', { service: server, page: 'responses' }),
  route('ShowPostResponsesShow', '/p/{postId}/responses/show', { service: server, page: 'responses' }),
  route('ShowNewResponse', '/p/{inResponseToPostId}/responses/new', { service: server, page: 'new-response' }),

  route('ShowPostQuotes', '/p/{postId}/quotes', { service: server, page: 'post-quotes' }),
  route('ShowPostQuote', '/p/{postId}/quotes/{quoteId}', { service: server, page: 'post-quote' }),
  route('ShowPostDeltas', '/p/{postId}/deltas', { service: server, page: 'post-deltas' }),
  route('ShowPostNotes', '/p/{postId}/notes', { service: server, page: 'post-notes' }),
  route('ShowPostNote', '/p/{postId}/notes/{noteId}', { service: server, page: 'private-note' }),
  route('ShowPostNoteReply', '/p/notereplies/{replyId}', { service: server, page: 'private-note' }),
  route('ShowPostState', '/p/{postId}/state', { service: server, page: 'post-state' }),
  route('ShowPostStateRead', '/p/{postId}/state/read', { service: server, page: 'post-state' }),
  route('ShowPostUpvotes', '/p/{postId}/upvotes', { service: server, page: 'post-upvotes' }),
  route('ShowPostInfo', '/p/{postId}/info', { service: server, page: 'post-info' }),
  route('ShowPostInfoFiltered', '/p/{postId}/info/{order}/{filter}', { service: server, page: 'post-info' }),
  route('SharePost', '/p/{postId}/share/{channel}', { service: server }),
  route('ShowPostReferrers', '/p/{postId}/referrers', { service: server, page: 'post-stats' }),

  route('ShowNewSeries', '/new-series', { service: server, page: 'editor' }),
  route('ShowEditSeries', '/series/{postId}/edit', { service: server, page: 'editor' }),
  route('ShowYourSeriesIndex', '/me/series', { service: server, page: 'your-series' }),
  route('ShowYourSeries', '/me/series/{filterBy}', { service: server, page: 'your-series' }),
  route('ShowUserSeries', '/@{username}/series', { service: server, page: 'user-series', tables: ['user'] }),
];
