import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { Field } from '../auth/fields.tsx';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const SequenceEditQuery = graphql(`
  query SequenceEditQuery($slug: String!) {
    viewer {
      id
    }
    sequence(slug: $slug) {
      id
      slug
      title
      description
      viewerCanEdit
      posts {
        id
        title
      }
    }
    viewerStories(filterBy: public, limit: 50) {
      id
      title
    }
  }
`);

const UpdateSequence = graphql(`
  mutation UpdateSequence($id: ID!, $title: String!, $description: String, $postIds: [ID!]!) {
    updateSequence(sequenceId: $id, title: $title, description: $description, postIds: $postIds) {
      __typename
      ... on Sequence {
        id
        slug
      }
      ... on Failure {
        message
      }
    }
  }
`);

const CreateSequence = graphql(`
  mutation CreateSequence($title: String!, $description: String, $postIds: [ID!]!) {
    createSequence(title: $title, description: $description, postIds: $postIds) {
      __typename
      ... on Sequence {
        id
        slug
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const sequenceEditData = definePageData({
  query: SequenceEditQuery,
  variables: (params) => ({ slug: params['sequenceSlug'] ?? '' }),
  status: () => 200,
});

type Story = ResultOf<typeof SequenceEditQuery>['viewerStories'][number];
type Sequence = Pick<NonNullable<ResultOf<typeof SequenceEditQuery>['sequence']>, 'title' | 'description' | 'posts'> & {
  id: string | null;
};

/** /s/new starts from nothing. */
const NEW_SEQUENCE: Sequence = { id: null, title: '', description: '', posts: [] };

function SequenceForm({ sequence, stories }: { sequence: Sequence; stories: readonly Story[] }) {
  const [, updateSequence] = useMutation(UpdateSequence);
  const [, createSequence] = useMutation(CreateSequence);
  const link = useLink();
  const [title, setTitle] = useState(sequence.title);
  const [description, setDescription] = useState(sequence.description);
  const [chosen, setChosen] = useState<readonly Story[]>(sequence.posts);
  const [error, setError] = useState<string | null>(null);
  const others = stories.filter((story) => !chosen.some((item) => item.id === story.id));
  const move = (index: number, by: -1 | 1) =>
    setChosen((now) => {
      const next = [...now];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const fields = { title, description, postIds: chosen.map((story) => story.id) };
    const answer = sequence.id
      ? (await updateSequence({ id: sequence.id, ...fields })).data?.updateSequence
      : (await createSequence(fields)).data?.createSequence;
    if (answer?.__typename === 'Sequence')
      return window.location.assign(link('ShowSequence', { sequenceSlug: answer.slug }));
    setError(failureMessage(answer, 'Please try again.'));
  };
  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <Field label="Title" name="title" type="text" value={title} onChange={setTitle} maxLength={100} error={error} />
      <Field
        label="Description"
        name="description"
        type="text"
        value={description}
        onChange={setDescription}
        maxLength={300}
      />
      <h2 className="settings__heading">In this sequence, in reading order</h2>
      {chosen.length === 0 ? (
        <p className="feed__empty">Add stories from the list below.</p>
      ) : (
        <ol className="story-rows">
          {chosen.map((story, index) => (
            <li key={story.id} className="story-row">
              <span className="story-row__text">
                {index + 1}. {story.title || 'Untitled story'}
              </span>
              <span className="story-row__actions">
                <button
                  type="button"
                  className="link-button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move “${story.title}” up`}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={index === chosen.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move “${story.title}” down`}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setChosen((now) => now.filter((item) => item.id !== story.id))}
                  aria-label={`Remove “${story.title}”`}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {others.length > 0 && (
        <>
          <h2 className="settings__heading">Your published stories</h2>
          <ul className="story-rows">
            {others.map((story) => (
              <li key={story.id} className="story-row">
                <span className="story-row__text">{story.title || 'Untitled story'}</span>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setChosen((now) => [...now, story])}
                  aria-label={`Add “${story.title}”`}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="submit" className="button button--primary">
        Save sequence
      </button>
    </form>
  );
}

/** /s/{sequenceSlug}/edit and /s/new: a sequence's title, description and stories in reading order, for its writer. */
export default function SequenceEditPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const { params } = navigation;
  const [{ data }] = useQuery({ query: SequenceEditQuery, variables: { slug: params['sequenceSlug'] ?? '' } });
  if (navigation.routeName === 'ShowNewSequence') {
    return (
      <main className="page" id="main">
        <title>{`New sequence – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">New sequence</h1>
          {data?.viewer ? (
            <SequenceForm sequence={NEW_SEQUENCE} stories={data.viewerStories} />
          ) : (
            <p>
              <a href={signInHref(link, navigation.path)}>Sign in</a> to gather your stories into a sequence.
            </p>
          )}
        </div>
      </main>
    );
  }
  const sequence = data?.sequence;
  if (!sequence?.viewerCanEdit) {
    return (
      <main className="page page--message" id="main">
        <h1 className="message__title">Only its writer can edit this sequence</h1>
      </main>
    );
  }
  return (
    <main className="page" id="main">
      <title>{`Edit ${sequence.title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Edit sequence</h1>
        <SequenceForm sequence={sequence} stories={data?.viewerStories ?? []} />
      </div>
    </main>
  );
}

export const pages = definePages({ 'sequence-edit': { data: sequenceEditData } });
