import { useEffect, type RefObject } from 'react';
import { nextBarScroll, type BarScroll, type BarScrollMode } from '../../shared/navigation/bar-scroll.ts';

/**
 * Moves the top bar with the page's scrolling (docs/spec-checklist.md 1 §4, shared/navigation/bar-scroll.ts). It
 * stays put while the search popover is open: the popover locks the bar.
 */
export function useBarScroll(bar: RefObject<HTMLElement | null>, mode: BarScrollMode): void {
  useEffect(() => {
    const header = bar.current;
    if (!header) return;
    let state: BarScroll = { offset: 0, y: scrollY, turn: scrollY };
    const scrolled = () => {
      state = nextBarScroll(state, scrollY, header.offsetHeight, mode, header.querySelector('.predictive') !== null);
      header.style.transform = state.offset ? `translateY(-${state.offset}px)` : '';
    };
    addEventListener('scroll', scrolled, { passive: true });
    return () => removeEventListener('scroll', scrolled);
  }, [bar, mode]);
}
