/** A story whose readers clapped: its count is set from their rows by the jobs queue, a batch at a time. */
export interface ClapCountJob {
  readonly kind: 'clap_count';
  readonly postId: string;
}

export type QueueClapCount = (postId: string) => Promise<void>;

export const createClapCountQueue =
  (queue: Queue<ClapCountJob>): QueueClapCount =>
  async (postId) => {
    await queue.send({ kind: 'clap_count', postId });
  };

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Has the jobs queue set a story's clap count from its readers' rows. */
    readonly queueClapCount: QueueClapCount;
  }
}
