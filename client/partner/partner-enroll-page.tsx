import { useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { ENROLL_STEPS, isEnrollStep, stepReached, type EnrollStep } from '../../shared/partner/enrollment.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { TAX_STATUS_WORDS } from './tax-status-words.ts';
import { definePages } from '../pages/define-page.ts';

const PartnerEnrollQuery = graphql(`
  query PartnerEnrollPageQuery {
    partnerProgram {
      id
      enrollment
      step
      ineligibleReasons
      country
      countries {
        code
        name
      }
      hasPayoutAccount
      detailsSubmitted
      taxDocumentStatus
    }
  }
`);

const ChooseCountry = graphql(`
  mutation ChoosePayoutCountry($country: String!) {
    choosePayoutCountry(country: $country) {
      __typename
      ... on PartnerProgram {
        id
        step
        country
      }
      ... on Failure {
        message
      }
    }
  }
`);

const StartOnboarding = graphql(`
  mutation StartPayoutOnboarding {
    startPayoutOnboarding {
      __typename
      ... on StripeLink {
        url
      }
      ... on Failure {
        message
      }
    }
  }
`);

const Join = graphql(`
  mutation JoinPartnerProgram {
    joinPartnerProgram {
      __typename
      ... on PartnerProgram {
        id
        enrollment
        step
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const partnerEnrollData = definePageData({
  query: PartnerEnrollQuery,
  variables: () => ({}),
  status: () => 200,
});

const STEP_TITLES: Readonly<Record<EnrollStep, string>> = {
  eligibility: 'Eligibility',
  country: 'Country',
  payouts: 'Payouts',
  taxes: 'Tax forms',
};

/**
 * /me/partner/enroll/{step} (and /me/settings/payout/setup, the payouts step): the Partner
 * Program's steps in order. A step not reached yet shows the one the writer is at; the server
 * checks each step again.
 */
export default function PartnerEnrollPage() {
  const { productName } = useConfig();
  const { navigation, session } = useAppState();
  const link = useLink();
  const [{ data }] = useQuery({ query: PartnerEnrollQuery });
  const [error, setError] = useState<string | null>(null);
  const [chooseState, choose] = useMutation(ChooseCountry);
  const [onboardState, onboard] = useMutation(StartOnboarding);
  const [joinState, join] = useMutation(Join);
  const [agreed, setAgreed] = useState(false);
  const program = data?.partnerProgram ?? null;
  const asked = navigation.routeName === 'ShowPayoutSetup' ? 'payouts' : (navigation.params['step'] ?? '');
  const current = program?.step && isEnrollStep(program.step) ? program.step : null;
  const step: EnrollStep | null = isEnrollStep(asked) && stepReached(asked, current) ? asked : current;
  const [country, setCountry] = useState(program?.country ?? '');
  const go = (next: string) => window.location.assign(next);
  const onCountry = (event: FormEvent) => {
    event.preventDefault();
    void choose({ country }).then((result) => {
      const answer = result.data?.choosePayoutCountry;
      if (answer?.__typename === 'PartnerProgram') go(link('ShowPartnerEnrollStep', { step: 'payouts' }));
      else setError(failureMessage(answer, RETRYABLE_ERROR));
    });
  };
  const onPayouts = () =>
    void onboard({}).then((result) => {
      const answer = result.data?.startPayoutOnboarding;
      if (answer?.__typename === 'StripeLink') go(answer.url);
      else setError(failureMessage(answer, RETRYABLE_ERROR));
    });
  const onJoin = (event: FormEvent) => {
    event.preventDefault();
    void join({}).then((result) => {
      const answer = result.data?.joinPartnerProgram;
      if (answer?.__typename === 'PartnerProgram') go(link('ShowPartnerDashboard'));
      else setError(failureMessage(answer, RETRYABLE_ERROR));
    });
  };

  const body = (() => {
    if (!session.isLoggedInCookie || !program)
      return <p className="page__lede">Sign in to join the Partner Program.</p>;
    if (program.enrollment === 'ENROLLED')
      return (
        <p className="page__lede">
          You are in the Partner Program. <a href={link('ShowPartnerDashboard')}>See your earnings</a>
        </p>
      );
    switch (step) {
      case 'eligibility':
        return program.ineligibleReasons.length > 0 ? (
          <>
            <p className="page__lede">
              {program.enrollment === 'PERMISSION_DENIED'
                ? 'Your account cannot join the Partner Program.'
                : 'A few things first:'}
            </p>
            <ul className="enroll__reasons">
              {program.ineligibleReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className="page__lede">
              You can join. Members’ fees pay writers for the time members spend reading their members-only stories.
            </p>
            <a className="button button--primary" href={link('ShowPartnerEnrollStep', { step: 'country' })}>
              Continue
            </a>
          </>
        );
      case 'country':
        return (
          <form className="enroll__form" onSubmit={onCountry}>
            <label className="field">
              <span className="field__label">Where do you live and get paid?</span>
              <select
                className="field__input"
                name="country"
                value={country}
                onChange={(event) => setCountry(event.target.value)}
                required
              >
                <option value="">Choose a country</option>
                {program.countries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button button--primary" disabled={chooseState.fetching || !country}>
              Continue
            </button>
          </form>
        );
      case 'payouts':
        return (
          <>
            <p className="page__lede">
              Stripe pays you. On Stripe’s secure pages you give your bank details, confirm who you are and fill in your
              tax forms; then you come back here.
            </p>
            <button
              type="button"
              className="button button--primary"
              disabled={onboardState.fetching}
              onClick={onPayouts}
            >
              {program.hasPayoutAccount ? 'Continue setting up payouts' : 'Set up payouts with Stripe'}
            </button>
          </>
        );
      case 'taxes':
        return (
          <form className="enroll__form" onSubmit={onJoin}>
            <p className="page__lede">{`Your tax forms: ${TAX_STATUS_WORDS[program.taxDocumentStatus ?? 0] ?? TAX_STATUS_WORDS[0]}. You can join now; earnings are paid once Stripe has approved them.`}</p>
            <label className="checkbox">
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} required />
              <span>
                I accept the <a href={link('ShowPartnerProgram')}>Partner Program terms</a>.
              </span>
            </label>
            <button type="submit" className="button button--primary" disabled={joinState.fetching || !agreed}>
              Join the Partner Program
            </button>
          </form>
        );
      default:
        return null;
    }
  })();

  const heading = program?.enrollment === 'ENROLLED' ? 'Partner Program' : 'Join the Partner Program';
  return (
    <main className="page" id="main">
      <title>{`${heading} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{heading}</h1>
        {program && program.enrollment !== 'ENROLLED' && (
          <ol className="enroll__steps">
            {ENROLL_STEPS.map((name) => (
              <li
                key={name}
                aria-current={name === step ? 'step' : undefined}
                className={name === step ? 'enroll__step enroll__step--current' : 'enroll__step'}
              >
                {stepReached(name, current) && name !== step ? (
                  <a href={link('ShowPartnerEnrollStep', { step: name })}>{STEP_TITLES[name]}</a>
                ) : (
                  STEP_TITLES[name]
                )}
              </li>
            ))}
          </ol>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        {body}
      </div>
    </main>
  );
}

export const pages = definePages({ 'partner-enroll': { data: partnerEnrollData } });
