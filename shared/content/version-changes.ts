/** A revision as its history compares it: its title and its paragraphs by name. */
export interface ComparedVersion {
  readonly title: string;
  readonly paragraphs: readonly { readonly name: string; readonly type: string; readonly text: string }[];
}

export interface VersionChanges {
  readonly titleChanged: boolean;
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
}

/**
 * What a revision changed from the one before it, paragraph by paragraph: paragraphs keep their
 * names across edits, so a name new to this revision was added, one gone was removed, and one
 * whose words or kind differ was changed. The first revision adds everything it has.
 */
export function versionChanges(before: ComparedVersion | null, after: ComparedVersion): VersionChanges {
  const earlier = new Map((before?.paragraphs ?? []).map((paragraph) => [paragraph.name, paragraph]));
  const later = new Set(after.paragraphs.map((paragraph) => paragraph.name));
  let added = 0;
  let changed = 0;
  for (const paragraph of after.paragraphs) {
    const was = earlier.get(paragraph.name);
    if (!was) added += 1;
    else if (was.text !== paragraph.text || was.type !== paragraph.type) changed += 1;
  }
  const removed = [...earlier.keys()].filter((name) => !later.has(name)).length;
  return { titleChanged: before !== null && before.title !== after.title, added, removed, changed };
}

/** The changes in words: "2 paragraphs added, 1 changed", "New title", or "No changes to the text". */
export function describeChanges(changes: VersionChanges): string {
  const count = (n: number, what: string) => (n > 0 ? [`${n} paragraph${n === 1 ? '' : 's'} ${what}`] : []);
  const parts = [
    ...(changes.titleChanged ? ['New title'] : []),
    ...count(changes.added, 'added'),
    ...count(changes.changed, 'changed'),
    ...count(changes.removed, 'removed'),
  ];
  return parts.length > 0 ? parts.join(', ') : 'No changes to the text';
}
