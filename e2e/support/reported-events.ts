import type { Page } from 'playwright-core';

export interface ReportedEvent {
  readonly eventId: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * Watches what a page reports. Its queue sends 5 s into the page and as the page is left, so an
 * event is either in a send already made or still kept in storage: the answer is both, each
 * event once (by its id), in the order they came.
 */
export function watchReportedEvents(page: Page): () => Promise<ReportedEvent[]> {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/_/batch')) sent.push(request.postData() ?? '[]');
  });
  return async () => {
    const kept = await page.evaluate(() => localStorage.getItem('quire:events') ?? '[]');
    const events = [...sent, kept].flatMap((body) => JSON.parse(body) as ReportedEvent[]);
    return [...new Map(events.map((event) => [event.eventId, event])).values()];
  };
}
