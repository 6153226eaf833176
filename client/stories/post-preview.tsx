import type { ReactNode } from 'react';
import { graphql, readFragment, type FragmentOf } from '../graphql/graphql.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import { formatDate, formatReadingTime } from '../format.ts';
import { Avatar } from '../components/avatar.tsx';

export const PostPreviewFragment = graphql(`
  fragment PostPreview on Post {
    id
    title
    subtitle
    mediumUrl
    firstPublishedAt
    readingTime
    isLocked
    previewImage {
      id
      alt
    }
    creator {
      id
      name
      imageId
      mediumMemberAt
    }
    collection {
      id
      name
    }
  }
`);

const plain = (text: string): ReactNode => text;

/** A story in a list: title, subtitle, byline, date and reading time. `mark` dresses the title and subtitle (search bolds its matches). */
export function PostPreview({
  post: data,
  mark = plain,
}: {
  post: FragmentOf<typeof PostPreviewFragment>;
  mark?: (text: string) => ReactNode;
}) {
  const post = readFragment(PostPreviewFragment, data);
  return (
    <article className="preview">
      <div className="preview__text">
        <p className="preview__byline">
          <Avatar
            imageId={post.creator.imageId}
            name={post.creator.name}
            size={20}
            memberSince={post.creator.mediumMemberAt}
          />
          <span>
            {post.creator.name}
            {post.collection && <> in {post.collection.name}</>}
          </span>
        </p>
        <h2 className="preview__title">
          <a href={post.mediumUrl}>{post.title ? mark(post.title) : 'Untitled story'}</a>
        </h2>
        {post.subtitle && <p className="preview__subtitle">{mark(post.subtitle)}</p>}
        <p className="preview__meta">
          {post.isLocked && <span className="preview__members">Members only · </span>}
          {post.firstPublishedAt !== null && (
            <time dateTime={new Date(post.firstPublishedAt).toISOString()}>{formatDate(post.firstPublishedAt)}</time>
          )}
          {' · '}
          {formatReadingTime(post.readingTime)}
        </p>
      </div>
      {post.previewImage && (
        <img
          className="preview__image"
          src={imageUrl(post.previewImage.id, { width: 160, height: 107, strategy: 'crop', webp: true })}
          srcSet={`${imageUrl(post.previewImage.id, { width: 160, height: 107, strategy: 'crop', webp: true, pixelRatio: 2 })} 2x`}
          width={160}
          height={107}
          alt=""
          loading="lazy"
        />
      )}
    </article>
  );
}
