/** The daily run's topic digests, as of its time; a job that could not serve everyone queues itself again. */
export interface TopicDigestJob {
  readonly kind: 'topic_digest';
  readonly at: number;
}
