import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A "···" disclosure: a button and a list of actions. Escape, a click elsewhere or choosing an
 * item closes it, and focus goes back to the button, so it works by keyboard as any list does.
 */
export function Menu({
  label,
  children,
  className = '',
}: {
  label: string;
  children: (close: () => void) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside closes the menu
    <div
      className={`post-menu ${className}`}
      ref={root}
      onKeyDown={(event) => event.key === 'Escape' && open && close()}
    >
      <button
        ref={toggle}
        type="button"
        className="post-menu__toggle"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((now) => !now)}
      >
        <span className="visually-hidden">{label}</span>
        <span aria-hidden="true">···</span>
      </button>
      {open && (
        <ul className="post-menu__list" id={id}>
          {children(close)}
        </ul>
      )}
    </div>
  );
}
