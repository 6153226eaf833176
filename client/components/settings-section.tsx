import type { ReactNode } from 'react';

/**
 * One headed part of a settings page. Its id is the anchor other pages link to (for example
 * /me/settings#security), and the heading names the section for screen readers.
 */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 className="settings__heading" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
