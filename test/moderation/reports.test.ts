import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPORT_REASON_KEYS } from '../../shared/social/reports.ts';
import { graphql } from '../support/graphql.ts';
import { jobsSettled } from '../support/jobs-settled.ts';
import { outboxFor } from '../support/newsletter-mail.ts';
import { insertPost, postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import {
  authAttempts,
  catalogs,
  moderationActions,
  notifications,
  outbox,
  posts,
  users,
} from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const NOW = Date.UTC(2026, 0, 2);
const RESPONSE = 'a0000000000r';

beforeEach(async () => {
  await seedContent(3);
  await db.batch([
    db.delete(moderationActions),
    db.delete(authAttempts),
    db.delete(catalogs),
    db.insert(users).values([
      { id: 'u-mod', username: 'mod', name: 'Mo Derator', isStaff: true, emailVerifiedAt: new Date(1) },
      { id: 'u-mod2', username: 'mod2', name: 'Second Moderator', isStaff: true, emailVerifiedAt: new Date(1) },
    ]),
    db.insert(catalogs).values([
      {
        id: 'l-pub',
        creatorId: 'u-ann',
        name: 'Good reads',
        description: 'A list.',
        slug: 'good-reads',
        visibility: 'PUBLIC',
        updatedAt: new Date(NOW),
      },
      {
        id: 'l-priv',
        creatorId: 'u-ann',
        name: 'Secret',
        description: '',
        slug: 'secret',
        visibility: 'PRIVATE',
        updatedAt: new Date(NOW),
      },
    ]),
    // a draft of ann's: nobody else can see it, so nobody can report it
    db.insert(posts).values({
      id: 'd00000000001',
      creatorId: 'u-ann',
      title: 'A draft',
      uniqueSlug: 'a-draft-d00000000001',
      content: { paragraphs: [] },
      updatedAt: new Date(NOW),
    }),
  ]);
  await insertPost({
    id: RESPONSE,
    creatorId: 'u-ann',
    inResponseToPostId: postId(1),
    title: '',
    uniqueSlug: RESPONSE,
    content: { paragraphs: [{ name: 'r1', type: 'P', text: 'A rude reply.', markups: [] }] },
    firstPublishedAt: new Date(NOW),
    latestPublishedAt: new Date(NOW),
    updatedAt: new Date(NOW),
  });
});

async function as(userId: string) {
  const { cookie, xsrf } = await signIn(userId);
  return <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(query, variables, { Cookie: cookie, 'X-Xsrf-Token': xsrf });
}

const REPORT = `mutation ($subject: ReportSubject!, $id: ID!, $reason: ReportReason!, $note: String) {
  reportContent(subject: $subject, id: $id, reason: $reason, note: $note) { __typename ... on Report { subject reason note state title } ... on Failure { message } }
}`;

type Answer = {
  reportContent: {
    __typename: string;
    message?: string;
    subject?: string;
    reason?: string;
    note?: string;
    state?: string;
    title?: string;
  };
};

const MY_REPORTS = `query ($to: String, $limit: Int = 2) { viewerReports(paging: { limit: $limit, to: $to }) {
  reports { subject reason state title post { id } catalog { id } user { id } collection { id } }
  pagingInfo { next { to } }
} }`;

type MyReports = {
  viewerReports: {
    reports: { subject: string; reason: string; state: string; title: string; post: { id: string } | null }[];
    pagingInfo: { next: { to: string } | null };
  };
};

describe('reporting what a person can post', () => {
  it.each([
    ['a story', 'STORY', postId(1), 'Story 1'],
    ['a response', 'RESPONSE', RESPONSE, ''],
    ['a public list', 'LIST', 'l-pub', 'Good reads'],
    ['a profile', 'PROFILE', 'u-ann', 'Ann Author'],
    ['a publication', 'PUBLICATION', 'c-mag', 'The Mag'],
  ])('%s is reported, kept as it was, and open on the reporter’s page', async (_case, subject, id, title) => {
    const rex = await as('u-rex');
    const { body } = await rex<Answer>(REPORT, { subject, id, reason: 'SPAM' });
    expect(body.data?.reportContent).toEqual({
      __typename: 'Report',
      subject,
      reason: 'SPAM',
      note: '',
      state: 'OPEN',
      title,
    });
    const row = await env.DB.prepare('select target_user_id, snapshot from user_reports where subject_id = ?')
      .bind(id)
      .first<{ target_user_id: string; snapshot: string }>();
    // every subject here is ann's: the report is about her account too
    expect(row?.target_user_id).toBe('u-ann');
    expect(JSON.parse(row?.snapshot ?? '{}')).toMatchObject({ title });
  });

  it.each(REPORT_REASON_KEYS.filter((reason) => reason !== 'OTHER'))(
    'takes the reason %s without a note',
    async (reason) => {
      const rex = await as('u-rex');
      expect(
        (await rex<Answer>(REPORT, { subject: 'STORY', id: postId(2), reason })).body.data?.reportContent,
      ).toMatchObject({ __typename: 'Report', reason });
    },
  );

  it.each([
    [
      '“Something else” without a note',
      { subject: 'STORY', id: postId(1), reason: 'OTHER', note: '  ' },
      'BadRequest',
      'Tell us what is wrong with it.',
    ],
    [
      'a note past 1,000 characters',
      { subject: 'STORY', id: postId(1), reason: 'SPAM', note: 'x'.repeat(1001) },
      'BadRequest',
      'Keep the note to 1,000 characters.',
    ],
    [
      'one’s own story',
      { subject: 'STORY', id: postId(1), reason: 'SPAM' },
      'BadRequest',
      'You cannot report your own story.',
      'u-ann',
    ],
    [
      'a draft nobody else can see',
      { subject: 'STORY', id: 'd00000000001', reason: 'SPAM' },
      'NotFound',
      'Post not found',
    ],
    ['a response named as a story', { subject: 'STORY', id: RESPONSE, reason: 'SPAM' }, 'NotFound', 'Post not found'],
    [
      'a story named as a response',
      { subject: 'RESPONSE', id: postId(1), reason: 'SPAM' },
      'NotFound',
      'Response not found',
    ],
    ['someone else’s private list', { subject: 'LIST', id: 'l-priv', reason: 'SPAM' }, 'NotFound', 'List not found'],
    [
      'a publication that is not there',
      { subject: 'PUBLICATION', id: 'c-none', reason: 'SPAM' },
      'NotFound',
      'Publication not found',
    ],
  ])('refuses %s', async (_case, variables, kind, message, userId = 'u-rex') => {
    const reporter = await as(userId);
    expect((await reporter<Answer>(REPORT, variables)).body.data?.reportContent).toEqual({ __typename: kind, message });
    expect(await env.DB.prepare('select count(*) as n from user_reports').first('n')).toBe(0);
  });

  it('refuses a visitor', async () => {
    const { body } = await graphql<Answer>(
      REPORT,
      { subject: 'STORY', id: postId(1), reason: 'SPAM' },
      { 'X-Xsrf-Token': 'a visitor' },
    );
    expect(body.data?.reportContent).toEqual({ __typename: 'Unauthorized', message: 'Sign in to do that.' });
  });

  it('keeps one open report per reader and subject: reporting again changes its reason', async () => {
    const rex = await as('u-rex');
    await rex(REPORT, { subject: 'STORY', id: postId(1), reason: 'SPAM' });
    await rex(REPORT, { subject: 'STORY', id: postId(1), reason: 'HATE', note: 'On second reading.' });
    const rows = await env.DB.prepare('select reason, note from user_reports').all();
    expect(rows.results).toEqual([{ reason: 'HATE', note: 'On second reading.' }]);
  });

  it('counts 20 reports an hour, whatever they name, batched or aliased', async () => {
    const rex = await as('u-rex');
    const aliases = Array.from(
      { length: 25 },
      (_, n) => `r${n}: reportContent(subject: STORY, id: "${postId((n % 3) + 1)}", reason: SPAM) { __typename }`,
    ).join('\n');
    const { body } = await rex<Record<string, { __typename: string }>>(`mutation { ${aliases} }`);
    const answers = Object.values(body.data ?? {}).map((answer) => answer.__typename);
    expect(answers.filter((kind) => kind === 'Report')).toHaveLength(20);
    expect(answers.filter((kind) => kind === 'TooManyRequests')).toHaveLength(5);
  });

  it('lists the reader’s own reports, newest first, a page at a time, and nobody else’s', async () => {
    const rex = await as('u-rex');
    for (const [subject, id] of [
      ['STORY', postId(1)],
      ['LIST', 'l-pub'],
      ['PUBLICATION', 'c-mag'],
    ] as const)
      await rex(REPORT, { subject, id, reason: 'SPAM' });
    const first = (await rex<MyReports>(MY_REPORTS)).body.data?.viewerReports;
    expect(first?.reports.map((report) => report.subject)).toEqual(['PUBLICATION', 'LIST']);
    const second = (await rex<MyReports>(MY_REPORTS, { to: first?.pagingInfo.next?.to })).body.data?.viewerReports;
    expect(second?.reports.map((report) => report.subject)).toEqual(['STORY']);
    expect(second?.reports[0]?.post).toEqual({ id: postId(1) });
    expect(second?.pagingInfo.next).toBeNull();
    const ed = await as('u-ed');
    expect((await ed<MyReports>(MY_REPORTS)).body.data?.viewerReports.reports).toEqual([]);
  });

  it('files a profile report with a reason through the specification’s operation, which can also block', async () => {
    const rex = await as('u-rex');
    const { body } = await rex<{
      reportAndMaybeBlockUser: { __typename: string; viewerEdge?: { isBlocking: boolean } };
    }>(
      'mutation { reportAndMaybeBlockUser(targetUserId: "u-ann", alsoBlockUser: true, reason: HARASSMENT, note: "Keeps replying.") { __typename ... on User { viewerEdge { isBlocking } } } }',
    );
    expect(body.data?.reportAndMaybeBlockUser).toEqual({ __typename: 'User', viewerEdge: { isBlocking: true } });
    const row = await env.DB.prepare('select subject_kind, subject_id, reason, note from user_reports').first();
    expect(row).toEqual({
      subject_kind: 'PROFILE',
      subject_id: 'u-ann',
      reason: 'HARASSMENT',
      note: 'Keeps replying.',
    });
    // without a reason, as the specification's operation was first written: "Something else", no note needed
    const ed = await as('u-ed');
    const plain = await ed<{ reportAndMaybeBlockUser: { __typename: string } }>(
      'mutation { reportAndMaybeBlockUser(targetUserId: "u-ann", alsoBlockUser: false) { __typename } }',
    );
    expect(plain.body.data?.reportAndMaybeBlockUser.__typename).toBe('User');
  });

  it('shows a signed-in reader their reports at /me/reports', async () => {
    const rex = await as('u-rex');
    await rex(REPORT, { subject: 'STORY', id: postId(1), reason: 'MISINFORMATION' });
    const { cookie } = await signIn('u-rex');
    const html = await (await SELF.fetch('http://localhost/me/reports', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('Your reports');
    expect(html).toContain('Story 1');
    expect(html).toContain('Misinformation');
    expect(html).toContain('Waiting for review');
  });
});

const QUEUE = `{ moderationQueue { __typename ... on ModerationQueue { items { subject subjectId reportCount gravest reasons notes title text actions owner { id } } } } }`;
const DECIDE = `mutation ($subject: ReportSubject!, $id: ID!, $action: ModerationAction!, $reason: String!) {
  decideReports(subject: $subject, id: $id, action: $action, reason: $reason) { __typename ... on ModerationQueue { items { subjectId } } ... on Failure { message } }
}`;
const LOG =
  '{ moderationLog { __typename ... on ModerationLog { entries { subject subjectId action reason title reportCount moderator { id } owner { id } } } } }';

type Queue = {
  moderationQueue: {
    __typename: string;
    items?: {
      subject: string;
      subjectId: string;
      reportCount: number;
      gravest: string;
      reasons: string[];
      notes: string[];
      title: string;
      text: string;
      actions: string[];
      owner: { id: string };
    }[];
  };
};
type Decided = { decideReports: { __typename: string; items?: { subjectId: string }[]; message?: string } };

describe('the moderators’ queue', () => {
  beforeEach(async () => {
    await db.batch([
      db.delete(outbox),
      db.delete(notifications),
      db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')),
    ]);
    const [rex, ed] = [await as('u-rex'), await as('u-ed')];
    await rex(REPORT, { subject: 'STORY', id: postId(1), reason: 'SPAM' });
    await ed(REPORT, { subject: 'STORY', id: postId(1), reason: 'SPAM', note: 'Links to a shop.' });
    await rex(REPORT, { subject: 'RESPONSE', id: RESPONSE, reason: 'HARASSMENT' });
    await rex(REPORT, { subject: 'PROFILE', id: 'u-ann', reason: 'OTHER', note: 'Impersonates me.' });
  });

  it('puts the gravest reason first, then the most reported, with what each showed when reported', async () => {
    const mod = await as('u-mod');
    const items = (await mod<Queue>(QUEUE)).body.data?.moderationQueue.items;
    expect(items?.map((item) => [item.subject, item.gravest, item.reportCount])).toEqual([
      ['RESPONSE', 'HARASSMENT', 1],
      ['STORY', 'SPAM', 2],
      ['PROFILE', 'OTHER', 1],
    ]);
    expect(items?.[0]).toMatchObject({ text: 'A rude reply.', actions: ['DISMISS', 'HIDE'], owner: { id: 'u-ann' } });
    expect(items?.[1]?.notes).toEqual(['Links to a shop.']);
    expect(items?.[2]?.actions).toEqual(['DISMISS', 'LIMIT', 'SUSPEND']);
  });

  it('is not there for anyone but moderators, page or data', async () => {
    const rex = await as('u-rex');
    expect((await rex<Queue>(QUEUE)).body.data?.moderationQueue.__typename).toBe('NotFound');
    expect(
      (await rex<Decided>(DECIDE, { subject: 'STORY', id: postId(1), action: 'HIDE', reason: 'Spam.' })).body.data
        ?.decideReports.__typename,
    ).toBe('NotFound');
    expect(
      await env.DB.prepare('select is_suspended from posts where id = ?').bind(postId(1)).first('is_suspended'),
    ).toBe(0);
    const { cookie } = await signIn('u-rex');
    for (const path of ['/_/moderation', '/_/moderation/log', '/_/moderation/appeals']) {
      expect((await SELF.fetch(`http://localhost${path}`)).status).toBe(404);
      expect((await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } })).status).toBe(404);
    }
    const moderator = (await signIn('u-mod')).cookie;
    const html = await (await SELF.fetch('http://localhost/_/moderation', { headers: { Cookie: moderator } })).text();
    expect(html).toContain('Links to a shop.');
    expect(html).toContain('Hide it from readers');
  });

  it.each([
    [
      'without a reason',
      { subject: 'STORY', id: postId(1), action: 'HIDE', reason: ' ' },
      'Give a reason for this decision: the log keeps it.',
    ],
    [
      'with an action that does not apply',
      { subject: 'PROFILE', id: 'u-ann', action: 'HIDE', reason: 'No.' },
      'That action does not apply to a profile.',
    ],
  ])('refuses a decision %s', async (_case, variables, message) => {
    const mod = await as('u-mod');
    expect((await mod<Decided>(DECIDE, variables)).body.data?.decideReports).toEqual({
      __typename: 'BadRequest',
      message,
    });
  });

  it('hides a story: its readers get the suspended page, its writer is told so, reporters see the outcome, the log keeps it', async () => {
    const profile = async () => (await SELF.fetch('http://localhost/@ann')).text();
    expect(await profile()).toContain('Story 1<');
    const mod = await as('u-mod');
    const decided = (
      await mod<Decided>(DECIDE, { subject: 'STORY', id: postId(1), action: 'HIDE', reason: 'Spam links.' })
    ).body.data?.decideReports;
    expect(decided?.items?.map((item) => item.subjectId)).toEqual([RESPONSE, 'u-ann']);
    const READ = 'query ($id: ID!) { postResult(id: $id) { __typename ... on Failure { message } } }';
    const rex = await as('u-rex');
    expect((await rex<{ postResult: unknown }>(READ, { id: postId(1) })).body.data?.postResult).toEqual({
      __typename: 'PostSuspended',
      message: 'This story is under investigation or was found in violation of the rules.',
    });
    // its writer still reaches it, and reads why: on the story, by e-mail, and in the bell
    const ann = await as('u-ann');
    expect(
      (await ann<{ postResult: { message: string } }>(READ, { id: postId(1) })).body.data?.postResult.message,
    ).toBe(
      'Readers can’t see this story: it is under investigation or was found in violation of the rules. You can still edit it. The moderators’ reason: “Spam links.”',
    );
    const [mail] = await outboxFor('ann@example.com');
    expect(mail?.subject).toBe('Moderators hid your story “Story 1”');
    expect(mail?.text).toContain('Their reason: Spam links.');
    await jobsSettled();
    const bell = await ann<{
      notificationsConnectionByActivityTypes: {
        notifications: { notificationType: string; post: { id: string } | null }[];
      };
    }>(
      '{ notificationsConnectionByActivityTypes(paging: { limit: 10 }) { notifications { notificationType post { id } } } }',
    );
    expect(bell.body.data?.notificationsConnectionByActivityTypes.notifications).toEqual([
      { notificationType: 'content_hidden', post: { id: postId(1) } },
    ]);
    // the story leaves its writer's public pages
    expect(await profile()).not.toContain('Story 1<');
    const reports = (await rex<MyReports>(MY_REPORTS, { limit: 10 })).body.data?.viewerReports.reports;
    expect(reports?.find((report) => report.subject === 'STORY')?.state).toBe('ACTIONED');
    expect(reports?.find((report) => report.subject === 'RESPONSE')?.state).toBe('OPEN');
    const log = (await mod<{ moderationLog: { entries: unknown[] } }>(LOG)).body.data?.moderationLog.entries;
    expect(log).toEqual([
      {
        subject: 'STORY',
        subjectId: postId(1),
        action: 'HIDE',
        reason: 'Spam links.',
        title: 'Story 1',
        reportCount: 2,
        moderator: { id: 'u-mod' },
        owner: { id: 'u-ann' },
      },
    ]);
    // a second moderator who acts on the same reports finds them decided
    const late = await (await as('u-mod2'))<Decided>(DECIDE, {
      subject: 'STORY',
      id: postId(1),
      action: 'DISMISS',
      reason: 'Fine.',
    });
    expect(late.body.data?.decideReports.__typename).toBe('NotFound');
  });

  it('dismisses a response’s reports: it stays up, and its reporter reads “no rule was broken”', async () => {
    const mod = await as('u-mod');
    await mod(DECIDE, { subject: 'RESPONSE', id: RESPONSE, action: 'DISMISS', reason: 'Blunt, not harassment.' });
    expect(
      await env.DB.prepare('select is_suspended from posts where id = ?').bind(RESPONSE).first('is_suspended'),
    ).toBe(0);
    const rex = await as('u-rex');
    expect(
      (await rex<MyReports>(MY_REPORTS, { limit: 10 })).body.data?.viewerReports.reports.find(
        (report) => report.subject === 'RESPONSE',
      )?.state,
    ).toBe('DISMISSED');
  });

  it('sends reports on a moderator’s own work to another moderator', async () => {
    await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-ann')).run();
    const ann = await as('u-ann');
    expect(
      (await ann<Decided>(DECIDE, { subject: 'STORY', id: postId(1), action: 'DISMISS', reason: 'Mine is fine.' })).body
        .data?.decideReports,
    ).toEqual({
      __typename: 'Forbidden',
      message: 'Reports on your own work or account go to another moderator.',
    });
    expect(
      await env.DB.prepare("select count(*) as n from user_reports where state = 'OPEN' and subject_id = ?")
        .bind(postId(1))
        .first('n'),
    ).toBe(2);
  });

  it('suspends an account: it is told why, and from then on it can change nothing', async () => {
    const mod = await as('u-mod');
    await mod(DECIDE, { subject: 'PROFILE', id: 'u-ann', action: 'SUSPEND', reason: 'Impersonation.' });
    const [mail] = await outboxFor('ann@example.com');
    expect(mail?.subject).toBe('Your Quire account is suspended');
    expect(mail?.text).toContain('Their reason: Impersonation.');
    const ann = await as('u-ann');
    const { body } = await ann('mutation { followUser(targetUserId: "u-rex") { __typename } }');
    expect(body.errors?.[0]?.extensions?.['code']).toBe('ACCOUNT_SUSPENDED');
  });
});

const DECISIONS = '{ viewerModerationDecisions { id action reason appealState appealText appealAnswer } }';
const APPEAL = `mutation ($id: ID!, $text: String!) { appealDecision(decisionId: $id, text: $text) { __typename ... on ModerationDecision { appealState } ... on Failure { message } } }`;
const APPEALS =
  '{ moderationAppeals { __typename ... on ModerationAppeals { items { id text decision { action reason moderator { id } owner { id } } } } } }';
const HEAR = `mutation ($id: ID!, $grant: Boolean!, $reason: String!) { decideAppeal(id: $id, grant: $grant, reason: $reason) { __typename ... on ModerationAppeals { items { id } } ... on Failure { message } } }`;

type Decisions = {
  viewerModerationDecisions: {
    id: string;
    action: string;
    reason: string;
    appealState: string | null;
    appealText: string | null;
    appealAnswer: string | null;
  }[];
};
type Appeals = { moderationAppeals: { __typename: string; items?: { id: string; text: string }[] } };
type Heard = { decideAppeal: { __typename: string; items?: unknown[]; message?: string } };

describe('appeals', () => {
  beforeEach(async () => {
    await db.batch([
      db.delete(outbox),
      db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')),
    ]);
    const rex = await as('u-rex');
    await rex(REPORT, { subject: 'STORY', id: postId(1), reason: 'MISINFORMATION' });
    await rex(REPORT, { subject: 'PROFILE', id: 'u-ann', reason: 'SPAM' });
  });

  it('the writer appeals once; another moderator grants it: the story is back, the log says so, and the writer is told', async () => {
    const [mod, mod2, ann, rex] = [await as('u-mod'), await as('u-mod2'), await as('u-ann'), await as('u-rex')];
    await mod(DECIDE, { subject: 'STORY', id: postId(1), action: 'HIDE', reason: 'False claims.' });
    const [decision] = (await ann<Decisions>(DECISIONS)).body.data?.viewerModerationDecisions ?? [];
    expect(decision).toMatchObject({ action: 'HIDE', reason: 'False claims.', appealState: null });
    const id = decision?.id ?? '';
    // only its writer can appeal it, and only with words
    expect((await rex<{ appealDecision: unknown }>(APPEAL, { id, text: 'Me too.' })).body.data?.appealDecision).toEqual(
      { __typename: 'NotFound', message: 'There is no such decision about your work.' },
    );
    expect((await ann<{ appealDecision: unknown }>(APPEAL, { id, text: ' ' })).body.data?.appealDecision).toEqual({
      __typename: 'BadRequest',
      message: 'Tell the moderators why the decision was wrong.',
    });
    expect(
      (await ann<{ appealDecision: unknown }>(APPEAL, { id, text: 'It is satire.' })).body.data?.appealDecision,
    ).toEqual({ __typename: 'ModerationDecision', appealState: 'OPEN' });
    expect(
      (await ann<{ appealDecision: { __typename: string } }>(APPEAL, { id, text: 'Again.' })).body.data?.appealDecision
        .__typename,
    ).toBe('AlreadyExists');

    const [appeal] = (await mod2<Appeals>(APPEALS)).body.data?.moderationAppeals.items ?? [];
    expect(appeal?.text).toBe('It is satire.');
    // the moderator who decided does not hear the appeal
    expect(
      (await mod<Heard>(HEAR, { id: appeal?.id, grant: true, reason: 'I was wrong.' })).body.data?.decideAppeal,
    ).toEqual({
      __typename: 'Forbidden',
      message: 'An appeal is decided by a moderator who did not make the decision.',
    });
    expect(
      (await mod2<Heard>(HEAR, { id: appeal?.id, grant: true, reason: 'Satire, clearly.' })).body.data?.decideAppeal,
    ).toEqual({ __typename: 'ModerationAppeals', items: [] });
    // heard once: a second verdict changes nothing
    expect(
      (await mod<Heard>(HEAR, { id: appeal?.id, grant: false, reason: 'No.' })).body.data?.decideAppeal.__typename,
    ).toBe('NotFound');

    const read = await rex<{ postResult: { __typename: string } }>(
      'query ($id: ID!) { postResult(id: $id) { __typename } }',
      { id: postId(1) },
    );
    expect(read.body.data?.postResult.__typename).toBe('Post');
    const log = (
      await mod<{ moderationLog: { entries: { action: string; reason: string; moderator: { id: string } }[] } }>(LOG)
    ).body.data?.moderationLog.entries;
    expect(log?.map((entry) => [entry.action, entry.moderator.id, entry.reason])).toEqual([
      ['RESTORE', 'u-mod2', 'Satire, clearly.'],
      ['HIDE', 'u-mod', 'False claims.'],
    ]);
    expect((await ann<Decisions>(DECISIONS)).body.data?.viewerModerationDecisions[0]).toMatchObject({
      appealState: 'GRANTED',
      appealText: 'It is satire.',
      appealAnswer: 'Satire, clearly.',
    });
    const mails = (await outboxFor('ann@example.com')).map((mail) => mail.subject);
    expect(mails).toEqual([
      'Moderators hid your story “Story 1”',
      'Your appeal was granted: your story “Story 1” is restored',
    ]);
  });

  it('a suspended account can still appeal; denied, the suspension stands', async () => {
    const [mod, mod2, ann] = [await as('u-mod'), await as('u-mod2'), await as('u-ann')];
    await mod(DECIDE, { subject: 'PROFILE', id: 'u-ann', action: 'SUSPEND', reason: 'Spam account.' });
    const [decision] = (await ann<Decisions>(DECISIONS)).body.data?.viewerModerationDecisions ?? [];
    expect(
      (
        await ann<{ appealDecision: { __typename: string } }>(APPEAL, {
          id: decision?.id,
          text: 'I write about shops.',
        })
      ).body.data?.appealDecision.__typename,
    ).toBe('ModerationDecision');
    const [appeal] = (await mod2<Appeals>(APPEALS)).body.data?.moderationAppeals.items ?? [];
    await mod2(HEAR, { id: appeal?.id, grant: false, reason: 'Every story links to one shop.' });
    expect(await env.DB.prepare("select is_suspended from users where id = 'u-ann'").first('is_suspended')).toBe(1);
    expect((await ann<Decisions>(DECISIONS)).body.data?.viewerModerationDecisions[0]).toMatchObject({
      appealState: 'DENIED',
      appealAnswer: 'Every story links to one shop.',
    });
    const [, denial] = await outboxFor('ann@example.com');
    expect(denial?.subject).toBe('Your appeal was denied');
  });

  it('shows the writer the decision, its reason and the way to appeal at /me/moderation', async () => {
    const mod = await as('u-mod');
    await mod(DECIDE, { subject: 'STORY', id: postId(1), action: 'HIDE', reason: 'False claims.' });
    const { cookie } = await signIn('u-ann');
    const html = await (await SELF.fetch('http://localhost/me/moderation', { headers: { Cookie: cookie } })).text();
    expect(html).toContain('Your story was hidden from readers');
    expect(html).toContain('False claims.');
    expect(html).toContain('another moderator will look again');
    const reader = (await signIn('u-rex')).cookie;
    expect(
      await (await SELF.fetch('http://localhost/me/moderation', { headers: { Cookie: reader } })).text(),
    ).toContain('Moderators have hidden nothing of yours.');
  });
});
