import { useQuery } from '../data/use-query.ts';
import { VerifyEmailForm } from './verify-email-form.tsx';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const SendVerifyQuery = graphql(`
  query SendVerifyQuery {
    viewer {
      id
      email
      unverifiedEmail
    }
  }
`);

export const sendVerifyData = definePageData({ query: SendVerifyQuery, variables: () => ({}), status: () => 200 });

/**
 * /me/send-verify: where the "verify your e-mail" banner and mails lead. An address waiting to be
 * proven gets its link again; a proven one is said so, with the way to change it in settings.
 */
export default function SendVerifyPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [{ data }] = useQuery({ query: SendVerifyQuery, variables: {} });
  const viewer = data?.viewer;
  const title = 'Verify your e-mail';
  return (
    <main className="page page--message" id="main">
      <title>{`${title} – ${productName}`}</title>
      <h1 className="message__title">
        {viewer && !viewer.unverifiedEmail && viewer.email ? 'Your e-mail is verified' : title}
      </h1>
      {!viewer ? (
        <p className="message__actions">
          <a className="button button--primary" href={signInHref(link, navigation.path)}>
            Sign in to continue
          </a>
        </p>
      ) : !viewer.unverifiedEmail && viewer.email ? (
        <p className="message__text">
          {viewer.email} is your account’s address.{' '}
          <a href={`${link('ShowSettings')}#security`}>Change it in settings</a>
        </p>
      ) : (
        <>
          {viewer.unverifiedEmail && (
            <p className="message__text">
              We sent a link to {viewer.unverifiedEmail}. Open it to verify the address, or send it again.
            </p>
          )}
          <VerifyEmailForm pending={viewer.unverifiedEmail} />
        </>
      )}
    </main>
  );
}

export const pages = definePages({ 'send-verify': { data: sendVerifyData } });
