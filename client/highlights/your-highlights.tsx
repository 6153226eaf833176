import { useMutation } from '../data/use-mutation.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';

const DeleteHighlight = graphql(`
  mutation DeleteHighlight($highlightId: ID!) {
    deleteHighlight(highlightId: $highlightId) {
      __typename
      ... on Post {
        id
        viewerHighlights {
          id
          paragraphName
          startOffset
          endOffset
          preview
        }
      }
    }
  }
`);

/** The reader's highlights on this story, quoted to 50 characters, each with its way out. */
export default function YourHighlights({
  highlights,
}: {
  highlights: readonly { id: string; paragraphName: string; preview: string }[];
}) {
  const toast = useToast();
  const [, remove] = useMutation(DeleteHighlight);
  if (highlights.length === 0) return null;
  return (
    <section className="marks" aria-labelledby="your-highlights">
      <h2 className="marks__heading" id="your-highlights">
        Your highlights
      </h2>
      <ul className="marks__list">
        {highlights.map((highlight) => (
          <li key={highlight.id}>
            <a href={`#${highlight.paragraphName}`}>“{highlight.preview}”</a>
            <button
              type="button"
              className="link-button"
              onClick={() =>
                void remove({ highlightId: highlight.id }).then(
                  (result) => result.error && toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' }),
                )
              }
            >
              Remove<span className="visually-hidden"> highlight “{highlight.preview}”</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
