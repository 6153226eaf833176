import { useQuery } from '../data/use-query.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const OnboardingQuery = graphql(`
  query OnboardingQuery {
    viewer {
      id
      name
      username
    }
  }
`);

export const onboardingData = definePageData({ query: OnboardingQuery, variables: () => ({}), status: () => 200 });

interface Step {
  readonly title: string;
  readonly text: string;
  readonly href: string;
  readonly action: string;
}

/**
 * /welcome (a new reader's first page) and /get-started (a new writer's): the few steps that make
 * Quire theirs, each a link to where it is done. Visitors are asked to join first.
 */
export default function OnboardingPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [{ data }] = useQuery({ query: OnboardingQuery, variables: {} });
  const viewer = data?.viewer;
  const writing = navigation.routeName === 'ShowGetStarted';
  const title = writing
    ? `Start writing on ${productName}`
    : viewer
      ? `Welcome to ${productName}, ${viewer.name}`
      : `Welcome to ${productName}`;
  const steps: readonly Step[] = !viewer
    ? []
    : writing
      ? [
          {
            title: 'Tell readers who you are',
            text: 'Your name and a line about you appear with every story.',
            href: link('ShowUserEdit', { username: viewer.username }),
            action: 'Edit your profile',
          },
          {
            title: 'Write your first story',
            text: 'Drafts save as you type; publish when it is ready.',
            href: link('ShowNewPost'),
            action: 'Write a story',
          },
          {
            title: 'Bring your readers',
            text: 'Import the addresses of people who already read you: each is asked to confirm.',
            href: link('ShowSubscribersImport'),
            action: 'Import subscribers',
          },
        ]
      : [
          {
            title: 'Pick what you want to read',
            text: 'Follow a few topics and your home fills with their stories.',
            href: link('ShowCustomizeTopics'),
            action: 'Choose topics',
          },
          {
            title: 'Find writers',
            text: 'Follow people whose stories you like and see their new work first.',
            href: link('ShowFollowsEntity', { entityName: 'suggestions' }),
            action: 'See suggestions',
          },
          {
            title: 'Write your own',
            text: 'Anyone can publish on Quire.',
            href: link('ShowGetStarted'),
            action: 'Start writing',
          },
        ];
  return (
    <main className="page" id="main">
      <title>{`${title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{title}</h1>
        {viewer ? (
          <ol className="onboarding__steps">
            {steps.map((step) => (
              <li key={step.title} className="onboarding__step">
                <h2 className="onboarding__title">{step.title}</h2>
                <p className="onboarding__text">{step.text}</p>
                <a className="button button--outline" href={step.href}>
                  {step.action}
                </a>
              </li>
            ))}
          </ol>
        ) : (
          <>
            <p className="page__lede">
              {writing
                ? 'Join to publish stories, build a following and send your readers a newsletter.'
                : 'Join to follow writers and topics, save stories and respond.'}
            </p>
            <p className="page__actions">
              <a className="button button--primary" href={signInHref(link, navigation.path)}>
                Sign in or create an account
              </a>
            </p>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ onboarding: { data: onboardingData } });
