import { useState } from 'react';
import { upsellSource } from '../../shared/membership/upsell-source.ts';
import { GIFT_PLAN_IDS } from '../../shared/constants.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useConfig, useLink } from '../state/app-state.tsx';

/**
 * The gift dialog opened by `#giftMembership` (docs/spec-checklist.md 1 §2.12; the plans of §9): one
 * membership or a group's, then on to the gift plans with the chosen plan.
 */
export default function GiftDialog({ onClose }: { onClose: () => void }) {
  const { productName } = useConfig();
  const link = useLink();
  const [planId, setPlanId] = useState<string>(GIFT_PLAN_IDS.gift);
  return (
    <ConfirmDialog
      title="Gift a membership"
      confirmLabel="Choose your gift"
      cancelLabel="Not now"
      onConfirm={() =>
        window.location.assign(
          `${link('ShowGiftPlans')}?${new URLSearchParams({ planId, source: upsellSource('gift_membership', 'gift-dialog') }).toString()}`,
        )
      }
      onCancel={onClose}
    >
      <p>{`Give the people you care about unlimited reading on ${productName}, and support the writers they love.`}</p>
      <fieldset className="settings-form__group">
        <legend className="visually-hidden">Gift</legend>
        <label className="choice">
          <input
            type="radio"
            name="gift-plan"
            checked={planId === GIFT_PLAN_IDS.gift}
            onChange={() => setPlanId(GIFT_PLAN_IDS.gift)}
          />
          One membership <span className="choice__hint">for a friend</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="gift-plan"
            checked={planId === GIFT_PLAN_IDS.groupGift}
            onChange={() => setPlanId(GIFT_PLAN_IDS.groupGift)}
          />
          Memberships for a group <span className="choice__hint">a team, a class, a family</span>
        </label>
      </fieldset>
    </ConfirmDialog>
  );
}
