import { safeUrl } from '../../shared/content/safe-url.ts';
import { useQuery } from '../data/use-query.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { Avatar } from '../components/avatar.tsx';

const FediverseRepliesQuery = graphql(`
  query FediverseReplies($id: ID!) {
    post(id: $id) {
      id
      fediverseReplies {
        id
        handle
        name
        actorUrl
        url
        paragraphs
        publishedAt
      }
    }
  }
`);

/**
 * Replies to the story from the fediverse, under its responses: who wrote them, on
 * which server, and their words as plain paragraphs. Their links lead to the reply and its
 * author on their own server, only when the address is http(s).
 */
export function FediverseReplies({ postId }: { postId: string }) {
  const [{ data }] = useQuery({ query: FediverseRepliesQuery, variables: { id: postId } });
  const replies = data?.post?.fediverseReplies ?? [];
  if (replies.length === 0) return null;
  return (
    <section className="fediverse-replies" aria-labelledby="fediverse-replies-heading">
      <h3 className="fediverse-replies__heading" id="fediverse-replies-heading">
        From the fediverse
      </h3>
      <ol className="thread__list">
        {replies.map((reply) => {
          const author = safeUrl(reply.actorUrl);
          const address = safeUrl(reply.url);
          return (
            <li key={reply.id} className="response response--fediverse">
              <header className="response__header">
                <Avatar imageId={null} name={reply.name || reply.handle} size={32} memberSince={null} />
                <div>
                  {author ? (
                    <a className="response__author" href={author} rel="nofollow ugc noopener">
                      {reply.name || reply.handle}
                    </a>
                  ) : (
                    <span className="response__author">{reply.name || reply.handle}</span>
                  )}
                  <p className="response__date">
                    {reply.handle} ·{' '}
                    {address ? (
                      <a href={address} rel="nofollow ugc noopener">
                        {formatDate(reply.publishedAt)}
                      </a>
                    ) : (
                      formatDate(reply.publishedAt)
                    )}
                  </p>
                </div>
              </header>
              <div className="response__body">
                {reply.paragraphs.map((text, index) => (
                  <p key={index}>{text}</p>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
