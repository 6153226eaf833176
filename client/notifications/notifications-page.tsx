import { useEffect, useId } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { NotificationList, variablesFor } from './notification-list.tsx';
import { NotificationsQuery, UpdateActivityLastViewed } from './notifications-query.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

export const notificationsData = definePageData({
  query: NotificationsQuery,
  variables: () => variablesFor('all'),
  status: () => 200,
});

/** /me/notifications (docs/spec-checklist.md 1 §2.1 ShowYourNotifications): the bell's panel as a page; seeing it counts as opening the bell. */
export default function NotificationsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const headingId = useId();
  const [{ data }] = useQuery({ query: NotificationsQuery, variables: variablesFor('all') });
  const [, markViewed] = useMutation(UpdateActivityLastViewed);
  const signedIn = Boolean(data?.viewer);
  useEffect(() => {
    if (signedIn) void markViewed({});
  }, [signedIn, markViewed]);
  return (
    <main className="page" id="main">
      <title>{`Notifications – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title" id={headingId}>
          Notifications
        </h1>
        {signedIn ? (
          <NotificationList headingId={headingId} />
        ) : (
          <p>
            <a href={signInHref(link, navigation.path)}>Sign in</a> to see your notifications.
          </p>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ notifications: { data: notificationsData } });
