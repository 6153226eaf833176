import type { Operation } from './susi-state.ts';

/**
 * Where a sign-up prompt came from (docs/spec-checklist.md 2 §2 "Sign-up entry points"): each picks its own title
 * and subheader. The spec does not show the wording; this is ours.
 */
export type SusiEntry =
  | 'default'
  | 'bookmark'
  | 'clap'
  | 'follow'
  | 'highlight'
  | 'respond'
  | 'subscribe'
  | 'read_exclusive'
  | 'write';

/**
 * The entry labels a sign-up page's address may carry (`?entry=`), as the spec names them: a
 * visitor's Write, from the side navigation or the top bar, prompts registration (docs/spec-checklist.md 1 §6).
 */
const ENTRY_LABELS: Readonly<Record<string, SusiEntry>> = { new_post_sidenav: 'write', global_nav: 'write' };

export const entryOfLabel = (label: string | null): SusiEntry =>
  label !== null && Object.hasOwn(ENTRY_LABELS, label) ? (ENTRY_LABELS[label] ?? 'default') : 'default';

export interface SusiSubject {
  readonly productName: string;
  /** Whom the action is about: a writer or a publication, for follow and subscribe. */
  readonly name?: string;
  /** Stories the visitor read this month, on prompts from a story (none counted: undefined). */
  readonly readCount?: number | undefined;
}

export interface SusiCopy {
  readonly title: string;
  readonly subtitle: string | null;
  /** Only on prompts from a story (docs/spec-checklist.md 2 §2: under 3 reads a generic line). */
  readonly readCountLine: string | null;
}

const SIGN_UP: Record<SusiEntry, (subject: SusiSubject) => { title: string; subtitle: string | null }> = {
  default: ({ productName }) => ({ title: `Join ${productName}.`, subtitle: null }),
  bookmark: () => ({
    title: 'Create an account to save this story.',
    subtitle: 'Keep stories for later, in lists you keep to yourself or share.',
  }),
  clap: () => ({
    title: 'Create an account to clap for this story.',
    subtitle: 'Show the writer what you liked, and help others find it.',
  }),
  follow: ({ name }) => ({
    title: `Create an account to follow ${name ?? 'this writer'}.`,
    subtitle: 'Their new stories will come to your home page.',
  }),
  highlight: () => ({
    title: 'Create an account to highlight.',
    subtitle: 'Keep the lines that moved you, and find them again later.',
  }),
  respond: () => ({ title: 'Create an account to respond.', subtitle: 'Join the conversation under this story.' }),
  subscribe: ({ name }) => ({
    title: `Create an account to get ${name ?? 'these'} stories by email.`,
    subtitle: 'New stories arrive in your inbox as they are published.',
  }),
  read_exclusive: ({ productName }) => ({
    title: 'Create an account to read the full story.',
    subtitle: `The writer made this story for ${productName} members.`,
  }),
  write: ({ productName }) => ({
    title: 'Create an account to start writing.',
    subtitle: `Drafts save as you type; publish on ${productName} when a story is ready.`,
  }),
};

const FROM_A_STORY = new Set<SusiEntry>(['bookmark', 'clap', 'highlight', 'respond', 'read_exclusive']);

export function susiCopy(entry: SusiEntry, operation: Operation, subject: SusiSubject): SusiCopy {
  const readCountLine =
    FROM_A_STORY.has(entry) && subject.readCount !== undefined
      ? subject.readCount < 3
        ? `Read more stories like this one on ${subject.productName}.`
        : `You've read ${subject.readCount} stories this month`
      : null;
  if (operation === 'login')
    return {
      title: 'Welcome back.',
      subtitle: entry === 'default' ? null : 'Sign in to carry on where you were.',
      readCountLine,
    };
  return { ...SIGN_UP[entry](subject), readCountLine };
}
