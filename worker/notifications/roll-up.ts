/** docs/spec-checklist.md 1 §2.11: these notification types roll up, gaining the `_rollup` suffix. */
export const ROLLUP_TYPES = new Set([
  'quote',
  'response_created',
  'catalog_response_created',
  'users_following_you',
  'users_referred_membership',
]);

export interface RollableNotification {
  readonly id: string;
  readonly notificationType: string;
  readonly rollupKey: string;
  readonly actorId: string | null;
}

export type RolledUp<T extends RollableNotification> = T & {
  /** The people behind the rolled-up rows, newest first, each once. */
  readonly rollupActorIds: readonly string[];
};

/**
 * Folds rows of a rollup type that share a rollup key into the newest of them: "Ann and 3 others
 * followed you" instead of four rows. Rows come newest first; a key folds only when two or more
 * people are behind it. Other rows pass through unchanged.
 */
export function rollUpNotifications<T extends RollableNotification>(rows: readonly T[]): RolledUp<T>[] {
  const groups = new Map<string, { first: T; actors: string[] }>();
  const order: (string | T)[] = [];
  for (const row of rows) {
    if (!ROLLUP_TYPES.has(row.notificationType)) {
      order.push(row);
      continue;
    }
    const group = groups.get(row.rollupKey);
    if (group) {
      if (row.actorId && !group.actors.includes(row.actorId)) group.actors.push(row.actorId);
      continue;
    }
    groups.set(row.rollupKey, { first: row, actors: row.actorId ? [row.actorId] : [] });
    order.push(row.rollupKey);
  }
  return order.map((entry) => {
    if (typeof entry !== 'string') return { ...entry, rollupActorIds: [] };
    const { first, actors } = groups.get(entry) ?? { first: undefined, actors: [] };
    if (!first) throw new Error(`rollup group ${entry} vanished`);
    return actors.length > 1
      ? { ...first, notificationType: `${first.notificationType}_rollup`, rollupActorIds: actors }
      : { ...first, rollupActorIds: [] };
  });
}
