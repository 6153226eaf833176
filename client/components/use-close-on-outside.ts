import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (a menu, a panel) when the reader presses Escape (focus goes back to its
 * opener), presses outside it and its opener, or, with `onScroll`, scrolls the page (docs/spec-checklist.md 1 §4).
 */
export function useCloseOnOutside(
  popup: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
  onClose: (returnFocus: boolean) => void,
  { onScroll = false }: { onScroll?: boolean } = {},
): void {
  useEffect(() => {
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !opener.current?.contains(target)) onClose(false);
    };
    const scrolled = () => onClose(false);
    const pressedEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose(true);
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', pressedEscape);
    if (onScroll) window.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', pressedEscape);
      window.removeEventListener('scroll', scrolled);
    };
  }, [popup, opener, onClose, onScroll]);
}
