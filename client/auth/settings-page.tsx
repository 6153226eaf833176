import { useEffect } from 'react';
import { useQuery } from '../data/use-query.ts';
import { AvatarForm } from './avatar-form.tsx';
import { FreshProofProvider } from './fresh-proof.tsx';
import { PasskeyFields } from './passkey-operations.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { UsernameForm } from './username-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SessionFields, SessionsList } from './sessions-list.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';
import { VerifyEmailForm } from './verify-email-form.tsx';
import { WriterDomainFields, WriterDomainSettings } from './writer-domain-settings.tsx';
import { MutedLists, TippingForm, WriterSwitch, type MuteTab } from './writer-settings-sections.tsx';
import { FediverseFields, FediverseSettings } from './fediverse-settings.tsx';
import { InstallApp } from './install-app.tsx';
import { NotificationEmailFields, NotificationEmailSwitches } from '../notifications/notification-email-switches.tsx';
import { NotificationModeSettings } from '../notifications/notification-mode-settings.tsx';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { SettingsSection } from '../components/settings-section.tsx';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const SettingsQuery = graphql(
  `
  query SettingsPageQuery {
    federates
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
      imageId
      tippingUrl
      promotesSubscriptions
      promotesMemberships
      allowsPrivateNotes
      hidesExternalServices
      notificationMode
      notificationEmailSettings {
        ...NotificationEmailFields
      }
      mutedUsers {
        id
        name
        mediumUrl
      }
      mutedCollections {
        id
        name
        mediumUrl
      }
      ...WriterDomainFields
      ...FediverseFields
      sessions {
        ...SessionFields
      }
      passkeys {
        ...PasskeyFields
      }
    }
  }
`,
  [SessionFields, PasskeyFields, WriterDomainFields, FediverseFields, NotificationEmailFields],
);

/** The settings routes of their own (docs/spec-checklist.md 3 §2), by the section each opens at. */
const SECTION_OF_ROUTE: Readonly<Record<string, string>> = {
  ShowTippingSettings: 'tipping',
  ShowCustomDomainSettings: 'custom-domain',
  ShowPromoteSubscriptionsSettings: 'promote-subscriptions',
  ShowPromoteMembershipsSettings: 'promote-memberships',
  ShowMuteSettings: 'mute',
  ShowMuteSettingsTab: 'mute',
  ShowMobileBetaSettings: 'mobile-beta',
};

export const settingsData = definePageData({ query: SettingsQuery, variables: () => ({}), status: () => 200 });

/**
 * Settings: the profile readers see, the account's username, membership (with the link that
 * refers readers), security, newsletters and applications. /me/settings/{setting} opens at the
 * section of that name.
 */
export default function SettingsPage() {
  const { productName, authOrigin } = useConfig();
  const link = useLink();
  const { params, routeName } = useNavigation();
  const [{ data }] = useQuery({ query: SettingsQuery });
  const viewer = data?.viewer;
  const section = SECTION_OF_ROUTE[routeName] ?? params['setting'];
  const muteTab: MuteTab = params['activeTab'] === 'publications' ? 'publications' : 'people';
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
              <AvatarForm name={viewer.name} imageId={viewer.imageId} />
              <ProfileForm name={viewer.name} bio={viewer.bio} twitterScreenName={viewer.twitterScreenName} />
            </SettingsSection>
            <SettingsSection id="account" title="Account">
              <FreshProofProvider
                account={{
                  hasPassword: viewer.hasPassword === true,
                  twoFactorMethod: viewer.twoFactorMethod,
                  hasPasskey: viewer.passkeys.length > 0,
                }}
              >
                <UsernameForm username={viewer.username} />
              </FreshProofProvider>
            </SettingsSection>
            <SettingsSection id="membership" title="Membership">
              <p className="settings__row">
                {viewer.mediumMemberAt ? (
                  <>
                    Member since {formatDate(viewer.mediumMemberAt)}.{' '}
                    <a href={link('ShowCancelMembership')}>Cancel membership</a>
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
              <FreshProofProvider
                account={{
                  hasPassword: viewer.hasPassword === true,
                  twoFactorMethod: viewer.twoFactorMethod,
                  hasPasskey: viewer.passkeys.length > 0,
                }}
              >
                <VerifyEmailForm pending={viewer.unverifiedEmail} current={viewer.email} />
                <PasswordForm
                  hasPassword={viewer.hasPassword === true}
                  personal={[viewer.email, viewer.name, viewer.username]}
                />
                <TwoFactorSetup userId={viewer.id} enabled={viewer.twoFactorMethod !== null} />
                <PasskeysSection initial={viewer.passkeys} />
              </FreshProofProvider>
              <SessionsList initial={viewer.sessions} />
            </SettingsSection>
            <SettingsSection id="custom-domain" title="Custom domain">
              <WriterDomainSettings writer={viewer} />
            </SettingsSection>
            <SettingsSection id="tipping" title="Tipping">
              <p className="settings__row">
                A link where readers can thank you with a tip (Ko-fi, PayPal.me, Buy Me a Coffee…). It shows on your
                profile.
              </p>
              <TippingForm tippingUrl={viewer.tippingUrl} />
            </SettingsSection>
            <SettingsSection id="promote-subscriptions" title="Promote subscriptions">
              <WriterSwitch
                label="End my stories with an invitation to get them by e-mail"
                setting="promoteSubscriptions"
                on={viewer.promotesSubscriptions}
              />
            </SettingsSection>
            <SettingsSection id="promote-memberships" title="Promote memberships">
              <WriterSwitch
                label={`Invite readers on my profile to become ${productName} members through my membership link`}
                setting="promoteMemberships"
                on={viewer.promotesMemberships}
              />
            </SettingsSection>
            <SettingsSection id="private-notes" title="Private notes">
              <WriterSwitch
                label="Let readers leave me private notes on passages of my stories"
                setting="allowPrivateNotes"
                on={viewer.allowsPrivateNotes}
              />
            </SettingsSection>
            <SettingsSection id="external-services" title="External services">
              <WriterSwitch
                label="Hide my X and fediverse handles from my profile and the previews of my stories"
                setting="hideExternalServices"
                on={viewer.hidesExternalServices}
              />
            </SettingsSection>
            <SettingsSection id="notifications" title="Notifications">
              <NotificationModeSettings mode={viewer.notificationMode ?? 'ALL'} />
              {viewer.notificationEmailSettings && (
                <NotificationEmailSwitches
                  email={viewer.notificationEmailSettings.email}
                  off={viewer.notificationEmailSettings.off}
                  digestFrequency={viewer.notificationEmailSettings.digestFrequency}
                />
              )}
            </SettingsSection>
            <SettingsSection id="mute" title="Muted">
              <MutedLists tab={muteTab} people={viewer.mutedUsers} publications={viewer.mutedCollections} />
            </SettingsSection>
            {data.federates && (
              <SettingsSection id="fediverse" title="Fediverse">
                <FediverseSettings viewer={viewer} />
              </SettingsSection>
            )}
            <SettingsSection id="mobile-beta" title="Mobile beta">
              <InstallApp />
            </SettingsSection>
            <SettingsSection id="your-data" title="Your data">
              <p className="settings__row">
                Download everything you made here, or delete your account. <a href={link('ShowExport')}>Your data</a>
              </p>
              <p className="settings__row">
                What you reported, and what the moderators decided. <a href={link('ShowYourReports')}>Your reports</a>
              </p>
            </SettingsSection>
            <SettingsSection id="newsletters" title="Newsletters">
              <p className="settings__row">
                The writers and publications whose stories come to you by e-mail.{' '}
                <a href={link('ShowYourNewsletters')}>Manage your subscriptions</a>
              </p>
              <p className="settings__row">
                Readers who get your stories by e-mail: <a href={link('ShowSubscribersImport')}>import a list</a> or{' '}
                <a href={link('ShowSubscribersConfirmExport')}>export yours</a>.
              </p>
            </SettingsSection>
            <SettingsSection id="applications" title="Applications">
              <p className="settings__row">
                Applications connected to your account, integration tokens for your own scripts, and applications you
                build. <a href={link('ShowApplications')}>Manage applications</a>
              </p>
            </SettingsSection>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ settings: { data: settingsData } });
