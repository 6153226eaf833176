import { graphql, readFragment, type FragmentOf } from '../graphql/graphql.ts';
import { formatDate, formatReadingTime } from '../format.ts';

export const PostPreviewFragment = graphql(`
  fragment PostPreview on Post {
    id
    title
    subtitle
    mediumUrl
    firstPublishedAt
    readingTime
    isLocked
    creator {
      id
      name
    }
    collection {
      id
      name
    }
  }
`);

/** A story in a list: title, subtitle, byline, date and reading time. */
export function PostPreview({ post: data }: { post: FragmentOf<typeof PostPreviewFragment> }) {
  const post = readFragment(PostPreviewFragment, data);
  return (
    <article className="preview">
      <p className="preview__byline">
        {post.creator.name}
        {post.collection && <> in {post.collection.name}</>}
      </p>
      <h2 className="preview__title">
        <a href={post.mediumUrl}>{post.title || 'Untitled story'}</a>
      </h2>
      {post.subtitle && <p className="preview__subtitle">{post.subtitle}</p>}
      <p className="preview__meta">
        {post.isLocked && <span className="preview__members">Members only · </span>}
        {post.firstPublishedAt !== null && <time dateTime={new Date(post.firstPublishedAt).toISOString()}>{formatDate(post.firstPublishedAt)}</time>}
        {' · '}
        {formatReadingTime(post.readingTime)}
      </p>
    </article>
  );
}
