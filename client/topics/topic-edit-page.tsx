import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import type { TopicVisibility } from '../../shared/content/enumerations.ts';
import type { Params } from '../../shared/routes/index.ts';
import { Field, TextAreaField } from '../auth/fields.tsx';
import { ChoiceGroup, type Choice } from '../components/choice-group.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { StaffOnly } from '../pages/staff-only.tsx';
import { definePages } from '../pages/define-page.ts';

const TopicEditQuery = graphql(`
  query TopicEditQuery($slug: String!) {
    viewer {
      id
    }
    viewerCanEditTopics
    topic(slug: $slug) {
      id
      slug
      name
      description
      visibility
    }
  }
`);

const SaveTopic = graphql(`
  mutation SaveTopic($slug: String!, $name: String!, $description: String, $visibility: TopicVisibility!) {
    saveTopic(slug: $slug, name: $name, description: $description, visibility: $visibility) {
      __typename
      ... on Topic {
        id
        slug
        name
        description
        visibility
      }
      ... on Failure {
        message
      }
    }
  }
`);

const variables = (params: Params) => ({ slug: (params['topicSlug'] ?? '').toLowerCase() });

export const topicEditData = definePageData({ query: TopicEditQuery, variables, status: () => 200 });

const VISIBILITIES: readonly Choice<TopicVisibility>[] = [
  { value: 'PUBLIC', label: 'Public', hint: 'Listed on the topics page; writers can file stories under it.' },
  { value: 'SPECIAL', label: 'Special', hint: 'Open to anyone with its link, but not listed.' },
  { value: 'STAFF', label: 'Staff', hint: 'Only staff can see it.' },
];

/** /topic/{topicSlug}/edit: a topic's name, description and who sees it, for staff; at a new address it creates the topic. */
export default function TopicEditPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [, saveTopic] = useMutation(SaveTopic);
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: TopicEditQuery, variables: variables(params) });
  const topic = data?.topic ?? null;
  const slug = variables(params).slug;
  const [name, setName] = useState(topic?.name ?? '');
  const [description, setDescription] = useState(topic?.description ?? '');
  const [visibility, setVisibility] = useState<TopicVisibility>(topic?.visibility ?? 'PUBLIC');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data?.viewerCanEditTopics) return <StaffOnly signedIn={Boolean(data?.viewer)} />;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = (await saveTopic({ slug, name, description, visibility })).data?.saveTopic;
    setBusy(false);
    if (answer?.__typename === 'Topic') return window.location.assign(link('ShowTopic', { topicSlug: answer.slug }));
    setError(failureMessage(answer, 'The topic could not be saved. Please try again.'));
  };
  const heading = topic ? `Edit ${topic.name}` : 'New topic';
  return (
    <main className="page" id="main">
      <title>{`${heading} – ${productName}`}</title>
      <div className="reading-column">
        <p className="masthead__kicker">
          <a href={link('ShowTopics')}>Topics</a>
        </p>
        <h1 className="page__title">{heading}</h1>
        {!topic && <p>{`No topic lives at /topic/${slug} yet. Name it to create it there.`}</p>}
        <form className="settings-form" onSubmit={(event) => void save(event)}>
          <Field label="Name" name="name" type="text" value={name} onChange={setName} maxLength={50} />
          <TextAreaField label="Description" value={description} onChange={setDescription} maxLength={300} />
          <ChoiceGroup
            legend="Who sees it"
            name="visibility"
            choices={VISIBILITIES}
            value={visibility}
            onChange={setVisibility}
          />
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {topic ? 'Save topic' : 'Create topic'}
          </button>
        </form>
        {topic && (
          <p>
            <a href={link('ShowTopicAddPosts', { topicSlug: topic.slug })}>Add stories to this topic</a>
          </p>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'topic-edit': { data: topicEditData } });
