import { useEffect, useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { legacyDraftLine } from '../../shared/content/draft-status.ts';
import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { greetingLine } from '../../shared/navigation/greeting.ts';
import { CreatePost, RevertPost } from './editor-operations.ts';
import type { ParagraphFields } from '../graphql/paragraph-fields.ts';
import type { ResultOf } from '../graphql/graphql.ts';
import { StoryEditor, type DraftToEdit } from './story-editor.tsx';
import { useAppState, useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { EditorPageQuery, EditorShellPage } from './editor-shell.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { signInHref } from '../routes/sign-in-href.ts';

/** GraphQL's nulls as the stored paragraphs' absent fields. */
const asParagraphs = (paragraphs: readonly ResultOf<typeof ParagraphFields>[]): Paragraph[] =>
  paragraphs.map((paragraph) => ({
    name: paragraph.name,
    type: paragraph.type,
    text: paragraph.text,
    markups: paragraph.markups.map((markup) => ({
      type: markup.type,
      start: markup.start,
      end: markup.end,
      ...(markup.href ? { href: markup.href } : {}),
    })),
    ...(paragraph.layout ? { layout: paragraph.layout } : {}),
    ...(paragraph.href ? { href: paragraph.href } : {}),
    ...(paragraph.metadata
      ? {
          metadata: {
            id: paragraph.metadata.id,
            originalWidth: paragraph.metadata.originalWidth,
            originalHeight: paragraph.metadata.originalHeight,
            ...(paragraph.metadata.alt ? { alt: paragraph.metadata.alt } : {}),
          },
        }
      : {}),
  }));

/** The addresses that start a story (docs/spec-checklist.md 3 §2): each makes a draft and opens it; a repost's begins with the story reposted. */
const NEW_STORY_ROUTES = new Set(['ShowNewPost', 'ShowNewPostLegacy', 'ShowCollectionNewPost', 'ShowNewSeries']);

/** The editor's other states: each names the page after itself (WCAG 2.4.2), as the editor's shell did. */
function Message({ title, children }: { title: string; children?: React.ReactNode }) {
  const { productName } = useConfig();
  return (
    <main className="page page--message" id="main">
      <title>{`${title} – ${productName}`}</title>
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
export default function EditorPage() {
  const [, createPost] = useMutation(CreatePost);
  const [, revertPost] = useMutation(RevertPost);
  const { params, routeName } = useNavigation();
  const { session } = useAppState();
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: EditorPageQuery, variables: { id: params['postId'] ?? '' } });
  const [hydrated, setHydrated] = useState(false);
  const [created, setCreated] = useState<DraftToEdit | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => setHydrated(true), []);

  // a repost's address is the one that names a repostId
  const isNew = NEW_STORY_ROUTES.has(routeName) || params['repostId'] !== undefined;
  useEffect(() => {
    if (!hydrated || !isNew || !session.isLoggedInCookie || created) return;
    void createPost({
      collectionSlug: params['collectionSlug'] ?? null,
      isSeries: routeName === 'ShowNewSeries',
      repostOfPostId: params['repostId'] ?? null,
    }).then((result) => {
      const answer = result.data?.createPost;
      if (answer?.__typename !== 'Post') return setFailed(failureMessage(answer, 'Please try again.'));
      window.history.replaceState(
        null,
        '',
        link(routeName === 'ShowNewSeries' ? 'ShowEditSeries' : 'ShowEditPost', { postId: answer.id }),
      );
      // a repost begins with a card of the story reposted
      const paragraphs = asParagraphs(answer.latestDraft?.content.bodyModel.paragraphs ?? []);
      setCreated({
        id: answer.id,
        title: '',
        subtitle: '',
        latestRev: answer.latestRev ?? 1,
        paragraphs,
        isPublished: false,
        collectionId: answer.pendingCollection?.id ?? null,
        scheduledAt: null,
      });
    });
  }, [hydrated, isNew, session.isLoggedInCookie, created, createPost, link, params, routeName]);

  // /p/{postId}/revert/{versionId}/{baseRev}: the chosen version becomes the newest, then the editor opens it
  const isRevert = routeName === 'ShowRevertPost';
  useEffect(() => {
    if (!hydrated || !isRevert || !session.isLoggedInCookie) return;
    const postId = params['postId'] ?? '';
    void revertPost({ id: postId, versionId: Number(params['versionId']), baseRev: Number(params['baseRev']) }).then(
      (result) => {
        const answer = result.data?.revertPost;
        if (answer?.__typename === 'Post') window.location.replace(link('ShowEditPost', { postId }));
        else setFailed(failureMessage(answer, 'Please try again.'));
      },
    );
  }, [hydrated, isRevert, session.isLoggedInCookie, revertPost, link, params]);

  if (!hydrated) return <EditorShellPage />;
  if (!session.isLoggedInCookie) {
    return (
      <Message title="Sign in to write">
        <p className="message__text">
          <a href={signInHref(link, window.location.pathname)}>Sign in or create an account</a> to write on{' '}
          {productName}.
        </p>
      </Message>
    );
  }
  if (failed) return <Message title="The editor could not open">{<p className="message__text">{failed}</p>}</Message>;
  if (isRevert) return <Message title="Restoring that version…" />;
  const post = data?.post;
  const latest = post?.latestDraft;
  const draft: DraftToEdit | null = isNew
    ? created
    : post && latest
      ? {
          id: post.id,
          title: latest.title,
          subtitle: latest.subtitle,
          latestRev: latest.rev,
          paragraphs: asParagraphs(latest.content.bodyModel.paragraphs),
          isPublished: post.isPublished,
          collectionId: post.collection?.id ?? post.pendingCollection?.id ?? null,
          scheduledAt: post.scheduledAt,
        }
      : null;
  if (!isNew && !latest)
    return (
      <Message title="This draft doesn’t exist">{<p className="message__text">Or it is not yours to edit.</p>}</Message>
    );
  const publications = (data?.viewerCollections ?? []).map((collection) => ({
    id: collection.id,
    name: collection.name,
    publishes: collection.viewerRole !== 'WRITER',
  }));
  return (
    <main className="page page--editor" id="main">
      <title>{`Write – ${productName}`}</title>
      <div className="reading-column">
        {draft && (
          <p className="editor__greeting">
            {greetingLine(data?.viewer?.name ?? '', new Date().getHours())}
            {!draft.isPublished && (
              <span className="editor__draft-line">
                {legacyDraftLine(
                  post?.draftStatus
                    ? { label: post.draftStatus.label, collectionName: post.draftStatus.collection?.name ?? null }
                    : { label: 'Draft', collectionName: null },
                )}
              </span>
            )}
          </p>
        )}
        {draft ? (
          <StoryEditor draft={draft} publications={publications} />
        ) : (
          <p className="editor__loading">Opening the editor…</p>
        )}
      </div>
    </main>
  );
}
