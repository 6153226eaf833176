import { useEffect, useState } from 'react';
import { useConfig } from '../state/app-state.tsx';

/** Chromium's install prompt, which the browser offers once the site can be installed. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The Mobile beta section: the app is the site installed from the browser (its manifest is
 * /manifest.webmanifest), opening full screen from the home screen. Where the browser offers to
 * install it, a button asks; elsewhere (Safari, or a browser that offers it in its own menu)
 * the steps say how.
 */
export function InstallApp() {
  const { productName } = useConfig();
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const done = () => setInstalled(true);
    addEventListener('beforeinstallprompt', offered);
    addEventListener('appinstalled', done);
    if (matchMedia('(display-mode: standalone)').matches) setInstalled(true);
    return () => {
      removeEventListener('beforeinstallprompt', offered);
      removeEventListener('appinstalled', done);
    };
  }, []);
  const install = () => {
    if (!offer) return;
    void offer
      .prompt()
      .then(() => offer.userChoice.then(({ outcome }) => (outcome === 'accepted' ? setInstalled(true) : undefined)));
    setOffer(null);
  };
  return (
    <>
      <p className="settings__row">
        The {productName} app is in beta: it is this site, installed on your phone. It opens full screen from your home
        screen, with every feature, and updates itself.
      </p>
      {installed ? (
        <p className="settings__row" role="status">
          {productName} is installed on this device.
        </p>
      ) : offer ? (
        <p className="settings__row">
          <button type="button" className="button button--primary" onClick={install}>
            Install {productName}
          </button>
        </p>
      ) : (
        <ul className="settings__row">
          <li>On an iPhone or iPad, in Safari: tap Share, then “Add to Home Screen”.</li>
          <li>On Android, in Chrome: open the menu (⋮), then “Install app” or “Add to Home screen”.</li>
        </ul>
      )}
    </>
  );
}
