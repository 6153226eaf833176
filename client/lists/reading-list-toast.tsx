import { useMutation } from '../data/use-mutation.ts';
import { parseReadingListToast, READING_LIST_TOAST } from '../../shared/reading/reading-list-toast.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { ArchivePost, BookmarkPost, UnbookmarkPost } from '../data/reading-list-mutations.ts';
import { useToast } from '../shell/use-toast.ts';

/**
 * A reading-list toast's words and its Undo (docs/spec-checklist.md 1 §5). A message the rule does not accept
 * shows nothing. On a list page (`reload`), the page reloads 300 ms after an undo.
 */
export default function ReadingListToastBody({
  message,
  reload,
  onDone,
}: {
  message: string;
  reload: boolean;
  onDone: () => void;
}) {
  const parsed = parseReadingListToast(message);
  const toast = useToast();
  const [, bookmark] = useMutation(BookmarkPost);
  const [, unbookmark] = useMutation(UnbookmarkPost);
  const [, archive] = useMutation(ArchivePost);
  if (!parsed) return null;
  const { postId } = parsed;
  const undo = () => {
    if (!postId) return;
    onDone();
    const variables = { targetPostId: postId };
    const done =
      parsed.undo === 'unbookmark'
        ? unbookmark(variables)
        : parsed.undo === 'unarchive'
          ? bookmark(variables)
          : archive(variables);
    void done.then((result) => {
      if (result.error) toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      else if (reload) setTimeout(() => window.location.reload(), READING_LIST_TOAST.undoReloadDelay);
    });
  };
  return (
    <>
      <span className="toast__message">{parsed.text}</span>
      {postId && (
        <button type="button" className="toast__action" onClick={undo}>
          Undo
        </button>
      )}
    </>
  );
}
