/** The demo site a fresh `npm start` shows: writers, publications and every kind of host. */

export interface SeedUser {
  readonly id: string;
  readonly username: string;
  readonly name: string;
  readonly email: string;
  readonly bio: string;
  readonly hasSubdomain: boolean;
  readonly customDomain: string | null;
}

export interface SeedCollection {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly domain: string | null;
  readonly creatorId: string;
}

export const DEMO_USERS: readonly SeedUser[] = [
  {
    id: 'u0000000000a',
    username: 'ada',
    email: 'ada@example.com',
    name: 'Ada Okafor',
    bio: 'Writes about software, cities and the people who build both.',
    hasSubdomain: true,
    customDomain: null,
  },
  {
    id: 'u0000000000b',
    username: 'bruno',
    email: 'bruno@example.com',
    name: 'Bruno Silva',
    bio: 'Essays on food, memory and slow travel.',
    hasSubdomain: false,
    // Reachable locally with a Host header: curl -H 'Host: bruno.example' http://localhost:8787/
    customDomain: 'bruno.example',
  },
  {
    id: 'u0000000000c',
    username: 'chen',
    email: 'chen@example.com',
    name: 'Chen Wei',
    bio: 'Reader first. Notes on books and the craft of writing.',
    hasSubdomain: false,
    customDomain: null,
  },
];

export const DEMO_COLLECTIONS: readonly SeedCollection[] = [
  {
    id: 'c0000000000a',
    slug: 'the-long-view',
    name: 'The Long View',
    description: 'Unhurried writing about technology and society.',
    domain: 'longview.example',
    creatorId: 'u0000000000a',
  },
  {
    id: 'c0000000000b',
    slug: 'kitchen-table',
    name: 'Kitchen Table',
    description: 'Stories told over food.',
    domain: null,
    creatorId: 'u0000000000b',
  },
];
