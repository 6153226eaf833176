import { describe, expect, it } from 'vitest';
import { entryOfLabel, susiCopy } from './susi-entry.ts';

const subject = { productName: 'Quire', name: 'Ada Okafor' };

describe('susiCopy (docs/spec-checklist.md 2 §2: sign-up entry points pick their own title and subheader)', () => {
  it.each([
    ['default', 'Join Quire.'],
    ['bookmark', 'Create an account to save this story.'],
    ['clap', 'Create an account to clap for this story.'],
    ['follow', 'Create an account to follow Ada Okafor.'],
    ['highlight', 'Create an account to highlight.'],
    ['respond', 'Create an account to respond.'],
    ['subscribe', 'Create an account to get Ada Okafor stories by email.'],
    ['read_exclusive', 'Create an account to read the full story.'],
    ['write', 'Create an account to start writing.'],
  ] as const)('%s → %s', (entry, title) => {
    expect(susiCopy(entry, 'register', subject).title).toBe(title);
  });

  it.each([
    ['new_post_sidenav', 'write'],
    ['global_nav', 'write'],
    ['toString', 'default'],
    [null, 'default'],
  ] as const)(
    'reads the entry label %s as the %s entry (docs/spec-checklist.md 1 §6: a visitor’s Write prompts registration)',
    (label, entry) => {
      expect(entryOfLabel(label)).toBe(entry);
    },
  );

  it('welcomes back whoever signs in, whatever the entry point', () => {
    expect(susiCopy('clap', 'login', subject)).toMatchObject({
      title: 'Welcome back.',
      subtitle: 'Sign in to carry on where you were.',
    });
    expect(susiCopy('default', 'login', subject)).toMatchObject({ title: 'Welcome back.', subtitle: null });
  });

  it.each([
    ['no count', undefined, null],
    ['0 reads', 0, 'Read more stories like this one on Quire.'],
    ['2 reads', 2, 'Read more stories like this one on Quire.'],
    ['3 reads', 3, "You've read 3 stories this month"],
    ['12 reads', 12, "You've read 12 stories this month"],
  ])('the monthly read count on a prompt from a story: %s', (_, readCount, line) => {
    expect(susiCopy('clap', 'register', { ...subject, readCount }).readCountLine).toBe(line);
    // prompts that are not about a story never show it
    expect(susiCopy('follow', 'register', { ...subject, readCount }).readCountLine).toBeNull();
  });
});
