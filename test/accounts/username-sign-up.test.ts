import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { authAttempts, usernameHolds } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// One username rule for every way an account gets a name (docs/account.md, "Usernames"): a
// sign-up takes its name from the display name, and it may not take what a rename may not.

let network = 0;

/** Signs up as `name` from a network of its own (sign-ups are limited per network), and answers the new username. */
async function signUpAs(name: string): Promise<string> {
  network += 1;
  const email = `signup-${network}@example.com`;
  const response = await SELF.fetch('http://localhost/_/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Xsrf-Token': '', 'CF-Connecting-IP': `203.0.113.${network}` },
    body: JSON.stringify({
      query:
        'mutation ($email: String, $name: String) { createAccount(email: $email, name: $name, password: "a long enough password") { __typename } }',
      variables: { email, name },
    }),
  });
  expect(
    ((await response.json()) as { data: { createAccount: { __typename: string } } }).data.createAccount.__typename,
  ).toBe('AuthInfo');
  const row = await env.DB.prepare('select username from users where email = ?')
    .bind(email)
    .first<{ username: string }>();
  return row?.username ?? '';
}

beforeEach(async () => {
  await seedContent(1);
  await db.batch([db.delete(usernameHolds), db.delete(authAttempts)]);
});

describe('a new account’s username', () => {
  it.each(['www', 'Admin', 'api', 'Security', 'Support'])(
    'is never the reserved name “%s” (nor its subdomain)',
    async (name) => {
      const username = await signUpAs(name);
      expect(username).not.toBe(name.toLowerCase());
      expect(username).toMatch(new RegExp(`^${name.toLowerCase()}[0-9a-f]+$`));
    },
  );

  it('is never a name held for the writer who renamed away from it', async () => {
    const ann = await asViewer('u-ann');
    expect(
      (await ann('mutation { changeUsername(username: "ann_elsewhere") { __typename } }'))['changeUsername']
        ?.__typename,
    ).toBe('User');
    expect(await signUpAs('Ann')).not.toBe('ann');
  });

  it('is never the name of a writer who deleted their account, for the hold’s period', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const response = await SELF.fetch('http://localhost/_/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Xsrf-Token': xsrf },
      body: JSON.stringify({ query: 'mutation { deleteAccount(keepStories: false) { __typename } }' }),
    });
    expect(
      ((await response.json()) as { data: { deleteAccount: { __typename: string } } }).data.deleteAccount.__typename,
    ).toBe('AccountDeletion');
    expect(await signUpAs('Ann')).not.toBe('ann');
    // the hold answers for nobody: the old address is not found, not sent to a stranger
    expect((await SELF.fetch('http://localhost/@ann', { redirect: 'manual' })).status).toBe(404);
  });

  it('is the name itself when anyone may have it, and a freed name once its hold has passed', async () => {
    expect(await signUpAs('Wen Li')).toBe('wenli');
    await db
      .insert(usernameHolds)
      .values({ username: 'oldname', userId: null, heldUntil: new Date(Date.now() - 1000) })
      .run();
    expect(await signUpAs('Old Name')).toBe('oldname');
  });

  it('cannot be taken by a rename either while it is held for nobody', async () => {
    await db
      .insert(usernameHolds)
      .values({ username: 'freed', userId: null, heldUntil: new Date(Date.now() + 86_400_000) })
      .run();
    const rex = await asViewer('u-rex');
    expect(
      (await rex('mutation { changeUsername(username: "freed") { __typename ... on Failure { message } } }'))[
        'changeUsername'
      ],
    ).toEqual({ __typename: 'AlreadyExists', message: 'That username is taken.' });
  });
});
