import { lazy, Suspense, useState } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { publicationMenuItems } from '../../shared/social/user-actions.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useAppState } from '../state/app-state.tsx';
import { Menu } from '../components/menu.tsx';
import { PublisherItems } from '../social/publisher-items.tsx';

/** Only a reader who reports loads the dialog. */
const ReportDialog = lazy(() =>
  import('../moderation/report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

const MuteCollection = graphql(`
  mutation MuteCollection($targetCollectionId: ID!) {
    muteCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ... on Collection {
        id
        viewerEdge {
          id
          isMuting
        }
      }
    }
  }
`);

const UnmuteCollection = graphql(`
  mutation UnmuteCollection($targetCollectionId: ID!) {
    unmuteCollection(targetCollectionId: $targetCollectionId) {
      __typename
      ... on Collection {
        id
        viewerEdge {
          id
          isMuting
        }
      }
    }
  }
`);

const ITEM_LABELS = {
  mute: 'Mute this publication',
  unmute: 'Unmute this publication',
  report: 'Report this publication',
} as const;

interface MenuCollection {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly isEditor: boolean;
  readonly isCreator: boolean;
  readonly hideAboutLink: boolean;
  readonly isMuting: boolean;
}

/**
 * A publication's "···" menu: the publisher menu of docs/spec-checklist.md 1 §2.7, then mute or unmute (the specification
 * §4; hidden for its editors, docs/spec-checklist.md 1 §5) and report.
 */
export function PublicationMenu({ collection }: { collection: MenuCollection }) {
  const { session } = useAppState();
  const toast = useToast();
  const [, mute] = useMutation(MuteCollection);
  const [, unmute] = useMutation(UnmuteCollection);
  const [reporting, setReporting] = useState(false);
  const items = publicationMenuItems({
    signedIn: session.isLoggedInCookie,
    isEditor: collection.isEditor || collection.isCreator,
    isMuting: collection.isMuting,
  });
  const place = {
    page: 'publication',
    isEditor: collection.isEditor,
    isCreator: collection.isCreator,
    hideAboutLink: collection.hideAboutLink,
  } as const;
  const mutes = (item: 'mute' | 'unmute') => {
    const variables = { targetCollectionId: collection.id };
    void (item === 'mute' ? mute(variables) : unmute(variables)).then((result) => {
      const answer =
        result.data && ('muteCollection' in result.data ? result.data.muteCollection : result.data.unmuteCollection);
      if (result.error || answer?.__typename !== 'Collection') toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      else
        toast({
          message:
            item === 'mute'
              ? `${collection.name} is muted. Its stories will no longer appear in your feeds.`
              : `${collection.name} has been unmuted.`,
        });
    });
  };
  return (
    <>
      <Menu label={`More actions for ${collection.name}`}>
        {(close) => [
          <PublisherItems key="publisher" place={place} params={{ collectionSlug: collection.slug }} close={close} />,
          ...items.map((item) => (
            <li key={item}>
              <button
                type="button"
                className={`link-button${item === 'report' ? ' link-button--danger' : ''}`}
                onClick={() => {
                  close();
                  if (item === 'report') setReporting(true);
                  else mutes(item);
                }}
              >
                {ITEM_LABELS[item]}
              </button>
            </li>
          )),
        ]}
      </Menu>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            subject="PUBLICATION"
            id={collection.id}
            name={collection.name}
            onDone={() => setReporting(false)}
          />
        </Suspense>
      )}
    </>
  );
}
