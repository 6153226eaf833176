import type { ReactNode } from 'react';
import { graphql } from '../graphql/graphql.ts';
import { Avatar } from '../components/avatar.tsx';

/** What a row of people shows of each. */
export const PersonFragment = graphql(`
  fragment Person on User @_unmask {
    id
    name
    bio
    imageId
    mediumMemberAt
    mediumUrl
  }
`);

const plain = (text: string): ReactNode => text;

export interface Person {
  readonly id: string;
  readonly name: string;
  readonly bio: string;
  readonly imageId: string | null;
  readonly mediumMemberAt: number | null;
  readonly mediumUrl: string;
}

/** People in a list: followers, following, top writers, members. `mark` dresses names and bios (search bolds its matches). */
export function PeopleList({
  people,
  mark = plain,
}: {
  people: readonly Person[];
  mark?: (text: string) => ReactNode;
}) {
  return (
    <ul className="people">
      {people.map((person) => (
        <li key={person.id} className="people__row">
          <Avatar imageId={person.imageId} name={person.name} size={40} memberSince={person.mediumMemberAt} />
          <div>
            <a className="people__name" href={person.mediumUrl}>
              {mark(person.name)}
            </a>
            {person.bio && <p className="people__bio">{mark(person.bio)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
