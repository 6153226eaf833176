import { useEffect, useState } from 'react';
import {
  FIRST_USE_TOOLTIP_DELAY_MS,
  FIRST_USE_TOOLTIP_FLAG,
  tooltipVisibleAfterScroll,
} from '../../shared/navigation/first-use-tooltip.ts';
import { useDismissFlag } from '../shell/dismiss-flag.ts';

/**
 * The first-use tooltip of the global navigation (docs/spec-checklist.md 1 §2.12, §4): for a signed-in reader who
 * has not dismissed it, it shows where their things live, hides while they scroll down and
 * comes back near the top. 'Got it' dismisses it for good (DismissFlag).
 */
export default function FirstUseTooltip() {
  const { dismissed, dismiss } = useDismissFlag(FIRST_USE_TOOLTIP_FLAG);
  const [entered, setEntered] = useState(false);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setEntered(true), FIRST_USE_TOOLTIP_DELAY_MS);
    let previousY = scrollY;
    const scrolled = () => {
      const [from, to] = [previousY, scrollY];
      setVisible((now) => tooltipVisibleAfterScroll(now, from, to));
      previousY = to;
    };
    addEventListener('scroll', scrolled, { passive: true });
    return () => {
      clearTimeout(timer);
      removeEventListener('scroll', scrolled);
    };
  }, []);
  if (dismissed || !entered || !visible) return null;
  return (
    <div className="first-use-tooltip" role="note" aria-label="Getting around">
      <p>Search finds stories, people and publications. Your stories, lists and settings are under your picture.</p>
      <button
        type="button"
        className="button button--primary"
        onClick={dismiss}
        data-event="popover.dismissed"
        data-event-target={FIRST_USE_TOOLTIP_FLAG}
      >
        Got it
      </button>
    </div>
  );
}
