import { useState } from 'react';
import { upsellSource } from '../../shared/membership/upsell-source.ts';
import { FREE_STORIES_PER_MONTH, READ_NEXT_METER_HIDE_MS } from '../../shared/reading/meter-decision.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useLink } from '../state/app-state.tsx';
import type { MeterReading } from '../state/meter-reading.ts';

const stories = (count: number) => `${count} free member-only ${count === 1 ? 'story' : 'stories'}`;

/**
 * The end of a members-only story's preview: how to read on. Before the meter has answered (and
 * for crawlers and pages without script) it invites membership; then it says which wall the
 * meter put up: create an account (visitors) or become a member (readers past their free stories).
 */
function Paywall({
  wall,
  signedIn,
  readCount,
}: {
  wall: 'REGISTRATION' | 'MEMBERSHIP' | null;
  signedIn: boolean;
  readCount: number;
}) {
  const link = useLink();
  const openSignIn = useSignInPrompt();
  const [title, text] =
    wall === 'REGISTRATION'
      ? [
          'Create an account to read the full story',
          `The writer made this story available to members only. Create a free account to read it: ${stories(FREE_STORIES_PER_MONTH.reader)} a month are on us.`,
        ]
      : wall === 'MEMBERSHIP'
        ? [
            'You’ve read your free member-only stories this month',
            'Become a member to read this story and every other, and support the writers you read.',
          ]
        : ['This story is for members', 'Become a member to read it in full and support the writers you read.'];
  return (
    <aside className="paywall" aria-labelledby="paywall-title">
      <h2 className="paywall__title" id="paywall-title">
        {title}
      </h2>
      <p>{text}</p>
      {signedIn ? (
        <a
          className="button button--primary"
          href={`${link('ShowPay')}?source=${upsellSource('upgrade_membership', 'paywall')}`}
          data-event="upsell.clicked"
          data-event-target="paywall"
        >
          Become a member
        </a>
      ) : (
        <a
          className="button button--primary"
          href={`${link('ShowSignIn')}?operation=register`}
          onClick={(event) => {
            event.preventDefault();
            openSignIn({ operation: 'register', entry: 'read_exclusive', subject: { readCount } });
          }}
        >
          Create an account to read on
        </a>
      )}
    </aside>
  );
}

/** docs/spec-checklist.md 3 §4's stored "hide time for the read-next meter". */
const HIDDEN_AT_KEY = 'quire.readNextMeterHiddenAt';

/** After a story the meter opened: what is left this month, until the reader hides it for a day (docs/spec-checklist.md 3 §9). */
function ReadNextMeter({ left, signedIn }: { left: number; signedIn: boolean }) {
  const link = useLink();
  const [hidden, setHidden] = useState(
    () => Date.now() - Number(localStorage.getItem(HIDDEN_AT_KEY)) < READ_NEXT_METER_HIDE_MS,
  );
  if (hidden) return null;
  return (
    <aside className="meter" aria-label="Your free stories">
      <p>
        {left === 0
          ? 'That was your last free member-only story this month.'
          : `You have ${stories(left)} left this month.`}{' '}
        {signedIn ? (
          <a
            href={`${link('ShowPay')}?source=${upsellSource('upgrade_membership', 'read-next-meter')}`}
            data-event="upsell.clicked"
            data-event-target="read-next-meter"
          >
            Become a member
          </a>
        ) : (
          <a href={`${link('ShowSignIn')}?operation=register`}>Sign up for more</a>
        )}
      </p>
      <button
        type="button"
        className="meter__hide"
        aria-label="Hide for a day"
        data-event="popover.dismissed"
        data-event-target="read-next-meter"
        onClick={() => {
          localStorage.setItem(HIDDEN_AT_KEY, String(Date.now()));
          setHidden(true);
        }}
      >
        ×
      </button>
    </aside>
  );
}

/** What the meter says under a story: the paywall after a preview, or the read-next meter after a story it opened. */
export default function MeterNotice({
  paywalled,
  reading,
  signedIn,
}: {
  paywalled: boolean;
  reading: MeterReading;
  signedIn: boolean;
}) {
  if (paywalled) return <Paywall wall={reading.wall} signedIn={signedIn} readCount={reading.month} />;
  return reading.freeStoriesLeft === null ? null : <ReadNextMeter left={reading.freeStoriesLeft} signedIn={signedIn} />;
}
