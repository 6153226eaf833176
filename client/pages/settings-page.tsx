import { useEffect } from 'react';
import { useQuery } from 'urql';
import { FreshProofProvider } from '../auth/fresh-proof.tsx';
import { PasskeyFields } from '../auth/passkey-operations.ts';
import { PasskeysSection } from '../auth/passkeys-section.tsx';
import { UsernameForm } from '../auth/username-form.tsx';
import { PasswordForm } from '../auth/password-form.tsx';
import { ProfileForm } from '../auth/profile-form.tsx';
import { SessionFields, SessionsList } from '../auth/sessions-list.tsx';
import { TwoFactorSetup } from '../auth/two-factor-setup.tsx';
import { VerifyEmailForm } from '../auth/verify-email-form.tsx';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from './page-data.ts';
import { SettingsSection } from '../components/settings-section.tsx';
import { signInHref } from '../routes/sign-in-href.ts';

const SettingsQuery = graphql(
  `
  query SettingsPageQuery {
    viewer {
      id
      name
      bio
      twitterScreenName
      email
      unverifiedEmail
      twoFactorMethod
      hasPassword
      username
      mediumMemberAt
      sessions {
        ...SessionFields
      }
      passkeys {
        ...PasskeyFields
      }
    }
  }
`, [SessionFields, PasskeyFields]);

export const settingsData = definePageData({ query: SettingsQuery, variables: () => ({}), status: () => 200 });

/**
 * Settings: the profile readers see, the account's username, membership (with the link that
 * refers readers), security, newsletters and applications. /me/settings/{setting} opens at the
 * section of that name.
 */
export default function SettingsPage() {
  const { productName, authOrigin } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: SettingsQuery });
  const viewer = data?.viewer;
  const section = params['setting'];
  useEffect(() => {
    if (viewer && section && !window.location.hash) document.getElementById(section)?.scrollIntoView();
  }, [viewer, section]);
  const referralLink = viewer ? authOrigin + link('RedirectMembershipUser', { username: viewer.username }) : '';
  return (
    <main className="page" id="main">
      <title>{`Settings – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Settings</h1>
        {!viewer ? (
          <p>
            <a href={signInHref(link, '/me/settings/security')}>Sign in</a> to change your settings.
          </p>
        ) : (
          <>
            <SettingsSection id="profile" title="Profile">
              <ProfileForm name={viewer.name} bio={viewer.bio} twitterScreenName={viewer.twitterScreenName} />
            </SettingsSection>
            <SettingsSection id="account" title="Account">
              <FreshProofProvider account={{ hasPassword: viewer.hasPassword === true, twoFactorMethod: viewer.twoFactorMethod, hasPasskey: viewer.passkeys.length > 0 }}>
                <UsernameForm username={viewer.username} />
              </FreshProofProvider>
            </SettingsSection>
            <SettingsSection id="membership" title="Membership">
              <p className="settings__row">
                {viewer.mediumMemberAt ? (
                  <>
                    Member since {formatDate(viewer.mediumMemberAt)}. <a href={link('ShowCancelMembership')}>Cancel membership</a>
                  </>
                ) : (
                  <>
                    You are not a member. <a href={link('ShowPay')}>Become a member</a>
                  </>
                )}
              </p>
              <p className="settings__row">
                Your membership link: share it, and you will hear of each reader who becomes a member through it.{' '}
                <a href={referralLink}>{referralLink}</a>
              </p>
            </SettingsSection>
            <SettingsSection id="security" title="Security">
              <FreshProofProvider account={{ hasPassword: viewer.hasPassword === true, twoFactorMethod: viewer.twoFactorMethod, hasPasskey: viewer.passkeys.length > 0 }}>
                <VerifyEmailForm pending={viewer.unverifiedEmail} current={viewer.email} />
                <PasswordForm hasPassword={viewer.hasPassword === true} personal={[viewer.email, viewer.name, viewer.username]} />
                <TwoFactorSetup userId={viewer.id} enabled={viewer.twoFactorMethod !== null} />
                <PasskeysSection initial={viewer.passkeys} />
              </FreshProofProvider>
              <SessionsList initial={viewer.sessions} />
            </SettingsSection>
            <SettingsSection id="newsletters" title="Newsletters">
              <p className="settings__row">
                The writers and publications whose stories come to you by e-mail. <a href={link('ShowYourNewsletters')}>Manage your subscriptions</a>
              </p>
              <p className="settings__row">
                Readers who get your stories by e-mail: <a href={link('ShowSubscribersImport')}>import a list</a> or <a href={link('ShowSubscribersConfirmExport')}>export yours</a>.
              </p>
            </SettingsSection>
            <SettingsSection id="applications" title="Applications">
              <p className="settings__row">
                Applications connected to your account, integration tokens for your own scripts, and applications you build. <a href={link('ShowApplications')}>Manage applications</a>
              </p>
            </SettingsSection>
          </>
        )}
      </div>
    </main>
  );
}
