import type { ReactNode } from 'react';
import { upsellSource } from '../../shared/membership/upsell-source.ts';
import { GIFT_PLAN_IDS } from '../../shared/membership/gifts.ts';
import { PLAN_PRICES } from '../../shared/membership/plans.ts';
import { MEMBER_SHARE_CENTS } from '../../shared/partner/earnings.ts';
import { PAYOUT_COUNTRIES } from '../../shared/partner/enrollment.ts';
import { formatCents } from '../format.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePages } from '../pages/define-page.ts';

type LinkBuilder = ReturnType<typeof useLink>;

interface Landing {
  readonly title: string;
  readonly lede: string;
  readonly points: readonly { readonly heading: string; readonly text: string }[];
  readonly actions: (link: LinkBuilder) => ReactNode;
  readonly footnote?: string;
}

const TERMS_UPDATED = 'Last updated August 11, 2021.';

/** The marketing pages of docs/spec-checklist.md 3 §2 and the program's terms: words and ways in, no data. */
const LANDINGS = (productName: string): Readonly<Record<string, Landing>> => ({
  ShowMembershipLanding: {
    title: `Become a ${productName} member`,
    lede: `Every story on ${productName}, without limits, and the writers you read are paid for it.`,
    points: [
      { heading: 'Read without limits', text: 'Members-only stories open, no monthly meter, on every device.' },
      {
        heading: 'Pay the writers you read',
        text: `Half of your fee goes to the writers whose members-only stories you spend time with, in proportion to that time.`,
      },
      { heading: 'No ads, ever', text: 'Nothing on the page but the writing.' },
    ],
    actions: (link) => (
      <>
        <a className="button button--primary button--large" href={link('ShowPay')}>
          {`Become a member: ${PLAN_PRICES.monthly.amount} a month or ${PLAN_PRICES.yearly.amount} a year`}
        </a>
        <a className="button button--outline" href={link('ShowGiftLanding')}>
          Give a membership
        </a>
      </>
    ),
  },
  ShowGiftLanding: {
    title: `Give ${productName}`,
    lede: 'A membership for someone who loves to read: a month or a year of every story, without limits.',
    points: [
      {
        heading: 'For one reader',
        text: `They get an e-mail with a code and a link; a month costs ${PLAN_PRICES.monthly.amount}, a year ${PLAN_PRICES.yearly.amount}.`,
      },
      { heading: 'For a team or a class', text: 'Buy 2 to 25 memberships at once and hand out the codes yourself.' },
      { heading: 'Already a member?', text: 'A gift adds its months after the membership they have.' },
    ],
    actions: (link) => (
      <>
        <a
          className="button button--primary button--large"
          href={`${link('ShowGiftPlans')}?planId=${GIFT_PLAN_IDS.gift}&source=${upsellSource('gift_membership', 'gift-landing')}`}
        >
          Give one membership
        </a>
        <a className="button button--outline" href={link('ShowGroupGift')}>
          Give several
        </a>
        <a href={link('ShowRedeem')}>Redeem a gift</a>
      </>
    ),
  },
  ShowEarnLanding: {
    title: 'Get paid for your writing',
    lede: `Join the ${productName} Partner Program: your members-only stories earn every time members read them.`,
    points: [
      {
        heading: 'Paid for reading time',
        text: `Each month, half of every member's fee (${formatCents(MEMBER_SHARE_CENTS.monthly)} of a monthly one) is divided among the stories they read, in proportion to the time they spent.`,
      },
      {
        heading: 'Paid by Stripe',
        text: `Payouts go to your bank through Stripe, in ${Object.keys(PAYOUT_COUNTRIES).length} countries; Stripe collects your tax forms.`,
      },
      { heading: 'Your stories stay yours', text: 'Leave whenever you like; your stories stay where they are.' },
    ],
    actions: (link) => (
      <>
        <a className="button button--primary button--large" href={link('ShowPartnerEnroll')}>
          Apply to the Partner Program
        </a>
        <a href={link('ShowPartnerProgram')}>Read the terms</a>
      </>
    ),
  },
  ShowPartnerProgram: {
    title: 'Partner Program terms',
    lede: `How ${productName} pays writers, in plain words.`,
    points: [
      {
        heading: 'Who can join',
        text: `Members who have published at least one story, live in a country where Stripe pays out, and whose account is in good standing.`,
      },
      {
        heading: 'What earns',
        text: 'Members-only stories you publish while enrolled. Time members spend reading them counts; your own reading, and readers who are not members, do not.',
      },
      {
        heading: 'How earnings are counted',
        text: `Each calendar month, half of each member's fee is divided among the enrolled stories that member read, in proportion to their reading time. Amounts are in whole cents and add up to the members' share exactly.`,
      },
      {
        heading: 'What does not earn',
        text: 'Stories that only ask readers to do something (calls to action), stories about the platform itself, and writers whose earnings are on hold.',
      },
      {
        heading: 'Bonuses and guarantees',
        text: 'A story may be awarded a bonus, paid on top. A story with a guarantee paid in advance earns towards it first; once met, its earnings are paid as usual.',
      },
      {
        heading: 'Payouts and taxes',
        text: 'Stripe pays you and collects your tax forms. Earnings wait until Stripe has approved them, and are forfeited if they are never approved.',
      },
      {
        heading: 'Leaving',
        text: 'You can leave at any time; your members-only stories then stop earning. Earnings already made are still paid.',
      },
    ],
    actions: (link) => (
      <a className="button button--primary" href={link('ShowPartnerEnroll')}>
        Apply to the Partner Program
      </a>
    ),
    footnote: TERMS_UPDATED,
  },
});

/** /membership, /gift, /earn and /m/partner-program. */
export default function LandingPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const landing = LANDINGS(productName)[navigation.routeName] ?? LANDINGS(productName)['ShowMembershipLanding'];
  if (!landing) return null;
  return (
    <main className="page landing" id="main">
      <title>{`${landing.title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="landing__title">{landing.title}</h1>
        <p className="landing__lede">{landing.lede}</p>
        <div className="landing__points">
          {landing.points.map((point) => (
            <section key={point.heading} className="landing__point">
              <h2 className="landing__heading">{point.heading}</h2>
              <p>{point.text}</p>
            </section>
          ))}
        </div>
        <div className="landing__actions">{landing.actions(link)}</div>
        {landing.footnote && <p className="landing__footnote">{landing.footnote}</p>}
      </div>
    </main>
  );
}

export const pages = definePages({ landing: {} });
