import { useId, useState } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { LICENSES } from '../../shared/content/enumerations.ts';
import { MAX_TAGS_PER_POST } from '../../shared/constants.ts';
import { formatDate } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { failureMessage } from '../data/failure-message.ts';
import { SettingsSection } from '../components/settings-section.tsx';
import { ChoiceGroup } from '../components/choice-group.tsx';
import { definePages } from '../pages/define-page.ts';

const PostSettingsQuery = graphql(`
  query PostSettingsQuery($id: ID!) {
    topics {
      id
      slug
      name
    }
    post(id: $id) {
      id
      title
      isPublished
      visibility
      license
      canonicalUrl
      mediumUrl
      latestRev
      responsesLocked
      tags {
        id
        displayTitle
      }
      primaryTopic {
        id
        slug
      }
      versions {
        id
        rev
        title
        createdAt
      }
    }
  }
`);

const SetResponsesLocked = graphql(`
  mutation SetResponsesLocked($id: ID!, $locked: Boolean!) {
    setResponsesLocked(targetPostId: $id, locked: $locked) {
      __typename
      ... on Post {
        id
        responsesLocked
      }
    }
  }
`);

/** The writer opens or closes discussion: closed, readers see 'The author has closed discussion for this story.' */
function DiscussionToggle({ post }: { post: { id: string; responsesLocked: boolean } }) {
  const toast = useToast();
  const [state, setLocked] = useMutation(SetResponsesLocked);
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={post.responsesLocked}
        disabled={state.fetching}
        onChange={(event) =>
          void setLocked({ id: post.id, locked: event.target.checked }).then((result) => {
            if (result.error || result.data?.setResponsesLocked.__typename !== 'Post')
              toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
          })
        }
      />{' '}
      Close discussion: readers can no longer respond
    </label>
  );
}

const UpdatePostSettings = graphql(`
  mutation UpdatePostSettings($id: ID!, $visibility: PostVisibility!, $license: License!, $tags: [String!]!, $topic: String, $canonicalUrl: String) {
    updatePostSettings(targetPostId: $id, visibility: $visibility, license: $license, tags: $tags, primaryTopicSlug: $topic, canonicalUrl: $canonicalUrl) {
      __typename
      ... on Post {
        id
        visibility
        license
        canonicalUrl
        tags {
          id
          displayTitle
        }
        primaryTopic {
          id
          slug
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

const UnpublishPost = graphql(`
  mutation UnpublishPost($id: ID!) {
    unpublishPost(targetPostId: $id) {
      __typename
      ... on Post {
        id
        isPublished
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const postSettingsData = definePageData({
  query: PostSettingsQuery,
  variables: (params) => ({ id: params['postId'] ?? '' }),
  // like the editor: a page of the writer's own, which tells anyone else in words, not by status
  status: () => 200,
});

const VISIBILITIES = [
  { value: 'PUBLIC', label: 'Public', hint: 'Anyone can find and read it.' },
  {
    value: 'UNLISTED',
    label: 'Unlisted',
    hint: 'Only people with the link can read it; it is left out of feeds and lists.',
  },
  {
    value: 'LOCKED',
    label: 'Members only',
    hint: 'Members read all of it; others see the start and how to become a member.',
  },
] as const;

const LICENSE_NAMES: Readonly<Record<(typeof LICENSES)[number], string>> = {
  ALL_RIGHTS_RESERVED: 'All rights reserved',
  CC_40_BY: 'Creative Commons: Attribution',
  CC_40_BY_NC: 'Creative Commons: Attribution, non-commercial',
  CC_40_BY_NC_ND: 'Creative Commons: Attribution, non-commercial, no derivatives',
  CC_40_BY_NC_SA: 'Creative Commons: Attribution, non-commercial, share-alike',
  CC_40_BY_ND: 'Creative Commons: Attribution, no derivatives',
  CC_40_BY_SA: 'Creative Commons: Attribution, share-alike',
  CC_40_ZERO: 'Creative Commons: No rights reserved (CC0)',
  PUBLIC_DOMAIN: 'Public domain',
};

type Post = NonNullable<ResultOf<typeof PostSettingsQuery>['post']>;
type Topic = ResultOf<typeof PostSettingsQuery>['topics'][number];

function SettingsForm({ post, topics }: { post: Post; topics: readonly Topic[] }) {
  const id = useId();
  const [, updatePostSettings] = useMutation(UpdatePostSettings);
  const toast = useToast();
  const [visibility, setVisibility] = useState(post.visibility);
  const [license, setLicense] = useState(post.license);
  const [tags, setTags] = useState(post.tags.map((tag) => tag.displayTitle).join(', '));
  const [topic, setTopic] = useState(post.primaryTopic?.slug ?? '');
  const [canonicalUrl, setCanonicalUrl] = useState(post.canonicalUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await updatePostSettings({
      id: post.id,
      visibility,
      license,
      tags: tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      topic: topic || null,
      canonicalUrl,
    });
    setBusy(false);
    const answer = result.data?.updatePostSettings;
    if (answer?.__typename === 'Post') {
      setError(null);
      toast({ message: 'Story settings saved.' });
    } else setError(failureMessage(answer, 'The settings could not be saved. Please try again.'));
  };

  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <ChoiceGroup
        legend="Who can read it"
        name="visibility"
        choices={VISIBILITIES}
        value={visibility}
        onChange={setVisibility}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-tags`}>
          Tags (up to {MAX_TAGS_PER_POST}, separated by commas)
        </label>
        <div className="field__control">
          <input
            id={`${id}-tags`}
            className="field__input"
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            placeholder="Writing, Essays"
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-topic`}>
          Topic
        </label>
        <select id={`${id}-topic`} className="select" value={topic} onChange={(event) => setTopic(event.target.value)}>
          <option value="">No topic</option>
          {topics.map((option) => (
            <option key={option.id} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-license`}>
          License
        </label>
        <select
          id={`${id}-license`}
          className="select"
          value={license}
          onChange={(event) => setLicense(event.target.value as typeof license)}
        >
          {LICENSES.map((value) => (
            <option key={value} value={value}>
              {LICENSE_NAMES[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-canonical`}>
          First published elsewhere (optional)
        </label>
        <p className="field__help" id={`${id}-canonical-help`}>
          The story’s address where it first appeared. Search engines are sent there, so the two are not counted as
          copies.
        </p>
        <div className="field__control">
          <input
            id={`${id}-canonical`}
            className="field__input"
            type="url"
            value={canonicalUrl}
            onChange={(event) => setCanonicalUrl(event.target.value)}
            placeholder="https://your-blog.example/the-story"
            aria-describedby={`${id}-canonical-help`}
          />
        </div>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        Save settings
      </button>
    </form>
  );
}

/** /p/{postId}/settings: who reads a story, its tags, topic and license; unpublishing; its kept versions. */
export default function PostSettingsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [, unpublishPost] = useMutation(UnpublishPost);
  const toast = useToast();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: PostSettingsQuery, variables: { id: params['postId'] ?? '' } });
  const post = data?.post;
  if (!post || post.latestRev === null) {
    return (
      <main className="page page--message" id="main">
        <title>{`Story settings – ${productName}`}</title>
        <h1 className="message__title">This story doesn’t exist</h1>
        <p className="message__text">Or it is not yours to change.</p>
      </main>
    );
  }
  const unpublish = async () => {
    const result = await unpublishPost({ id: post.id });
    if (result.data?.unpublishPost.__typename === 'Post')
      window.location.assign(link('ShowYourStories', { filterBy: 'drafts' }));
    else toast({ message: 'The story could not be unpublished. Please try again.', toastStyle: 'ERROR' });
  };
  return (
    <main className="page" id="main">
      <title>{`Story settings – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Story settings</h1>
        <p className="page__lede">
          {post.isPublished ? (
            <a href={post.mediumUrl}>{post.title || 'Untitled story'}</a>
          ) : (
            post.title || 'Untitled story'
          )}{' '}
          · <a href={link('ShowEditPost', { postId: post.id })}>Edit story</a>
        </p>
        <SettingsForm post={post} topics={data.topics} />
        {post.versions.length > 1 && (
          <SettingsSection id="versions" title="Versions">
            <ol className="versions">
              {post.versions.map((version) => (
                <li key={version.id} className="versions__item">
                  <span>
                    {version.title || 'Untitled'} · {formatDate(version.createdAt)}
                  </span>
                  {version.rev === post.latestRev ? (
                    <span className="versions__current">Current</span>
                  ) : (
                    <a
                      href={link('ShowRevertPost', {
                        postId: post.id,
                        versionId: String(version.rev),
                        baseRev: String(post.latestRev),
                      })}
                    >
                      Restore this version
                    </a>
                  )}
                </li>
              ))}
            </ol>
          </SettingsSection>
        )}
        <SettingsSection id="discussion" title="Responses">
          <DiscussionToggle post={post} />
        </SettingsSection>
        {post.isPublished && (
          <SettingsSection id="unpublish" title="Unpublish">
            <p>Readers will no longer find it; it goes back to your drafts with every version kept.</p>
            <button type="button" className="button button--outline" onClick={() => void unpublish()}>
              Unpublish story
            </button>
          </SettingsSection>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'post-settings': { data: postSettingsData } });
