import { useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { READING_LIST_TOAST, readingListToastMessage } from '../../shared/reading/reading-list-toast.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { ArchivePost, BookmarkPost } from '../data/reading-list-mutations.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { PostPreview, PostPreviewFragment } from '../stories/post-preview.tsx';

const RetrieveReadingList = graphql(
  `
    query RetrieveReadingList($readingListType: ReadingListType!, $searchQuery: String) {
      readingList(readingListType: $readingListType, searchQuery: $searchQuery, limit: 25) {
        counts {
          saved
          archived
        }
        postPreviews {
          id
          ...PostPreview
        }
      }
    }
  `,
  [PostPreviewFragment],
);

type Shelf = 'QUEUE' | 'READING_LIST_ARCHIVE';

/**
 * The reading list (RetrieveReadingList, docs/spec-checklist.md 1 §7): saved or archived stories, searchable by
 * title. Archiving and moving back show the reading-list toast with its Undo (docs/spec-checklist.md 1 §5).
 */
export function ReadingListView() {
  const toast = useToast();
  const [shelf, setShelf] = useState<Shelf>('QUEUE');
  const [typed, setTyped] = useState('');
  const [searchQuery, setSearchQuery] = useState<string | null>(null);
  const [moved, setMoved] = useState<ReadonlySet<string>>(new Set());
  const [{ data, fetching }] = useQuery({
    query: RetrieveReadingList,
    variables: { readingListType: shelf, searchQuery },
    requestPolicy: 'cache-and-network',
  });
  const [, archive] = useMutation(ArchivePost);
  const [, bookmark] = useMutation(BookmarkPost);
  const list = data?.readingList;
  const move = (postId: string) => {
    setMoved((now) => new Set([...now, postId]));
    const toArchive = shelf === 'QUEUE';
    void (toArchive ? archive({ targetPostId: postId }) : bookmark({ targetPostId: postId })).then((result) => {
      if (result.error) {
        setMoved((now) => new Set([...now].filter((id) => id !== postId)));
        toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      } else
        toast({
          message: readingListToastMessage(toArchive ? 'archive' : 'unread', postId),
          duration: READING_LIST_TOAST.duration,
          extraParams: { kind: 'readingList', reload: 'true' },
        });
    });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearchQuery(typed.trim() || null);
  };
  const tab = (which: Shelf, label: string, count: number | undefined) => (
    <button
      type="button"
      className="tabs__tab tabs__tab--button"
      aria-pressed={shelf === which}
      onClick={() => {
        // a story moved off one shelf is on the other one now
        setMoved(new Set());
        setShelf(which);
      }}
    >
      {label}
      {count !== undefined && ` (${count})`}
    </button>
  );
  const posts = list?.postPreviews.filter((post) => !moved.has(post.id)) ?? [];
  return (
    <section aria-label="Reading list">
      <div className="tabs" role="group" aria-label="Saved or archived">
        {tab('QUEUE', 'Saved', list?.counts.saved)}
        {tab('READING_LIST_ARCHIVE', 'Archived', list?.counts.archived)}
      </div>
      <form className="reading-list__search" role="search" onSubmit={search}>
        <label className="visually-hidden" htmlFor="reading-list-search">
          Search your reading list
        </label>
        <input
          id="reading-list-search"
          className="field__input"
          type="search"
          placeholder="Search by title"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--outline">
          Search
        </button>
      </form>
      {!list && fetching ? (
        <p className="feed__empty">Loading…</p>
      ) : posts.length === 0 ? (
        <p className="feed__empty">
          {searchQuery
            ? 'No story matches that title.'
            : shelf === 'QUEUE'
              ? 'Stories you save show up here.'
              : 'Stories you archive show up here.'}
        </p>
      ) : (
        <ol className="list-items">
          {posts.map((post) => (
            <li key={post.id} className="list-items__item">
              <PostPreview post={post} />
              <button type="button" className="link-button" onClick={() => move(post.id)}>
                {shelf === 'QUEUE' ? 'Archive' : 'Move back to your reading list'}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
