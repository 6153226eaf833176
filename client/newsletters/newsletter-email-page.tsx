import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { MAX_ISSUE_BODY, MAX_ISSUE_SUBJECT } from '../../shared/newsletters/newsletter-fields.ts';
import { Field } from '../auth/fields.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const NewsletterEmailQuery = graphql(`
  query NewsletterEmailQuery($id: ID!) {
    newsletter(id: $id) {
      id
      name
      landingPath
      viewerCanManage
      stats {
        id
        active
      }
    }
  }
`);

const SendNewsletterEmail = graphql(`
  mutation SendNewsletterEmail($newsletterId: ID!, $subject: String!, $body: String!) {
    sendNewsletterEmail(newsletterId: $newsletterId, subject: $subject, body: $body) {
      __typename
      ... on NewsletterIssue {
        id
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const newsletterEmailData = definePageData({
  query: NewsletterEmailQuery,
  variables: (params) => ({ id: params['newsletterV3Id'] ?? '' }),
  // only those who run a newsletter learn that it exists here
  status: (data) => (data.newsletter?.viewerCanManage ? 200 : 404),
});

/**
 * /newsletters/{newsletterV3Id}/new-email: an e-mail only the newsletter's subscribers get (not a
 * story on the site). Paragraphs are separated by line breaks; it goes from the jobs queue to
 * every subscriber once, and its sends, opens and clicks show in the stats.
 */
export default function NewsletterEmailPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [, sendNewsletterEmail] = useMutation(SendNewsletterEmail);
  const id = navigation.params['newsletterV3Id'] ?? '';
  const [{ data }] = useQuery({ query: NewsletterEmailQuery, variables: { id } });
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [outcome, setOutcome] = useState<{ sent: true } | { error: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const newsletter = data?.newsletter;
  if (!newsletter?.viewerCanManage) return null;
  const audience = formatCounted(newsletter.stats?.active ?? 0, 'subscriber', 'subscribers');
  const send = async () => {
    setConfirming(false);
    const answer = (await sendNewsletterEmail({ newsletterId: id, subject, body })).data?.sendNewsletterEmail;
    setOutcome(
      answer?.__typename === 'NewsletterIssue'
        ? { sent: true }
        : { error: failureMessage(answer, 'Please try again.') },
    );
  };
  return (
    <main className="page" id="main">
      <title>{`Write an e-mail – ${newsletter.name} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Write to {newsletter.name}’s subscribers</h1>
        <p className="page__lede">It goes by e-mail to {audience}, and doesn’t appear on the site.</p>
        {outcome && 'sent' in outcome ? (
          <p role="status">
            Your e-mail is on its way to {audience}.{' '}
            <a href={link('ShowNewsletterStats', { newsletterV3Id: id })}>See how it does</a>
          </p>
        ) : (
          <form
            className="settings-form"
            onSubmit={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            <Field
              label="Subject"
              name="subject"
              type="text"
              value={subject}
              onChange={setSubject}
              maxLength={MAX_ISSUE_SUBJECT}
            />
            <label className="field">
              <span className="field__label">Your e-mail</span>
              <textarea
                className="field__input"
                rows={14}
                maxLength={MAX_ISSUE_BODY}
                value={body}
                onChange={(event) => setBody(event.target.value)}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={!subject.trim() || !body.trim()}>
              Send
            </button>
            {outcome && 'error' in outcome && (
              <p className="field__error" role="alert">
                {outcome.error}
              </p>
            )}
          </form>
        )}
        {confirming && (
          <ConfirmDialog
            title={`Send “${subject.trim()}”?`}
            confirmLabel="Send"
            onCancel={() => setConfirming(false)}
            onConfirm={() => void send()}
          >
            <p>It goes to {audience} at once and can’t be taken back.</p>
          </ConfirmDialog>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'newsletter-email': { data: newsletterEmailData } });
