import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTHING_TO_RESTORE, OWN_REPORTS } from '../../shared/social/reports.ts';
import { asViewer } from '../support/as-viewer.ts';
import { jobsSettled } from '../support/jobs-settled.ts';
import { outboxFor } from '../support/newsletter-mail.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  authAttempts,
  blockedLinkDomains,
  catalogs,
  follows,
  moderationActions,
  sessions,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// Moderators beyond the staff, limiting an account, restoring without an appeal, the account's
// history in the queue, and the operators' view (docs/trust-and-safety.md).

const DAY = 86_400_000;

beforeEach(async () => {
  await seedContent(3);
  await db.batch([
    db.delete(moderationActions),
    db.delete(authAttempts),
    db.insert(users).values([
      {
        id: 'u-staff',
        username: 'staff',
        name: 'Sam Staff',
        isStaff: true,
        isModerator: false,
        email: 'sam@quire.example',
        emailVerifiedAt: new Date(1),
      },
      {
        id: 'u-mod',
        username: 'mod',
        name: 'Mo Derator',
        isStaff: false,
        isModerator: true,
        email: 'mo@quire.example',
        emailVerifiedAt: new Date(1),
      },
    ]),
    db.update(users).set({ email: 'ann@ann.example' }).where(eq(users.id, 'u-ann')),
  ]);
});

const QUEUE = `{ moderationQueue { __typename ... on ModerationQueue { items { subjectId actions ownerHistory { action reason } } } } }`;
const DECIDE = `mutation ($subject: ReportSubject!, $id: ID!, $action: ModerationAction!, $reason: String!) {
  decideReports(subject: $subject, id: $id, action: $action, reason: $reason) { __typename ... on Failure { message } }
}`;
const REPORT = `mutation ($subject: ReportSubject!, $id: ID!) { reportContent(subject: $subject, id: $id, reason: SPAM) { __typename } }`;
const RESTORE = `mutation ($id: ID!, $reason: String!) { restoreDecision(decisionId: $id, reason: $reason) { __typename ... on ModerationLog { entries { action reason } } ... on Failure { message } } }`;
const POST = `query ($id: ID!) { postResult(id: $id) { __typename } }`;

const lastDecision = async () =>
  (
    await env.DB.prepare(
      'select id, action from moderation_actions order by created_at desc, rowid desc limit 1',
    ).first<{ id: string; action: string }>()
  )?.id ?? '';

async function limitAnn(moderator = 'u-mod') {
  await (await asViewer('u-rex'))(REPORT, { subject: 'PROFILE', id: 'u-ann' });
  const answer = await (await asViewer(moderator))(DECIDE, {
    subject: 'PROFILE',
    id: 'u-ann',
    action: 'LIMIT',
    reason: 'Posting the same link everywhere.',
  });
  expect(answer['decideReports']?.__typename).toBe('ModerationQueue');
}

describe('moderators that staff appoint', () => {
  it('work the queue as staff do, and a reader who is neither finds nothing there', async () => {
    await (await asViewer('u-rex'))(REPORT, { subject: 'STORY', id: postId(1) });
    const mod = await asViewer('u-mod');
    expect((await mod(QUEUE))['moderationQueue']).toMatchObject({
      __typename: 'ModerationQueue',
      items: [{ subjectId: postId(1) }],
    });
    expect((await (await asViewer('u-ed'))(QUEUE))['moderationQueue']?.__typename).toBe('NotFound');
    expect(
      (await mod(DECIDE, { subject: 'STORY', id: postId(1), action: 'HIDE', reason: 'Spam.' }))['decideReports']
        ?.__typename,
    ).toBe('ModerationQueue');
    // a moderator reads what they hid, as they judge it; a reader does not
    expect((await mod(POST, { id: postId(1) }))['postResult']?.__typename).toBe('Post');
    expect((await (await asViewer('u-rex'))(POST, { id: postId(1) }))['postResult']?.__typename).toBe('PostSuspended');
  });

  it('are made and unmade by staff at the operators’ view, after a fresh proof', async () => {
    const staff = await asViewer('u-staff');
    const SET = `mutation ($on: Boolean!) { setModerator(userId: "u-rex", moderator: $on) { __typename ... on AdminAccount { isModerator } ... on Failure { message } } }`;
    // a session that has not proved its owner lately is asked to
    await db
      .update(sessions)
      .set({ provedAt: new Date(Date.now() - DAY) })
      .where(eq(sessions.userId, 'u-staff'))
      .run();
    expect((await staff(SET, { on: true }))['setModerator']?.__typename).toBe('ReauthenticationRequired');
    await db.update(sessions).set({ provedAt: new Date() }).where(eq(sessions.userId, 'u-staff')).run();
    expect((await staff(SET, { on: true }))['setModerator']).toEqual({ __typename: 'AdminAccount', isModerator: true });
    expect((await (await asViewer('u-rex'))(QUEUE))['moderationQueue']?.__typename).toBe('ModerationQueue');
    expect((await staff(SET, { on: false }))['setModerator']).toEqual({
      __typename: 'AdminAccount',
      isModerator: false,
    });
    // a moderator cannot make moderators: the operators' view is staff's
    expect((await (await asViewer('u-mod'))(SET, { on: true }))['setModerator']?.__typename).toBe('NotFound');
  });
});

describe('limiting an account: its writing reaches its followers only', () => {
  it('keeps its stories from visitors, strangers, feeds, search and topic pages, and shows them to followers and itself', async () => {
    await db.insert(follows).values({ followerId: 'u-ed', followedId: 'u-ann' }).run();
    // a visitor's copy of the writer's profile is in the edge cache before the decision
    const profile = async () => (await SELF.fetch('http://localhost/@ann')).text();
    expect(await profile()).toContain('Story 1<');
    await limitAnn();
    expect(await profile()).not.toContain('Story 1<');
    const LATEST = `{ latestPosts(paging: { limit: 20 }) { posts { id } } }`;
    const ids = (answer: Record<string, { posts?: { id: string }[] } & Record<string, unknown>>) =>
      (answer['latestPosts']?.posts ?? []).map((post) => post.id);
    for (const stranger of [null, 'u-rex']) {
      const ask = await asViewer(stranger);
      expect((await ask(POST, { id: postId(1) }))['postResult']?.__typename).toBe('NotFound');
      expect(ids((await ask(LATEST)) as never)).not.toContain(postId(1));
    }
    for (const reader of ['u-ed', 'u-ann']) {
      const ask = await asViewer(reader);
      expect((await ask(POST, { id: postId(1) }))['postResult']?.__typename).toBe('Post');
      expect(ids((await ask(LATEST)) as never)).toContain(postId(1));
    }
    const search = await SELF.fetch('http://localhost/1/indexes/*/queries', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Algolia-Application-Id': 'quire',
        'X-Algolia-API-Key': 'quire-public-search-key',
      },
      body: JSON.stringify({
        requests: [{ indexName: 'quire_posts', params: { query: 'story', filters: 'creatorId:u-ann' } }],
      }),
    });
    expect(((await search.json()) as { results: { nbHits: number }[] }).results[0]?.nbHits).toBe(0);
    // the story's page is gone for visitors too (its edge-cached copy was purged with the decision)
    expect((await SELF.fetch(`http://localhost/p/${postId(1)}`)).status).toBe(404);
  });

  it('tells the writer by e-mail and in the bell, and they can appeal it', async () => {
    await limitAnn();
    await jobsSettled();
    const mail = await outboxFor('ann@ann.example');
    expect(mail.map((message) => message.subject)).toContain('Your Quire account is limited');
    const ann = await asViewer('u-ann');
    const decisions = await ann(`{ viewerModerationDecisions { id action reason } }`);
    expect(decisions['viewerModerationDecisions']).toEqual([
      { id: expect.any(String), action: 'LIMIT', reason: 'Posting the same link everywhere.' },
    ]);
    const types = await env.DB.prepare("select notification_type from notifications where user_id = 'u-ann'").all<{
      notification_type: string;
    }>();
    expect(types.results.map((row) => row.notification_type)).toContain('account_limited');
  });
});

describe('a moderator restoring on their own', () => {
  it('lifts a limit, logs RESTORE, grants the open appeal and tells the writer; a second restore finds nothing', async () => {
    await limitAnn('u-staff');
    expect(await (await SELF.fetch('http://localhost/@ann')).text()).not.toContain('Story 1<');
    const decision = await lastDecision();
    await (await asViewer('u-ann'))(
      `mutation ($id: ID!) { appealDecision(decisionId: $id, text: "I post my own work.") { __typename } }`,
      { id: decision },
    );
    const mod = await asViewer('u-mod');
    const restored = await mod(RESTORE, { id: decision, reason: 'Her own newsletter, not spam.' });
    expect(restored['restoreDecision']).toMatchObject({
      __typename: 'ModerationLog',
      entries: [{ action: 'RESTORE', reason: 'Her own newsletter, not spam.' }, { action: 'LIMIT' }],
    });
    expect((await (await asViewer(null))(POST, { id: postId(1) }))['postResult']?.__typename).toBe('Post');
    // the visitors' pages were purged: the profile lists the story again
    expect(await (await SELF.fetch('http://localhost/@ann')).text()).toContain('Story 1<');
    const appeal = await env.DB.prepare('select state, decision_reason from moderation_appeals').first();
    expect(appeal).toEqual({ state: 'GRANTED', decision_reason: 'Her own newsletter, not spam.' });
    await jobsSettled();
    expect((await outboxFor('ann@ann.example')).map((message) => message.subject)).toContain(
      'Moderators restored your account',
    );
    // lifted already: a second moderator's restore changes nothing
    expect((await (await asViewer('u-staff'))(RESTORE, { id: decision, reason: 'Again.' }))['restoreDecision']).toEqual(
      { __typename: 'NotFound', message: NOTHING_TO_RESTORE },
    );
    expect(
      (
        await env.DB.prepare("select count(*) as n from moderation_actions where action = 'RESTORE'").first<{
          n: number;
        }>()
      )?.n,
    ).toBe(1);
  });

  it('shows a hidden story again, but nobody restores their own work, and a dismissal has nothing to restore', async () => {
    await (await asViewer('u-rex'))(REPORT, { subject: 'STORY', id: postId(1) });
    await (await asViewer('u-mod'))(DECIDE, { subject: 'STORY', id: postId(1), action: 'HIDE', reason: 'Spam.' });
    const hidden = await lastDecision();
    await db.update(users).set({ isModerator: true }).where(eq(users.id, 'u-ann')).run();
    expect((await (await asViewer('u-ann'))(RESTORE, { id: hidden, reason: 'Mine.' }))['restoreDecision']).toEqual({
      __typename: 'Forbidden',
      message: OWN_REPORTS,
    });
    expect(
      (await (await asViewer('u-rex'))(RESTORE, { id: hidden, reason: 'Why not.' }))['restoreDecision']?.__typename,
    ).toBe('NotFound');
    expect(
      (await (await asViewer('u-staff'))(RESTORE, { id: hidden, reason: 'Reported by a rival.' }))['restoreDecision']
        ?.__typename,
    ).toBe('ModerationLog');
    expect((await (await asViewer('u-rex'))(POST, { id: postId(1) }))['postResult']?.__typename).toBe('Post');
    await (await asViewer('u-rex'))(REPORT, { subject: 'STORY', id: postId(2) });
    await (await asViewer('u-mod'))(DECIDE, { subject: 'STORY', id: postId(2), action: 'DISMISS', reason: 'Fine.' });
    expect(
      (await (await asViewer('u-mod'))(RESTORE, { id: await lastDecision(), reason: 'x' }))['restoreDecision'],
    ).toEqual({ __typename: 'NotFound', message: NOTHING_TO_RESTORE });
  });
});

describe('the queue shows the account’s history', () => {
  it('lists earlier decisions about the owner beside a new report', async () => {
    await (await asViewer('u-rex'))(REPORT, { subject: 'STORY', id: postId(1) });
    await (await asViewer('u-mod'))(DECIDE, { subject: 'STORY', id: postId(1), action: 'HIDE', reason: 'Spam links.' });
    await (await asViewer('u-rex'))(REPORT, { subject: 'STORY', id: postId(2) });
    const queue = await (await asViewer('u-mod'))(QUEUE);
    expect(queue['moderationQueue']).toMatchObject({
      items: [{ subjectId: postId(2), ownerHistory: [{ action: 'HIDE', reason: 'Spam links.' }] }],
    });
  });
});

describe('the operators’ view: /_/admin/users', () => {
  const FIND = `query ($q: String!) { adminAccounts(query: $q) { __typename ... on AdminAccounts { accounts { id email trustLevel sessions { device } decisions { action } } } } }`;
  type Found = {
    adminAccounts: {
      __typename: string;
      accounts?: {
        id: string;
        email: string | null;
        trustLevel: string;
        sessions: unknown[];
        decisions: { action: string }[];
      }[];
    };
  };
  const found = async (query: string, as = 'u-staff') =>
    ((await (await asViewer(as))(FIND, { q: query })) as unknown as Found).adminAccounts;

  it.each([
    ['an e-mail address', 'ANN@ann.example', ['u-ann']],
    ['the domain of an address', 'ann.example', ['u-ann']],
    ['a username', '@rex', ['u-rex']],
    ['part of a name', 'Edit', ['u-ed']],
    ['a name’s wildcard, read as written', '%', []],
  ])('finds an account by %s', async (_case, query, ids) => {
    expect((await found(query)).accounts?.map((account) => account.id)).toEqual(ids);
  });

  it('shows an account’s sessions and decisions, for staff only', async () => {
    await limitAnn();
    await asViewer('u-ann');
    const [ann] = (await found('ann@ann.example')).accounts ?? [];
    expect(ann?.sessions).toEqual([{ device: 'Firefox on Linux' }]);
    expect(ann?.decisions).toEqual([{ action: 'LIMIT' }]);
    expect((await found('ann', 'u-mod')).__typename).toBe('NotFound');
    expect((await found('ann', 'u-rex')).__typename).toBe('NotFound');
  });

  it('suspends an account with a reason and signs it out everywhere, never the operator’s own', async () => {
    const staff = await asViewer('u-staff');
    await asViewer('u-rex');
    const suspended = await staff(
      `mutation { restrictAccount(userId: "u-rex", action: SUSPEND, reason: "A spam network.") { __typename ... on AdminAccount { isSuspended } } }`,
    );
    expect(suspended['restrictAccount']).toEqual({ __typename: 'AdminAccount', isSuspended: true });
    expect(
      await env.DB.prepare(
        "select action, reason, report_count from moderation_actions where target_user_id = 'u-rex'",
      ).first(),
    ).toEqual({ action: 'SUSPEND', reason: 'A spam network.', report_count: 0 });
    await staff(`mutation { endAccountSessions(userId: "u-rex") { __typename } }`);
    expect(
      (await env.DB.prepare("select count(*) as n from sessions where user_id = 'u-rex'").first<{ n: number }>())?.n,
    ).toBe(0);
    expect(
      (await staff(`mutation { endAccountSessions(userId: "u-staff") { __typename } }`))['endAccountSessions']
        ?.__typename,
    ).toBe('Forbidden');
  });
});

describe('the operators’ pages', () => {
  it('show staff the account a query finds and the blocked domains, and are not there for anyone else', async () => {
    await db.insert(blockedLinkDomains).values({ domain: 'spam.example', reason: 'Malware.' }).run();
    const staff = (await signIn('u-staff')).cookie;
    const users = await SELF.fetch('http://localhost/_/admin/users?q=ann%40ann.example', {
      headers: { Cookie: staff },
    });
    expect(users.status).toBe(200);
    const html = await users.text();
    expect(html).toContain('ann@ann.example');
    expect(html).toContain('Make a moderator');
    expect(html).not.toContain('Rex Reader');
    const domains = await (
      await SELF.fetch('http://localhost/_/admin/link-domains', { headers: { Cookie: staff } })
    ).text();
    expect(domains).toContain('spam.example');
    expect(domains).toContain('Malware.');
    for (const cookie of [(await signIn('u-mod')).cookie, (await signIn('u-rex')).cookie, '']) {
      for (const path of ['/_/admin/users?q=ann', '/_/admin/link-domains'])
        expect((await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } })).status).toBe(404);
    }
  });
});

describe('hiding a list', () => {
  it('keeps it from everyone but its owner and moderators, off the owner’s profile, and tells the owner; restored, it is back', async () => {
    await db
      .insert(catalogs)
      .values({
        id: 'l-pub',
        creatorId: 'u-ann',
        name: 'Good reads',
        slug: 'good-reads',
        visibility: 'PUBLIC',
        updatedAt: new Date(),
      })
      .run();
    const LIST = `{ catalogById(catalogId: "l-pub") { __typename ... on Catalog { isSuspended } } }`;
    const LISTS = `{ user(username: "ann") { catalogs { id } } }`;
    await (await asViewer('u-rex'))(REPORT, { subject: 'LIST', id: 'l-pub' });
    expect(
      (
        await (
          await asViewer('u-mod')
        )(DECIDE, { subject: 'LIST', id: 'l-pub', action: 'HIDE', reason: 'A list of scam shops.' })
      )['decideReports']?.__typename,
    ).toBe('ModerationQueue');
    expect((await (await asViewer('u-rex'))(LIST))['catalogById']?.__typename).toBe('NotFound');
    expect((await (await asViewer(null))(LIST))['catalogById']?.__typename).toBe('NotFound');
    expect((await (await asViewer('u-ann'))(LIST))['catalogById']).toEqual({
      __typename: 'Catalog',
      isSuspended: true,
    });
    expect((await (await asViewer('u-mod'))(LIST))['catalogById']?.__typename).toBe('Catalog');
    expect(JSON.stringify(await (await asViewer('u-rex'))(LISTS))).not.toContain('l-pub');
    await jobsSettled();
    const types = await env.DB.prepare("select notification_type from notifications where user_id = 'u-ann'").all<{
      notification_type: string;
    }>();
    expect(types.results.map((row) => row.notification_type)).toContain('list_hidden');
    expect((await outboxFor('ann@ann.example')).map((message) => message.subject)).toContain(
      'Moderators hid your list “Good reads”',
    );
    await (await asViewer('u-staff'))(RESTORE, {
      id: await lastDecision(),
      reason: 'Shops the owner reviewed, not scams.',
    });
    expect((await (await asViewer('u-rex'))(LIST))['catalogById']).toEqual({
      __typename: 'Catalog',
      isSuspended: false,
    });
  });
});

describe('hiding a publication', () => {
  it('keeps it from everyone but its people and moderators, out of search, and tells its creator; restored, it is back', async () => {
    const PUBLICATION = `{ collectionByDomainOrSlug(domainOrSlug: "the-mag") { id isSuspended } }`;
    const page = async () => (await SELF.fetch('http://localhost/the-mag')).status;
    const searched = async () => {
      const response = await SELF.fetch('http://localhost/1/indexes/*/queries', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Algolia-Application-Id': 'quire',
          'X-Algolia-API-Key': 'quire-public-search-key',
        },
        body: JSON.stringify({ requests: [{ indexName: 'quire_collections', params: { query: 'mag' } }] }),
      });
      return ((await response.json()) as { results: { nbHits: number }[] }).results[0]?.nbHits;
    };
    expect(await page()).toBe(200);
    expect(await searched()).toBe(1);
    await (await asViewer('u-rex'))(REPORT, { subject: 'PUBLICATION', id: 'c-mag' });
    expect(
      (
        await (
          await asViewer('u-mod')
        )(DECIDE, { subject: 'PUBLICATION', id: 'c-mag', action: 'HIDE', reason: 'Impersonates a newspaper.' })
      )['decideReports']?.__typename,
    ).toBe('ModerationQueue');
    // the visitors' copy of its page was purged with the decision
    expect(await page()).toBe(404);
    expect((await (await asViewer('u-rex'))(PUBLICATION))['collectionByDomainOrSlug']).toBeNull();
    expect(await searched()).toBe(0);
    expect((await (await asViewer('u-ed'))(PUBLICATION))['collectionByDomainOrSlug']).toEqual({
      id: 'c-mag',
      isSuspended: true,
    });
    expect((await (await asViewer('u-mod'))(PUBLICATION))['collectionByDomainOrSlug']).toEqual({
      id: 'c-mag',
      isSuspended: true,
    });
    await jobsSettled();
    const types = await env.DB.prepare("select notification_type from notifications where user_id = 'u-ann'").all<{
      notification_type: string;
    }>();
    expect(types.results.map((row) => row.notification_type)).toContain('publication_hidden');
    await (await asViewer('u-staff'))(RESTORE, { id: await lastDecision(), reason: 'It says it is a parody.' });
    expect(await page()).toBe(200);
    expect((await (await asViewer('u-rex'))(PUBLICATION))['collectionByDomainOrSlug']).toEqual({
      id: 'c-mag',
      isSuspended: false,
    });
  });
});

describe('a limited account’s doings reach its followers only', () => {
  it('tells a writer of a limited account’s response only if the writer follows it', async () => {
    await db.update(users).set({ isLimited: true }).where(eq(users.id, 'u-rex')).run();
    const respond = (text: string) =>
      asViewer('u-rex').then((rex) =>
        rex(`mutation ($text: String!) { createResponse(parentPostId: "${postId(1)}", text: $text) { __typename } }`, {
          text,
        }),
      );
    const told = async () =>
      (
        await env.DB.prepare(
          "select count(*) as n from notifications where user_id = 'u-ann' and actor_id = 'u-rex'",
        ).first<{ n: number }>()
      )?.n;
    await respond('Buy my course.');
    await jobsSettled();
    expect(await told()).toBe(0);
    await db.insert(follows).values({ followerId: 'u-ann', followedId: 'u-rex' }).run();
    await respond('A second thought.');
    await jobsSettled();
    expect(await told()).toBe(1);
  });
});
