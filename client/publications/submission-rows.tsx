import { PublishPost } from '../editor/editor-operations.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useToast } from '../shell/use-toast.ts';
import { useLink } from '../state/app-state.tsx';

interface Submission {
  readonly id: string;
  readonly title: string;
  readonly creator: { readonly name: string };
}

/** Drafts writers submitted to a publication, each with the editor's Publish (settings and the Stories page). */
export function SubmissionRows({
  collectionId,
  submissions,
}: {
  collectionId: string;
  submissions: readonly Submission[];
}) {
  const [, publishPost] = useMutation(PublishPost);
  const link = useLink();
  const toast = useToast();
  const publish = async (postId: string) => {
    const result = await publishPost({ id: postId, collectionId });
    const answer = result.data?.publishPost;
    if (answer?.__typename === 'Post') window.location.assign(answer.mediumUrl);
    else toast({ message: failureMessage(answer, 'Please try again.'), toastStyle: 'ERROR' });
  };
  if (submissions.length === 0) return <p className="feed__empty">No submissions are waiting.</p>;
  return (
    <ul className="story-rows">
      {submissions.map((post) => (
        <li key={post.id} className="story-row">
          <p className="story-row__text">
            <a href={link('ShowEditPost', { postId: post.id })}>{post.title || 'Untitled story'}</a> by{' '}
            {post.creator.name}
          </p>
          <button type="button" className="button button--primary" onClick={() => void publish(post.id)}>
            Publish
          </button>
        </li>
      ))}
    </ul>
  );
}
