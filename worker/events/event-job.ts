import type { ReportedEvent } from './event-batch-body.ts';

/** A message on the jobs queue: reported events to store, with who reported them. */
export interface EventJob {
  readonly kind: 'events';
  readonly events: readonly ReportedEvent[];
  readonly userId: string | null;
}
