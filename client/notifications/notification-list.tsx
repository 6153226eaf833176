import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { notificationHref } from '../../shared/notifications/notification-href.ts';
import { notificationText, plainText } from '../../shared/notifications/notification-text.ts';
import { Avatar } from '../components/avatar.tsx';
import type { ResultOf } from '../graphql/graphql.ts';
import { PagedList } from '../components/paged-list.tsx';
import { formatDate } from '../format.ts';
import { formatRelativeTime } from '../format-relative-time.ts';
import { useLink } from '../state/app-state.tsx';
import { useHydrated } from '../state/use-hydrated.ts';
import { NotificationsQuery, RESPONSE_TYPES } from './notifications-query.ts';

type Connection = NonNullable<ResultOf<typeof NotificationsQuery>['notificationsConnectionByActivityTypes']>;
type Row = Connection['notifications'][number];

const pageOf = (connection: Connection | null | undefined) =>
  connection ? { items: connection.notifications, next: connection.pagingInfo.next?.to ?? null } : null;

export type NotificationTab = 'all' | 'responses';

export const variablesFor = (tab: NotificationTab, to: string | null = null) => ({
  types: tab === 'responses' ? RESPONSE_TYPES : null,
  to,
});

function NotificationRow({ row, viewerUsername }: { row: Row; viewerUsername: string }) {
  const link = useLink();
  // the server and the browser agree on the date; how long ago is the browser's own clock
  const hydrated = useHydrated();
  const href = notificationHref(row, link, viewerUsername);
  const sentence = notificationText(row);
  const body = (
    <>
      {row.actor ? (
        <Avatar imageId={row.actor.imageId} name={row.actor.name} size={32} />
      ) : (
        <span className="notification__mark" aria-hidden="true" />
      )}
      <span className="notification__text">
        <span>
          {sentence.map((segment, index) =>
            segment.strong ? <strong key={index}>{segment.text}</strong> : <span key={index}>{segment.text}</span>,
          )}
        </span>
        {row.quote?.preview && <q className="notification__quote">{row.quote.preview}</q>}
        <time className="notification__time" dateTime={new Date(row.occurredAt).toISOString()}>
          {hydrated ? formatRelativeTime(row.occurredAt, Date.now()) : formatDate(row.occurredAt)}
        </time>
      </span>
    </>
  );
  return (
    <li className={`notification${row.isUnread ? ' notification--unread' : ''}`}>
      {href ? (
        <a
          className="notification__link"
          href={href}
          aria-label={`${plainText(sentence)}${row.isUnread ? ' (new)' : ''}`}
        >
          {body}
        </a>
      ) : (
        <div className="notification__link">{body}</div>
      )}
    </li>
  );
}

/**
 * The tabs All and Responses over the viewer's notifications (docs/spec-checklist.md 1 §2.11, §4), newest first,
 * with 'Older notifications' for the next page. Used by the bell's panel and /me/notifications.
 */
export function NotificationList({ headingId }: { headingId: string }) {
  const [tab, setTab] = useState<NotificationTab>('all');
  const [{ data, fetching }] = useQuery({ query: NotificationsQuery, variables: variablesFor(tab) });
  const first = pageOf(data?.notificationsConnectionByActivityTypes);
  const viewerUsername = data?.viewer?.username ?? '';
  const tabs: [NotificationTab, string][] = [
    ['all', 'All'],
    ['responses', 'Responses'],
  ];
  return (
    <div className="notifications">
      <div className="notifications__tabs" role="tablist" aria-labelledby={headingId}>
        {tabs.map(([name, label]) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${headingId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${headingId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className="notifications__tab"
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              // the arrow keys move between tabs, as in any tab list
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const other = name === 'all' ? 'responses' : 'all';
              setTab(other);
              document.getElementById(`${headingId}-${other}`)?.focus();
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${headingId}-panel`} aria-labelledby={`${headingId}-${tab}`} aria-busy={fetching}>
        {first ? (
          <PagedList
            key={tab}
            first={first}
            query={NotificationsQuery}
            variables={(to) => variablesFor(tab, to)}
            pick={(more) => pageOf(more?.notificationsConnectionByActivityTypes)}
            render={(rows) => (
              <ul className="notifications__list">
                {rows.map((row) => (
                  <NotificationRow key={row.id} row={row} viewerUsername={viewerUsername} />
                ))}
              </ul>
            )}
            empty={
              tab === 'all' ? 'You’re all caught up. Follows, claps and responses will show here.' : 'No responses yet.'
            }
            moreLabel="Older notifications"
          />
        ) : (
          <p className="feed__empty">{fetching ? 'Loading…' : 'Your notifications could not be loaded.'}</p>
        )}
      </div>
    </div>
  );
}
