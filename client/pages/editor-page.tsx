import { useEffect, useState } from 'react';
import { useClient, useQuery } from 'urql';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { CreatePost } from '../editor/editor-operations.ts';
import type { ParagraphFields } from '../graphql/paragraph-fields.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import { StoryEditor, type DraftToEdit } from '../editor/story-editor.tsx';
import { useAppState, useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { EditorPageQuery, EditorShellPage } from './editor-shell.tsx';

/** GraphQL's nulls as the stored paragraphs' absent fields. */
const asParagraphs = (paragraphs: readonly ResultOf<typeof ParagraphFields>[]): Paragraph[] =>
  paragraphs.map((paragraph) => ({
    name: paragraph.name,
    type: paragraph.type,
    text: paragraph.text,
    markups: paragraph.markups.map((markup) => ({ type: markup.type, start: markup.start, end: markup.end, ...(markup.href ? { href: markup.href } : {}) })),
    ...(paragraph.layout ? { layout: paragraph.layout } : {}),
    ...(paragraph.href ? { href: paragraph.href } : {}),
    ...(paragraph.metadata
      ? { metadata: { id: paragraph.metadata.id, originalWidth: paragraph.metadata.originalWidth, originalHeight: paragraph.metadata.originalHeight, ...(paragraph.metadata.alt ? { alt: paragraph.metadata.alt } : {}) } }
      : {}),
  }));

/** The addresses that start a story (spec 3 §2): each makes a draft and opens it. */
const NEW_STORY_ROUTES = new Set(['ShowNewPost', 'ShowNewPostLegacy', 'ShowCollectionNewPost']);

function Message({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <main className="page page--message" id="main">
      <h1 className="message__title">{title}</h1>
      {children}
    </main>
  );
}

/**
 * /new-story and /p/{postId}/edit in the browser: the server's shell first (so hydration
 * matches), then the editor. A new story becomes a draft at once, and its address replaces
 * /new-story, so a reload opens the same draft.
 */
export function EditorPage() {
  const client = useClient();
  const { params, routeName } = useNavigation();
  const { session } = useAppState();
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: EditorPageQuery, variables: { id: params['postId'] ?? '' } });
  const [hydrated, setHydrated] = useState(false);
  const [created, setCreated] = useState<DraftToEdit | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => setHydrated(true), []);

  const isNew = NEW_STORY_ROUTES.has(routeName);
  useEffect(() => {
    if (!hydrated || !isNew || !session.isLoggedInCookie || created) return;
    void client
      .mutation(CreatePost, {})
      .toPromise()
      .then((result) => {
        const answer = result.data?.createPost;
        if (answer?.__typename !== 'Post') return setFailed(answer && 'message' in answer ? answer.message : 'Please try again.');
        window.history.replaceState(null, '', link('ShowEditPost', { postId: answer.id }));
        setCreated({ id: answer.id, title: '', subtitle: '', latestRev: answer.latestRev ?? 1, paragraphs: [] });
      });
  }, [hydrated, isNew, session.isLoggedInCookie, created, client, link]);

  if (!hydrated) return <EditorShellPage />;
  if (!session.isLoggedInCookie) {
    return (
      <Message title="Sign in to write">
        <p className="message__text">
          <a href={`${link('ShowSignIn')}?redirect=${encodeURIComponent(window.location.pathname)}`}>Sign in or create an account</a> to write on {productName}.
        </p>
      </Message>
    );
  }
  if (failed) return <Message title="The editor could not open">{<p className="message__text">{failed}</p>}</Message>;
  const post = data?.post;
  const draft: DraftToEdit | null = isNew
    ? created
    : post && post.latestRev !== null
      ? { id: post.id, title: post.title, subtitle: post.subtitle, latestRev: post.latestRev, paragraphs: asParagraphs(post.content.bodyModel.paragraphs) }
      : null;
  if (!isNew && !post) return <Message title="This draft doesn’t exist">{<p className="message__text">Or it is not yours to edit.</p>}</Message>;
  if (!isNew && post?.isPublished) {
    return (
      <Message title="This story is published">
        <p className="message__text">
          Editing published stories is coming soon. <a href={post.mediumUrl}>Read it</a>.
        </p>
      </Message>
    );
  }
  return (
    <main className="page page--editor" id="main">
      <title>{`Write – ${productName}`}</title>
      <div className="reading-column">{draft ? <StoryEditor draft={draft} /> : <p className="editor__loading">Opening the editor…</p>}</div>
    </main>
  );
}
