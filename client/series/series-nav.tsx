import { useLink } from '../state/app-state.tsx';

interface SequenceNav {
  readonly slug: string;
  readonly title: string;
  readonly posts: readonly { readonly id: string; readonly title: string }[];
}

/** Where a story sits in its sequence, with the parts before and after it. */
export function SeriesNav({ postId, sequence }: { postId: string; sequence: SequenceNav }) {
  const link = useLink();
  const index = sequence.posts.findIndex((post) => post.id === postId);
  if (index < 0) return null;
  const previous = sequence.posts[index - 1];
  const next = sequence.posts[index + 1];
  const whole = <a href={link('ShowSequence', { sequenceSlug: sequence.slug })}>{sequence.title}</a>;
  return (
    <nav className="series-nav" aria-label={`${sequence.title}: parts`}>
      <p className="series-nav__position">
        Part {index + 1} of {sequence.posts.length} in {whole}
      </p>
      <p className="series-nav__links">
        {previous && (
          <a rel="prev" href={link('ShowSequencePost', { sequenceSlug: sequence.slug, postId: previous.id })}>
            ← {previous.title || 'Previous part'}
          </a>
        )}
        {next && (
          <a rel="next" href={link('ShowSequencePost', { sequenceSlug: sequence.slug, postId: next.id })}>
            {next.title || 'Next part'} →
          </a>
        )}
      </p>
    </nav>
  );
}
