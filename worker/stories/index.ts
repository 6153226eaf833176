// The stories feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code"). Its GraphQL types are in graphql.ts.

export { canEditPost } from './can-edit-post.ts';
export { createDraft, type Placement, publishVersion, saveDraft } from './draft-writes.ts';
export { markMentions } from './mark-mentions.ts';
export { LOCKED_PREVIEW_PARAGRAPHS, lockedPreview, openParagraphs } from './post-access.ts';
export { listPublishedPosts, listTopPosts, type PostListFilter } from './post-queries.ts';
export { insertResponse, recountTags, setResponseHidden, setResponsesLocked } from './post-writes.ts';
export { readableContent } from './readable-content.ts';
export { type StoryIds, storyVersions, tagBySlug, tagSlugsOfStory } from './story-lookup-queries.ts';
export { topicBySlug } from './topic-queries.ts';
