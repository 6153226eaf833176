import type { ReactNode } from 'react';
import { formatDate } from '../format.ts';
import { graphql, readFragment, type FragmentOf } from '../graphql/graphql.ts';
import { Avatar } from '../components/avatar.tsx';
import { RichText } from '../../shared/content/post-body.tsx';

/** What a response shows, to a story or to a list. */
export const ResponseCardFragment = graphql(`
  fragment ResponseCard on Post {
    id
    firstPublishedAt
    isHiddenOnParent
    creator {
      id
      name
      imageId
      mediumMemberAt
      mediumUrl
    }
    content {
      bodyModel {
        paragraphs {
          name
          text
          markups {
            type
            start
            end
            href
          }
        }
      }
    }
  }
`);

/** One response: who wrote it and when, its words, and the actions its place allows. */
export function ResponseCard({
  response: data,
  note,
  children,
}: {
  response: FragmentOf<typeof ResponseCardFragment>;
  note?: string;
  children?: ReactNode;
}) {
  const response = readFragment(ResponseCardFragment, data);
  return (
    <>
      <header className="response__header">
        <Avatar
          imageId={response.creator.imageId}
          name={response.creator.name}
          size={32}
          memberSince={response.creator.mediumMemberAt}
        />
        <div>
          <a className="response__author" href={response.creator.mediumUrl}>
            {response.creator.name}
          </a>
          {response.firstPublishedAt !== null && (
            <p className="response__date">{formatDate(response.firstPublishedAt)}</p>
          )}
        </div>
      </header>
      {response.isHiddenOnParent && note && <p className="response__note">{note}</p>}
      <div className="response__body">
        {response.content.bodyModel.paragraphs.map((paragraph) => (
          <p key={paragraph.name}>
            <RichText text={paragraph.text} markups={paragraph.markups} />
          </p>
        ))}
      </div>
      {children && <footer className="response__actions">{children}</footer>}
    </>
  );
}
