import { useLink } from '../state/app-state.tsx';

interface SequenceNav {
  readonly slug: string;
  readonly title: string;
  readonly parts: readonly { readonly postId: string; readonly title: string }[];
}

/** Where a story sits in its sequence, with the parts before and after it. */
export function SeriesNav({ postId, sequence }: { postId: string; sequence: SequenceNav }) {
  const link = useLink();
  const index = sequence.parts.findIndex((part) => part.postId === postId);
  if (index < 0) return null;
  const previous = sequence.parts[index - 1];
  const next = sequence.parts[index + 1];
  const whole = <a href={link('ShowSequence', { sequenceSlug: sequence.slug })}>{sequence.title}</a>;
  return (
    <nav className="series-nav" aria-label={`${sequence.title}: parts`}>
      <p className="series-nav__position">
        Part {index + 1} of {sequence.parts.length} in {whole}
      </p>
      <p className="series-nav__links">
        {previous && (
          <a rel="prev" href={link('ShowSequencePost', { sequenceSlug: sequence.slug, postId: previous.postId })}>
            ← {previous.title || 'Previous part'}
          </a>
        )}
        {next && (
          <a rel="next" href={link('ShowSequencePost', { sequenceSlug: sequence.slug, postId: next.postId })}>
            {next.title || 'Next part'} →
          </a>
        )}
      </p>
    </nav>
  );
}
