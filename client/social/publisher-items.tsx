import { useState } from 'react';
import { screenSize } from '../../shared/navigation/viewer-kind.ts';
import { publisherMenuItems, type PublisherMenuPage } from '../../shared/social/publisher-menu-items.ts';
import { useToast } from '../shell/use-toast.ts';
import { useLink } from '../state/app-state.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { copyLink } from '../shell/copy-link.ts';

/**
 * The publisher menu's items (docs/spec-checklist.md 1 §2.7) inside a "···" menu, chosen for the screen the menu
 * opened on. `params` fills the routes (the publication's slug).
 */
export function PublisherItems({
  place,
  params,
  close,
}: {
  place: PublisherMenuPage;
  params: Readonly<Record<string, string>>;
  close: () => void;
}) {
  const link = useLink();
  const toast = useToast();
  const [desktopOnly, setDesktopOnly] = useState(false);
  const copy = () => {
    close();
    void copyLink(toast, `${window.location.origin}${window.location.pathname}`, 'Link copied');
  };
  return publisherMenuItems(place, screenSize(window.innerWidth)).map((item, index) => {
    if (item.kind === 'copy-link') {
      return (
        <li key={index}>
          <button type="button" className="link-button" onClick={copy}>
            {item.label}
          </button>
        </li>
      );
    }
    if (item.kind === 'link') {
      return (
        <li key={index}>
          <a className="link-button" href={link(item.route, params)}>
            {item.label}
          </a>
        </li>
      );
    }
    return (
      <li key={index}>
        {item.dialog ? (
          <button type="button" className="link-button" onClick={() => setDesktopOnly(true)}>
            Design your profile
          </button>
        ) : (
          <a className="link-button" href={link('ShowDesign')}>
            Design your profile
          </a>
        )}
        {desktopOnly && (
          <ConfirmDialog
            title="Only available on desktop"
            confirmLabel="Okay, got it"
            cancelLabel={null}
            onConfirm={close}
            onCancel={close}
          >
            <p>To design your profile, view this page from a desktop web browser.</p>
          </ConfirmDialog>
        )}
      </li>
    );
  });
}
