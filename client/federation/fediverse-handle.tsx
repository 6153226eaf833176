import { copyLink } from '../shell/copy-link.ts';
import { useToast } from '../shell/use-toast.ts';

/** A writer's fediverse handle on their profile, with a button that copies it for a Mastodon search box. */
export function FediverseHandle({ handle }: { handle: string }) {
  const toast = useToast();
  return (
    <p className="profile__fediverse">
      <span>Follow on the fediverse:</span> <code className="profile__handle">{handle}</code>{' '}
      <button type="button" className="link-button" onClick={() => void copyLink(toast, handle, 'Handle copied')}>
        Copy<span className="visually-hidden"> the fediverse handle</span>
      </button>
    </p>
  );
}
