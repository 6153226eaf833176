import { taxReminder } from '../../shared/partner/tax-reminder.ts';
import type { Database } from '../db/client.ts';
import { partnersMissingTaxForms } from './partner-queries.ts';
import type { NotificationJob } from '../notifications/index.ts';

/**
 * The daily cron's tax reminders (docs/spec-checklist.md 1 §2.11): each enrolled partner whose forms are missing or
 * invalid and who is at a reminder's stage today gets it, through the jobs queue like every
 * notification. A stage lasts days; the notification's dedupe key (its type and deadline) keeps
 * it to one reminder per stage. Returns how many were queued.
 */
export async function queueTaxReminders(db: Database, queue: Queue<NotificationJob>, now: Date): Promise<number> {
  const partners = await partnersMissingTaxForms(db);
  const jobs = partners.flatMap((partner): NotificationJob[] => {
    const reminder = taxReminder(
      {
        status: partner.status,
        firstWithheldAt: partner.firstWithheldAt?.getTime() ?? null,
        limitedAt: partner.limitedAt?.getTime() ?? null,
        forfeitedAt: partner.forfeitedAt?.getTime() ?? null,
      },
      now.getTime(),
    );
    if (!reminder) return [];
    const deadline =
      partner.forfeitedAt?.getTime() ?? partner.limitedAt?.getTime() ?? partner.firstWithheldAt?.getTime() ?? 0;
    return [
      {
        kind: 'notification',
        event: { kind: 'tax_reminder', actorId: null, userId: partner.id, notificationType: reminder.type, deadline },
        occurredAt: now.getTime(),
      },
    ];
  });
  // the queue takes at most 100 messages a send
  for (let start = 0; start < jobs.length; start += 100)
    await queue.sendBatch(jobs.slice(start, start + 100).map((body) => ({ body })));
  return jobs.length;
}
