import { isBot } from '../../shared/is-bot.ts';
import { READING_EVENTS } from '../../shared/stats/reading-events.ts';
import { trafficSource } from '../../shared/stats/traffic-source.ts';
import type { ReportedEvent } from './event-batch-body.ts';

const READING_TYPES: ReadonlySet<string> = new Set(Object.values(READING_EVENTS));

export const isReadingEvent = (event: Pick<ReportedEvent, 'type'>): boolean => READING_TYPES.has(event.type);

/**
 * Reported events as the stats want them: a crawler's reading events are dropped (it reads
 * nothing), and each view learns where its reader came from while the request still says which
 * hosts are ours. The referrer is the browser's word, so it only ever picks a traffic source.
 */
export function prepareReadingEvents(
  events: readonly ReportedEvent[],
  request: { userAgent: string | undefined; isOwnHost: (host: string) => boolean },
): ReportedEvent[] {
  const bot = isBot(request.userAgent);
  return events.flatMap((event) => {
    if (!isReadingEvent(event)) return [event];
    if (bot) return [];
    if (event.type !== READING_EVENTS.view) return [event];
    const referrer = typeof event.data['referrer'] === 'string' ? event.data['referrer'] : '';
    const referrerSource = typeof event.data['referrerSource'] === 'string' ? event.data['referrerSource'] : undefined;
    const { source, host } = trafficSource({ referrer, referrerSource, isOwnHost: request.isOwnHost });
    return [{ ...event, data: { ...event.data, trafficSource: source, trafficHost: host } }];
  });
}
