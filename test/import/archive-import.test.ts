import { env, SELF } from 'cloudflare:test';
import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { collectExport, zipExport } from '../../worker/account/data-export.ts';
import { database } from '../../worker/db/client.ts';
import { wrapD1 } from '../../worker/db/wrap-d1.ts';
import {
  archiveImports,
  authAttempts,
  collections,
  emailSubscribers,
  newsletterSubscriptions,
  newsletters,
  outbox,
  postTags,
  posts,
  tags,
  users,
} from '../../worker/db/schema/index.ts';
import { type ArchiveImportDeps, runArchiveImport, STORIES_PER_PART } from '../../worker/import/archive-import-job.ts';
import { type ArchiveImportJob, archiveObjectKey } from '../../worker/import/archive-import-queue.ts';
import { PICTURE_FETCHES_PER_RUN } from '../../worker/import/bring-pictures.ts';
import { createPictureFetcher } from '../../worker/import/fetch-picture.ts';
import { createMailer } from '../../worker/mail/mailer.ts';
import { asViewer } from '../support/as-viewer.ts';
import { jobsSettled } from '../support/jobs-settled.ts';
import { outboxFor } from '../support/newsletter-mail.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { db } from '../support/test-database.ts';

/** The loopback site the stories' pictures are on (test/import-pages.ts). */
const pages = inject('importPagesUrl');

/** How often the picture site was asked for each address. */
const pictureHits = async (): Promise<Record<string, number>> => (await fetch(`${pages}/hits`)).json();

beforeEach(async () => {
  await seedContent(1);
  await db.batch([
    db.update(users).set({ email: 'ann@example.com' }).where(eq(users.id, 'u-ann')),
    db.delete(archiveImports),
    db.delete(authAttempts).where(like(authAttempts.key, 'archive-import-account:%')),
    db.delete(newsletterSubscriptions),
    db.delete(emailSubscribers),
    db.delete(outbox),
  ]);
});

/** A story's file as Medium's account export writes it (the shape of Ghost's migrate fixtures). */
function mediumFile(story: {
  title: string;
  subtitle?: string;
  body: string;
  published?: string;
  canonical?: string;
  tags?: string[];
}): Uint8Array {
  const tags = story.tags
    ? `<p class="p-tags">Tagged in ${story.tags.map((tag) => `<a href="https://medium.com/tag/${tag.toLowerCase()}" class="p-tag">${tag}</a>`).join(', ')}</p>`
    : '';
  const date = story.published
    ? `<p>By <a href="https://medium.com/@ann" class="p-author h-card">Ann</a> on <a href="https://medium.com/p/x"><time class="dt-published" datetime="${story.published}">a day</time></a>.</p>`
    : '';
  const canonical = story.canonical ? `<p><a href="${story.canonical}" class="p-canonical">Canonical link</a></p>` : '';
  return strToU8(`<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${story.title}</title></head>
<body><article class="h-entry"><header><h1 class="p-name">${story.title}</h1></header>
${story.subtitle ? `<section data-field="subtitle" class="p-summary">${story.subtitle}</section>` : ''}
<section data-field="body" class="e-content"><section name="007" class="section section--body section--first">
<div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--insetColumn">
<h3 name="t" class="graf graf--h3 graf--leading graf--title">${story.title}</h3>${story.body}
</div></div></section></section>
<footer>${tags}${date}${canonical}<p>Exported from <a href="https://medium.com">Medium</a> on June 3, 2024.</p></footer></article></body></html>`);
}

const PUBLISHED = {
  title: 'On Moving House',
  subtitle: 'What to keep',
  body: `<p name="a" class="graf graf--p">Keep the <strong class="markup--strong">letters</strong>, lose the <em class="markup--em">boxes</em>; read <a href="https://example.com/guide" class="markup--anchor">the guide</a>.</p>
<blockquote class="graf graf--blockquote">A quote.</blockquote><pre class="graf graf--pre">const boxes = 0;</pre>
<figure class="graf graf--figure"><img class="graf-image" data-image-id="1*abc.png" alt="Boxes in a hall" src="${pages}/pictures/wave.png?medium"><figcaption class="imageCaption">The old <em>house</em></figcaption></figure>
<figure class="graf graf--figure"><img class="graf-image" src="${pages}/pictures/gone.png?medium"></figure>
<figure class="graf graf--figure graf--iframe"><iframe src="https://cdn.embedly.com/widgets/media.html?src=https%3A%2F%2Fwww.youtube.com%2Fembed%2FdQw4w9WgXcQ&amp;url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ&amp;type=text%2Fhtml&amp;schema=youtube" width="854" height="480" frameborder="0"></iframe><figcaption class="imageCaption">A tune</figcaption></figure>
<iframe src="javascript:steal()"></iframe>
<script>alert(1)</script><p class="graf graf--p" onclick="steal()">The end.</p>
<p>Then <a href="javascript:steal()">click</a>.</p><svg onload="steal()"><script>steal()</script><text>svg words</text></svg>`,
  published: '2018-08-11T11:23:34.123Z',
  canonical: 'https://medium.com/@ann/on-moving-house-efef12121212',
  tags: ['Moving', 'Life'],
};

/** Ann's Medium export: a published story, a draft, a file with no story, and Medium's other folders. */
const medium = () =>
  zipSync({
    'posts/2018-08-11_On-Moving-House-efef12121212.html': mediumFile(PUBLISHED),
    'posts/draft_Half-Written-abcdef123456.html': mediumFile({
      title: 'Half Written',
      body: '<p class="graf graf--p">Not yet.</p>',
    }),
    'posts/2019-01-01_-aaaaaaaaaaaa.html': strToU8('<html><body><article></article></body></html>'),
    'profile/profile.html': strToU8('<h3 class="p-name">Ann</h3>'),
    'claps/claps.html': strToU8('<ul></ul>'),
  });

const upload = async (bytes: Uint8Array, userId: string | null = 'u-ann', xsrf?: string, query = '') => {
  const session = userId ? await signIn(userId) : null;
  return SELF.fetch(`http://localhost/_/import${query}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/zip',
      ...(session ? { Cookie: session.cookie, 'X-Xsrf-Token': xsrf ?? session.xsrf } : {}),
    },
    body: new Uint8Array(bytes),
  });
};

const IMPORTS = `{ viewer { archiveImports { id status sourceName total done imported skipped error
  subscriberCount subscribersDone subscribed invited
  report { file title imported reason postId draft pictures picturesLeftOut { address reason } } } } }`;

type ImportAnswer = {
  id: string;
  status: string;
  total: number;
  done: number;
  imported: number;
  skipped: number;
  error: string | null;
  report: {
    file: string;
    title: string;
    imported: boolean;
    reason: string | null;
    postId: string | null;
    draft: boolean;
    pictures: number;
    picturesLeftOut: { address: string; reason: string }[];
  }[];
};

const importsOf = async (userId: string): Promise<ImportAnswer[]> =>
  ((await (await asViewer(userId))(IMPORTS))['viewer'] as unknown as { archiveImports: ImportAnswer[] }).archiveImports;

/** Waits for the jobs queue to end the writer's newest import. */
async function ended(userId = 'u-ann'): Promise<ImportAnswer> {
  return vi.waitFor(
    async () => {
      const [newest] = await importsOf(userId);
      if (!newest || newest.status === 'QUEUED' || newest.status === 'RUNNING') throw new Error('still importing');
      return newest;
    },
    { timeout: 15_000, interval: 100 },
  );
}

const storyRow = (id: string) =>
  env.DB.prepare(
    'select title, subtitle, content, first_published_at, canonical_url, import_key, creator_id from posts where id = ?',
  )
    .bind(id)
    .first<Record<string, string | number | null>>();

describe('importing a Medium export', () => {
  it('brings the writer’s stories and drafts, with their words, dates, addresses and tags, and reports the rest', async () => {
    const sent = await upload(medium());
    expect(sent.status).toBe(202);
    const done = await ended();
    expect(done).toMatchObject({
      status: 'DONE',
      sourceName: 'Medium',
      total: 3,
      done: 3,
      imported: 2,
      skipped: 1,
      error: null,
    });
    const byTitle = Object.fromEntries(done.report.map((item) => [item.title || item.file, item]));
    expect(byTitle['posts/2019-01-01_-aaaaaaaaaaaa.html']).toMatchObject({
      imported: false,
      reason: 'No story was found in this file.',
    });

    const published = await storyRow(byTitle['On Moving House']?.postId ?? '');
    expect(published).toMatchObject({
      title: 'On Moving House',
      subtitle: 'What to keep',
      first_published_at: Date.parse('2018-08-11T11:23:34.123Z'),
      canonical_url: 'https://medium.com/@ann/on-moving-house-efef12121212',
      import_key: 'medium:efef12121212',
      creator_id: 'u-ann',
    });
    const paragraphs = JSON.parse(String(published?.content)).paragraphs as {
      type: string;
      text: string;
      markups: { type: string; href?: string }[];
    }[];
    // the section divider above the story and the repeated title are not paragraphs; scripts and SVGs are dropped
    expect(paragraphs.map((paragraph) => [paragraph.type, paragraph.text])).toEqual([
      ['P', 'Keep the letters, lose the boxes; read the guide.'],
      ['BQ', 'A quote.'],
      ['PRE', 'const boxes = 0;'],
      ['IMG', 'The old house'],
      ['P', 'A picture'],
      ['IFRAME', 'A tune'],
      ['P', 'The end.'],
      ['P', 'Then click.'],
    ]);
    // a script's address is no link, and an SVG brings nothing
    expect(paragraphs[7]?.markups).toEqual([]);
    // an embed is the video itself, out of Medium's embed service; a frame of script is nothing
    expect((paragraphs[5] as unknown as { href: string }).href).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    // the picture is Quire's own now, with its size, caption and words for those who cannot see it
    const picture = paragraphs[3] as unknown as { metadata: { id: string; originalWidth: number; alt: string } };
    expect(picture.metadata).toMatchObject({ originalWidth: 40, originalHeight: 20, alt: 'Boxes in a hall' });
    expect(picture.metadata.id).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await env.MEDIA.head(picture.metadata.id))?.customMetadata).toMatchObject({ uploaderId: 'u-ann' });
    expect(paragraphs[3]?.markups.map((markup) => markup.type)).toEqual(['EM']);
    // one that could not be fetched stays a link to where it was, and the report says why
    expect(paragraphs[4]?.markups).toEqual([
      { type: 'A', start: 0, end: 9, href: `${pages}/pictures/gone.png?medium` },
    ]);
    expect(byTitle['On Moving House']).toMatchObject({
      pictures: 1,
      picturesLeftOut: [
        { address: `${pages}/pictures/gone.png?medium`, reason: 'Its address answered with an error (404).' },
      ],
    });
    expect(paragraphs[0]?.markups.map((markup) => markup.type)).toEqual(['STRONG', 'EM', 'A']);
    expect(paragraphs[0]?.markups[2]?.href).toBe('https://example.com/guide');
    const tags = await env.DB.prepare('select tag_slug from post_tags where post_id = ? order by position')
      .bind(byTitle['On Moving House']?.postId ?? '')
      .all();
    expect(tags.results.map((row) => row['tag_slug'])).toEqual(['moving', 'life']);
    expect(await env.DB.prepare("select post_count from tags where slug = 'moving'").first('post_count')).toBe(1);

    const draft = await storyRow(byTitle['Half Written']?.postId ?? '');
    expect(draft).toMatchObject({ title: 'Half Written', first_published_at: null, canonical_url: null });
    expect(byTitle['Half Written']?.draft).toBe(true);

    // the published story is on the writer's profile, the draft is not
    const profile = await (await SELF.fetch('http://localhost/@ann')).text();
    expect(profile).toContain('On Moving House');
    expect(profile).not.toContain('Half Written');
    // the import's page shows the writer how it went
    const { cookie } = await signIn('u-ann');
    const page = await (await SELF.fetch('http://localhost/me/import', { headers: { Cookie: cookie } })).text();
    expect(page).toContain('Done: 2 imported, 1 left out');
    expect(page).toContain(`href="/p/${byTitle['Half Written']?.postId}/edit"`);
    expect(page).toContain('left out. No story was found in this file.');
    expect(page).toContain('On Moving House: a picture stayed a link, as it could not be fetched.');
    // the archive is gone from storage, and the writer is told
    expect(await env.MEDIA.head(archiveObjectKey(done.id))).toBeNull();
    const mail = (await outboxFor('ann@example.com')).at(-1);
    expect(mail?.subject).toBe('Your Medium stories are on Quire');
    expect(mail?.text).toContain('2 stories imported, 1 left out');
  });

  it('creates nothing twice when the same export comes again', async () => {
    await upload(medium());
    await ended();
    await upload(medium());
    const again = await ended();
    expect(again).toMatchObject({ status: 'DONE', imported: 0, skipped: 3 });
    expect(again.report.filter((item) => item.reason === 'Already imported.')).toHaveLength(2);
    const count = await env.DB.prepare(
      "select count(*) as n from posts where creator_id = 'u-ann' and import_key is not null",
    ).first('n');
    expect(count).toBe(2);
  });

  it('refuses what is not a ZIP at once, and a bad archive with its reason', async () => {
    const notZip = await upload(strToU8('My blog, as plain text.'));
    expect(notZip.status).toBe(400);
    expect(await notZip.json()).toEqual({
      error:
        'That file is not an export we can read. Upload the ZIP file of your Medium or Substack export, Ghost’s JSON file, WordPress’s XML file or a CSV file of your subscribers.',
    });
    await upload(zipSync({ 'posts/../../../escape.html': mediumFile(PUBLISHED) }));
    expect(await ended()).toMatchObject({
      status: 'FAILED',
      imported: 0,
      error: 'That archive names a file outside itself, which no export does.',
    });
    await upload(zipSync({ 'notes/readme.txt': strToU8('hello') }));
    expect(await ended()).toMatchObject({
      status: 'FAILED',
      error: 'That export holds no stories.',
    });
    expect(await env.DB.prepare('select count(*) as n from posts where import_key is not null').first('n')).toBe(0);
  });

  it('takes an archive only from its signed-in writer, with the anti-forgery value, three a day', async () => {
    expect((await upload(medium(), null)).status).toBe(401);
    expect((await upload(medium(), 'u-ann', 'forged')).status).toBe(403);
    for (let n = 0; n < 3; n += 1) expect((await upload(medium())).status).toBe(202);
    const fourth = await upload(medium());
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      error: 'You have imported three archives today. Please try again tomorrow.',
    });
    // the three imports end before the next test seeds again
    await jobsSettled();
  });

  it('shows a writer’s imports to that writer alone', async () => {
    await upload(medium());
    await ended();
    expect(await importsOf('u-ann')).toHaveLength(1);
    expect(await importsOf('u-rex')).toEqual([]);
    const peek = await (await asViewer('u-rex'))(
      `{ userResult(username: "ann") { ... on User { archiveImports { id } } } }`,
    );
    expect(peek['userResult']).toEqual({ archiveImports: [] });
  });
});

describe('an import too large for one run', () => {
  const STORIES = STORIES_PER_PART + 5;
  const many = () =>
    zipSync(
      Object.fromEntries(
        Array.from({ length: STORIES }, (_, n) => [
          `posts/2020-01-01_Story-${n}-${(0x10000000 + n).toString(16)}.html`,
          mediumFile({ title: `Story ${n}`, body: `<p>Words ${n}.</p>`, published: '2020-01-01T00:00:00.000Z' }),
        ]),
      ),
    );

  /** An import of `archive` waiting in the queue, and the job's parts with `budgetMs` a run; what the runs queue is kept. */
  async function waitingImport(id: string, budgetMs: number, archive = many()) {
    await env.MEDIA.put(archiveObjectKey(id), archive);
    const db = database(env.DB);
    await db.insert(archiveImports).values({ id, userId: 'u-ann', source: 'medium', status: 'QUEUED' }).run();
    const queued: ArchiveImportJob[] = [];
    const deps: ArchiveImportDeps = {
      db,
      media: env.MEDIA,
      pictures: { media: env.MEDIA, images: env.IMAGES, fetchPicture: createPictureFetcher(true) },
      mailer: createMailer(env, db, () => new Date()),
      productName: 'Quire',
      queue: async (next) => void queued.push(next),
      purge: async () => undefined,
      now: () => new Date(),
      budgetMs,
      unsubscribeUrl: async () => 'http://localhost/unsubscribe',
    };
    const job: ArchiveImportJob = { kind: 'archive_import', importId: id, origin: 'http://localhost' };
    return { deps, job, queued };
  }

  it('goes part after part within one run’s time, and queues nothing when it ends', async () => {
    const id = 'imp-one-run';
    const { deps, job, queued } = await waitingImport(id, 60_000);
    await runArchiveImport(deps, job);
    expect(
      await env.DB.prepare('select status, cursor, imported from archive_imports where id = ?').bind(id).first(),
    ).toEqual({ status: 'DONE', cursor: STORIES, imported: STORIES });
    expect(queued).toEqual([]);
  });

  it('goes on from where a run stopped, and a message delivered again stores nothing twice', async () => {
    const id = 'imp-resume';
    // one part a run, as if each took the whole of a run's time
    const { deps, job, queued } = await waitingImport(id, 0);
    const progress = () =>
      env.DB.prepare('select status, total, cursor, imported from archive_imports where id = ?').bind(id).first();

    await runArchiveImport(deps, job);
    expect(await progress()).toEqual({
      status: 'RUNNING',
      total: STORIES,
      cursor: STORIES_PER_PART,
      imported: STORIES_PER_PART,
    });
    expect(queued).toEqual([job]);
    // the first run's message delivered again goes on from the row, not from where it began
    await runArchiveImport(deps, job);
    expect(await progress()).toEqual({ status: 'DONE', total: STORIES, cursor: STORIES, imported: STORIES });
    // and the queued message, or any other, after the end changes nothing
    await runArchiveImport(deps, job);
    await runArchiveImport(deps, job);
    expect(
      await env.DB.prepare(
        "select count(*) as n from posts where creator_id = 'u-ann' and import_key is not null",
      ).first('n'),
    ).toBe(STORIES);
  });
  it('goes on after a run that failed midway, with nothing of the failed part stored and nothing twice', async () => {
    const id = 'imp-failed-run';
    const { deps, job } = await waitingImport(id, 60_000);
    // D1 fails the run's second part as it stores it (one batch: none of it lands)
    let writes = 0;
    const failing = wrapD1(env.DB, (run, write) => {
      if (write && ++writes === 2) return Promise.reject(new Error('D1_ERROR: Network connection lost.'));
      return run();
    });
    await expect(runArchiveImport({ ...deps, db: database(failing) }, job)).rejects.toThrow();
    const stored = () =>
      env.DB.prepare("select count(*) as n from posts where creator_id = 'u-ann' and import_key is not null").first(
        'n',
      );
    const progress = () =>
      env.DB.prepare('select status, cursor, imported, skipped from archive_imports where id = ?').bind(id).first();
    expect(await progress()).toEqual({
      status: 'RUNNING',
      cursor: STORIES_PER_PART,
      imported: STORIES_PER_PART,
      skipped: 0,
    });
    expect(await stored()).toBe(STORIES_PER_PART);
    // the queue delivers the message again: the import goes on from the first part's end
    await runArchiveImport(deps, job);
    expect(await progress()).toEqual({ status: 'DONE', cursor: STORIES, imported: STORIES, skipped: 0 });
    expect(await stored()).toBe(STORIES);
  });

  it('fetches a part’s pictures over several runs when they are more than a run’s share, and each only once', async () => {
    const id = 'imp-pictures';
    const address = (name: string) => `${pages}/pictures/${name}?${id}`;
    const many = Array.from({ length: PICTURE_FETCHES_PER_RUN + 4 }, (_, n) => `${address('wave.png')}-${n}`);
    // the ones that fail come first, so the first run meets them
    const addresses = [address('page.png'), address('script.png'), address('moved.png'), ...many];
    const album = mediumFile({
      title: 'Album',
      body: `<p>Pictures.</p>${addresses.map((src) => `<figure><img src="${src}"></figure>`).join('')}`,
      published: '2020-01-01T00:00:00.000Z',
    });
    const { deps, job, queued } = await waitingImport(
      id,
      60_000,
      zipSync({ 'posts/2020-01-01_Album-1234567890ab.html': album }),
    );
    const progress = () =>
      env.DB.prepare('select status, cursor, imported, picture_failures from archive_imports where id = ?')
        .bind(id)
        .first();

    await runArchiveImport(deps, job);
    // the run fetched its share and left the part where it was, noting what failed, for the next message
    expect(await progress()).toMatchObject({ status: 'RUNNING', cursor: 0, imported: 0 });
    expect(queued).toEqual([job]);
    // the message delivered again fetches the rest, not the first ones again, and stores the story
    await runArchiveImport(deps, job);
    await runArchiveImport(deps, job);
    expect(await progress()).toEqual({ status: 'DONE', cursor: 1, imported: 1, picture_failures: '{}' });
    const hits = await pictureHits();
    for (const src of addresses) expect(hits[new URL(src).pathname + new URL(src).search]).toBe(1);

    const [item] = (await importsOf('u-ann')).find((row) => row.id === id)?.report ?? [];
    expect(item).toMatchObject({ imported: true, pictures: many.length + 1 });
    expect(item?.picturesLeftOut).toEqual([
      { address: address('page.png'), reason: 'Its address is not a picture.' },
      { address: address('script.png'), reason: 'Only JPEG, PNG, GIF and WebP images can be uploaded.' },
    ]);
    const content = JSON.parse(String((await storyRow(item?.postId ?? ''))?.content)) as {
      paragraphs: { type: string }[];
    };
    expect(content.paragraphs.map((paragraph) => paragraph.type)).toEqual([
      'P',
      'P',
      'P',
      ...Array<string>(many.length + 1).fill('IMG'),
    ]);
  });
});

describe('importing a Substack export', () => {
  /** A Substack export: `posts.csv` lists the posts, each post's body alone in `posts/{post_id}.html`. */
  const substack = () =>
    zipSync({
      'posts.csv': strToU8(
        [
          'post_id,post_date,is_published,email_sent_at,inbox_sent_at,type,audience,title,subtitle,podcast_url',
          '101.free-letter,2021-03-04T09:00:00.000Z,true,2021-03-04T09:00:00.000Z,,newsletter,everyone,A Free Letter,"For everyone, gratis",',
          '102.paid-letter,2021-04-05T09:00:00.000Z,true,2021-04-05T09:00:00.000Z,,newsletter,only_paid,A Paid Letter,For subscribers,',
          '103.next-letter,,false,,,newsletter,everyone,Next Letter,,',
          '104.chat,2021-05-01T09:00:00.000Z,true,,,thread,everyone,Open Thread,,',
          '105.lost,2021-06-01T09:00:00.000Z,true,,,newsletter,everyone,Lost Letter,,',
        ].join('\n'),
      ),
      'posts/101.free-letter.html': strToU8('<h1>A heading in the body</h1><p>Hello <em>readers</em>.</p>'),
      'posts/102.paid-letter.html': strToU8('<p>Only for those who pay.</p><p>Second paragraph.</p>'),
      'posts/103.next-letter.html': strToU8('<p>Coming soon.</p>'),
      'posts/104.chat.html': strToU8('<p>Talk.</p>'),
      'email_list.letters.csv': strToU8(
        [
          'email,active_subscription,expiry,plan,email_disabled,created_at',
          'Reader@Example.com,false,,,false,2021-01-01T00:00:00.000Z',
          'quiet@example.com,false,,,true,2021-01-02T00:00:00.000Z',
          'not an address,false,,,false,2021-01-03T00:00:00.000Z',
          'ann@example.com,false,,,false,2021-01-04T00:00:00.000Z',
        ].join('\n'),
      ),
    });

  it('brings posts with their dates and subtitles, paid ones as members-only, drafts as drafts, and reports threads and missing words', async () => {
    expect((await upload(substack())).status).toBe(202);
    const done = await ended();
    expect(done).toMatchObject({ status: 'DONE', total: 5, imported: 3, skipped: 2 });
    const byTitle = Object.fromEntries(done.report.map((item) => [item.title, item]));
    expect(byTitle['Open Thread']?.reason).toBe('A Substack thread is a discussion, not a story.');
    expect(byTitle['Lost Letter']?.reason).toBe('Its words are not in the archive.');
    const row = (title: string) =>
      env.DB.prepare(
        'select subtitle, visibility, locked_source, first_published_at, import_key, content from posts where title = ?',
      )
        .bind(title)
        .first<Record<string, string | number | null>>();
    expect(await row('A Free Letter')).toMatchObject({
      subtitle: 'For everyone, gratis',
      visibility: 'PUBLIC',
      locked_source: 'NONE',
      first_published_at: Date.parse('2021-03-04T09:00:00.000Z'),
      import_key: 'substack:101',
    });
    // the body's own h1 is a heading of the story, not a second title
    const free = JSON.parse(String((await row('A Free Letter'))?.content)).paragraphs as {
      type: string;
      text: string;
    }[];
    expect(free.map((paragraph) => [paragraph.type, paragraph.text])).toEqual([
      ['H3', 'A heading in the body'],
      ['P', 'Hello readers.'],
    ]);
    expect(await row('A Paid Letter')).toMatchObject({ visibility: 'LOCKED', locked_source: 'UGC_UNENROLLED' });
    expect(await row('Next Letter')).toMatchObject({ first_published_at: null });
    const mail = (await outboxFor('ann@example.com')).at(-1);
    expect(mail?.subject).toBe('Your Substack stories are on Quire');
    expect((await importsOf('u-ann'))[0]?.report.length).toBe(5);
  });

  it('brings the subscribers along with the consent they gave there, and mails nobody twice', async () => {
    await upload(substack());
    const done = await ended();
    // the writer's own address is on the list but not made a subscriber of herself
    expect(done).toMatchObject({ status: 'DONE', subscriberCount: 3, subscribersDone: 3, subscribed: 1, invited: 1 });
    const states = await env.DB.prepare(
      `select s.email, n.state from newsletter_subscriptions n join email_subscribers s on s.id = n.subscriber_id
       where n.newsletter_id = 'author-u-ann' order by s.email`,
    ).all();
    expect(states.results).toEqual([
      { email: 'quiet@example.com', state: 'PENDING' },
      { email: 'reader@example.com', state: 'ACTIVE' },
    ]);
    const [moved] = await outboxFor('reader@example.com');
    expect(moved?.subject).toBe("You now get Ann Author's newsletter from Quire");
    expect(moved?.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const [confirm] = await outboxFor('quiet@example.com');
    expect(confirm?.subject).toBe('Confirm your subscription to Ann Author');
    // the one-click address takes the reader off Ann's newsletter
    const unsubscribe = moved?.links[0] ?? '';
    const unsubscribed = await SELF.fetch(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(
      await env.DB.prepare(
        "select n.state from newsletter_subscriptions n join email_subscribers s on s.id = n.subscriber_id where s.email = 'reader@example.com'",
      ).first('state'),
    ).toBe('UNSUBSCRIBED');

    // the same export again: the stories are there, the reader stays unsubscribed, nobody is mailed again
    await upload(substack());
    expect(await ended()).toMatchObject({ status: 'DONE', imported: 0, subscribed: 0, invited: 0 });
    expect(await outboxFor('reader@example.com')).toHaveLength(1);
    expect(await outboxFor('quiet@example.com')).toHaveLength(1);
  });
});

describe('bringing a list of subscribers alone', () => {
  const uploadList = async (csv: string) => {
    const { cookie, xsrf } = await signIn('u-ann');
    return SELF.fetch('http://localhost/_/import', {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Cookie: cookie, 'X-Xsrf-Token': xsrf },
      body: csv,
    });
  };
  const statesOnAnnsNewsletter = async () =>
    (
      await env.DB.prepare(
        `select s.email, n.state from newsletter_subscriptions n join email_subscribers s on s.id = n.subscriber_id
         where n.newsletter_id = 'author-u-ann' order by s.email`,
      ).all()
    ).results;

  it.each([
    [
      'Ghost’s members file, with its consent',
      [
        'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
        '1,Member@Example.com,Mia,,true,false,,2022-01-01T00:00:00.000Z,,,',
        '2,lapsed@example.com,Lu,,false,false,,2022-01-02T00:00:00.000Z,,,',
        '3,not an address,X,,true,false,,2022-01-03T00:00:00.000Z,,,',
        '4,ann@example.com,Ann,,true,false,,2022-01-04T00:00:00.000Z,,,',
      ],
      'Ghost',
      [
        { email: 'lapsed@example.com', state: 'PENDING' },
        { email: 'member@example.com', state: 'ACTIVE' },
      ],
    ],
    [
      'a list that records no consent (Medium’s subscribers, any list)',
      ['email', 'member@example.com', 'lapsed@example.com', 'member@example.com'],
      'your list',
      [
        { email: 'lapsed@example.com', state: 'PENDING' },
        { email: 'member@example.com', state: 'PENDING' },
      ],
    ],
  ])('takes %s', async (_case, lines, sourceName, states) => {
    expect((await uploadList(lines.join('\r\n'))).status).toBe(202);
    const done = await ended();
    const consented = states.filter((row) => row.state === 'ACTIVE').length;
    expect(done).toMatchObject({
      status: 'DONE',
      sourceName,
      total: 0,
      imported: 0,
      subscriberCount: states.length + (sourceName === 'Ghost' ? 1 : 0),
      subscribed: consented,
      invited: states.length - consented,
    });
    expect(await statesOnAnnsNewsletter()).toEqual(states);
    const mail = (await outboxFor('ann@example.com')).at(-1);
    expect(mail?.subject).toBe('Your subscribers are on Quire');
    expect(mail?.text).toContain(`${consented} of your subscribers now get your newsletter here`);
    const { cookie } = await signIn('u-ann');
    const page = await (await SELF.fetch('http://localhost/me/import', { headers: { Cookie: cookie } })).text();
    expect(page).toContain(`From ${sourceName}`);
    expect(page).toContain(`asked to confirm`);
  });

  it('refuses a list with no address in it, with its reason', async () => {
    expect((await uploadList('email,name\r\nnobody,No One')).status).toBe(202);
    expect(await ended()).toMatchObject({ status: 'FAILED', error: 'That list names no e-mail addresses.' });
    expect(await statesOnAnnsNewsletter()).toEqual([]);
  });
});

describe('importing Ghost’s and WordPress’s exports', () => {
  const ghost = {
    db: [
      {
        meta: { exported_on: 1700000000000, version: '5.80.0' },
        data: {
          posts: [
            {
              id: 'g1',
              uuid: 'uuid-free',
              title: 'Gardens in Winter',
              slug: 'gardens-in-winter',
              html: '<p>Bare <strong>branches</strong>.</p><h2>Pruning</h2><p>Cut back.</p>',
              type: 'post',
              status: 'published',
              visibility: 'public',
              published_at: '2022-12-01T08:00:00.000Z',
              custom_excerpt: 'What to do in the cold',
              canonical_url: null,
            },
            {
              id: 'g2',
              uuid: 'uuid-paid',
              title: 'Seed Catalogue',
              html: '<p>For members.</p>',
              type: 'post',
              status: 'published',
              visibility: 'paid',
              published_at: '2023-01-01T08:00:00.000Z',
            },
            {
              id: 'g3',
              uuid: 'uuid-draft',
              title: 'Spring Plans',
              html: '<p>Soon.</p>',
              type: 'post',
              status: 'draft',
            },
            { id: 'g4', uuid: 'uuid-old', title: 'Mobiledoc Only', html: null, type: 'post', status: 'published' },
          ],
          tags: [
            { id: 't1', name: 'Gardening' },
            { id: 't2', name: '#internal' },
          ],
          posts_tags: [
            { post_id: 'g1', tag_id: 't2', sort_order: 0 },
            { post_id: 'g1', tag_id: 't1', sort_order: 1 },
          ],
          // members, as Ghost's exports held them before 4.0 (later ones give a CSV file of their own)
          members: [
            { id: 'm1', email: 'gardener@example.com', subscribed: true },
            { id: 'm2', email: 'browser@example.com', subscribed: false },
          ],
        },
      },
    ],
  };

  it('brings Ghost’s posts with their excerpts, dates, public tags and paid posts as members-only', async () => {
    expect((await upload(strToU8(JSON.stringify(ghost)))).status).toBe(202);
    const done = await ended();
    expect(done).toMatchObject({
      status: 'DONE',
      sourceName: 'Ghost',
      total: 4,
      imported: 3,
      skipped: 1,
      subscribed: 1,
      invited: 1,
    });
    expect((await outboxFor('gardener@example.com'))[0]?.subject).toBe(
      "You now get Ann Author's newsletter from Quire",
    );
    expect((await outboxFor('browser@example.com'))[0]?.subject).toBe('Confirm your subscription to Ann Author');
    expect(done.report.find((item) => !item.imported)?.reason).toBe(
      'Its words are not in the export (Ghost kept only its editor’s format).',
    );
    const garden = await env.DB.prepare('select id, subtitle, first_published_at, content from posts where title = ?')
      .bind('Gardens in Winter')
      .first<{ id: string; subtitle: string; first_published_at: number; content: string }>();
    expect(garden).toMatchObject({
      subtitle: 'What to do in the cold',
      first_published_at: Date.parse('2022-12-01T08:00:00.000Z'),
    });
    expect(JSON.parse(garden?.content ?? '{}').paragraphs.map((paragraph: { type: string }) => paragraph.type)).toEqual(
      ['P', 'H3', 'P'],
    );
    const tags = await env.DB.prepare('select tag_slug from post_tags where post_id = ?').bind(garden?.id).all();
    expect(tags.results.map((row) => row['tag_slug'])).toEqual(['gardening']);
    await db.update(users).set({ customDomain: 'garden.example' }).where(eq(users.id, 'u-ann')).run();
    const moved = await SELF.fetch('http://garden.example/gardens-in-winter/', { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(
      await env.DB.prepare("select visibility from posts where title = 'Seed Catalogue'").first('visibility'),
    ).toBe('LOCKED');
    expect(
      await env.DB.prepare("select first_published_at from posts where title = 'Spring Plans'").first(
        'first_published_at',
      ),
    ).toBeNull();
  });

  it('brings WordPress’s posts and pages, classic paragraphs and all, and leaves attachments and protected posts', async () => {
    const wxr = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Field Notes</title><link>https://notes.example</link>
<item><title>Hello &amp; welcome</title><link>https://notes.example/2020/01/01/hello/</link>
<content:encoded><![CDATA[First paragraph,
on two lines.

Second <em>paragraph</em>.]]></content:encoded><excerpt:encoded><![CDATA[A first post]]></excerpt:encoded>
<wp:post_id>11</wp:post_id><wp:post_date_gmt><![CDATA[2020-01-01 10:00:00]]></wp:post_date_gmt>
<wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type><wp:post_password><![CDATA[]]></wp:post_password>
<category domain="post_tag" nicename="hello"><![CDATA[Hello]]></category><category domain="category" nicename="news"><![CDATA[News]]></category></item>
<item><title>About</title><link>https://notes.example/about/</link><content:encoded><![CDATA[<!-- wp:paragraph --><p>Who I am.</p><!-- /wp:paragraph -->]]></content:encoded>
<wp:post_id>12</wp:post_id><wp:post_date_gmt><![CDATA[2020-02-01 10:00:00]]></wp:post_date_gmt><wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[page]]></wp:post_type></item>
<item><title>Secret</title><content:encoded><![CDATA[<p>Hidden.</p>]]></content:encoded><wp:post_id>13</wp:post_id>
<wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type><wp:post_password><![CDATA[hunter2]]></wp:post_password></item>
<item><title>photo.jpg</title><wp:post_id>14</wp:post_id><wp:post_type><![CDATA[attachment]]></wp:post_type></item>
<item><title>Ideas</title><content:encoded><![CDATA[Maybe later.]]></content:encoded><wp:post_id>15</wp:post_id>
<wp:post_date_gmt><![CDATA[0000-00-00 00:00:00]]></wp:post_date_gmt><wp:status><![CDATA[draft]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type></item>
</channel></rss>`;
    expect((await upload(strToU8(wxr))).status).toBe(202);
    const done = await ended();
    expect(done).toMatchObject({ status: 'DONE', sourceName: 'WordPress', total: 4, imported: 3, skipped: 1 });
    expect(done.report.find((item) => !item.imported)?.reason).toBe('A password-protected post has no equal here.');
    const hello = await env.DB.prepare(
      'select id, subtitle, canonical_url, first_published_at, content, import_key from posts where title = ?',
    )
      .bind('Hello & welcome')
      .first<Record<string, string | number>>();
    expect(hello).toMatchObject({
      subtitle: 'A first post',
      canonical_url: 'https://notes.example/2020/01/01/hello/',
      first_published_at: Date.parse('2020-01-01T10:00:00Z'),
      import_key: 'wordpress:11',
    });
    expect(JSON.parse(String(hello?.content)).paragraphs.map((paragraph: { text: string }) => paragraph.text)).toEqual([
      'First paragraph, on two lines.',
      'Second paragraph.',
    ]);
    const tags = await env.DB.prepare('select tag_slug from post_tags where post_id = ? order by position')
      .bind(hello?.id)
      .all();
    expect(tags.results.map((row) => row['tag_slug'])).toEqual(['news', 'hello']);
    expect(await env.DB.prepare("select count(*) as n from posts where title = 'About'").first('n')).toBe(1);
    // on the old site's domain, moved here, the dated address leads to the story
    await db.update(users).set({ customDomain: 'notes.example' }).where(eq(users.id, 'u-ann')).run();
    const moved = await SELF.fetch('http://notes.example/2020/01/01/hello/', { redirect: 'manual' });
    expect([moved.status, moved.headers.get('Location')]).toEqual([
      301,
      `http://notes.example/${await env.DB.prepare('select unique_slug from posts where id = ?').bind(hello?.id).first('unique_slug')}`,
    ]);
    expect(
      await env.DB.prepare("select first_published_at from posts where title = 'Ideas'").first('first_published_at'),
    ).toBeNull();
  });

  it('refuses a JSON or XML file that is not an export, with its reason', async () => {
    await upload(strToU8('{"posts": "nope"}'));
    expect(await ended()).toMatchObject({
      status: 'FAILED',
      error:
        'That file is not an export we can read. Upload the ZIP file of your Medium or Substack export, Ghost’s JSON file, WordPress’s XML file or a CSV file of your subscribers.',
    });
  });
});

describe('old addresses on a moved domain', () => {
  const substackExport = () =>
    zipSync({
      'posts.csv': strToU8(
        'post_id,post_date,is_published,type,audience,title,subtitle\n' +
          '201.harbour-letter,2021-03-04T09:00:00.000Z,true,newsletter,everyone,Harbour Letter,\n' +
          '202.unsent,,false,newsletter,everyone,Unsent,\n',
      ),
      'posts/201.harbour-letter.html': strToU8('<p>From the harbour.</p>'),
      'posts/202.unsent.html': strToU8('<p>Not yet.</p>'),
    });
  const visit = (path: string) => SELF.fetch(`http://ann.example${path}`, { redirect: 'manual' });

  it('lead from Medium’s and Substack’s paths to the imported stories, with a 301', async () => {
    await upload(medium());
    await ended();
    await upload(substackExport());
    await ended();
    // Ann points the domain her old site used at Quire
    await db.update(users).set({ customDomain: 'ann.example' }).where(eq(users.id, 'u-ann')).run();
    const slugOf = async (title: string) =>
      String(await env.DB.prepare('select unique_slug from posts where title = ?').bind(title).first('unique_slug'));
    const moving = `http://ann.example/${await slugOf('On Moving House')}`;
    const harbour = `http://ann.example/${await slugOf('Harbour Letter')}`;
    for (const [old, story] of [
      ['/on-moving-house-efef12121212', moving],
      ['/@ann/on-moving-house-efef12121212', moving],
      ['/p/efef12121212', moving],
      ['/p/harbour-letter', harbour],
      ['/p/harbour-letter/', harbour],
    ] as const) {
      const answer = await visit(old);
      expect([old, answer.status, answer.headers.get('Location')]).toEqual([old, 301, story]);
    }
    const landed = await SELF.fetch(moving);
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain('On Moving House');
    // a draft's old address, an unknown one and a malformed one stay "not found"
    for (const old of ['/p/unsent', '/p/never-written', '/%E0%A4%A']) expect((await visit(old)).status).toBe(404);
    // the same paths on the main site are not Ann's old site
    expect((await SELF.fetch('http://localhost/p/harbour-letter', { redirect: 'manual' })).status).toBe(404);
  });
});

describe('importing into a publication', () => {
  // seedContent: Ann made The Mag (c-mag), Ed is one of its editors, Rex is not
  const intoMag = '?publication=c-mag';

  it('lets its editors import, the stories published in it and the drafts meant for it', async () => {
    expect((await upload(medium(), 'u-ed', undefined, intoMag)).status).toBe(202);
    const done = await ended('u-ed');
    expect(done).toMatchObject({ status: 'DONE', imported: 2 });
    const placed = await env.DB.prepare(
      'select title, creator_id, collection_id, pending_collection_id, status_for_collection from posts where import_key is not null order by title',
    ).all();
    expect(placed.results).toEqual([
      {
        title: 'Half Written',
        creator_id: 'u-ed',
        collection_id: null,
        pending_collection_id: 'c-mag',
        status_for_collection: 'NOT_YET_SUBMITTED',
      },
      {
        title: 'On Moving House',
        creator_id: 'u-ed',
        collection_id: 'c-mag',
        pending_collection_id: null,
        status_for_collection: 'APPROVED',
      },
    ]);
    expect(await (await SELF.fetch('http://localhost/the-mag')).text()).toContain('On Moving House');
    // the import's page offers the editor the publication, and says where the import went
    const { cookie } = await signIn('u-ed');
    const page = await (await SELF.fetch('http://localhost/me/import', { headers: { Cookie: cookie } })).text();
    expect(page).toContain('<option value="c-mag">The Mag</option>');
    expect(page).toContain('From Medium into The Mag');
  });

  it('refuses anyone who is not its editor, and a publication that does not exist', async () => {
    for (const [userId, query] of [
      ['u-rex', intoMag],
      ['u-ed', '?publication=c-none'],
    ] as const) {
      const answer = await upload(medium(), userId, undefined, query);
      expect(await answer.json()).toEqual({ error: 'Only a publication’s editors can import into it.' });
      expect(answer.status).toBe(403);
    }
    expect(await env.DB.prepare('select count(*) as n from archive_imports').first('n')).toBe(0);
  });

  it('brings the subscribers to its newsletter, or says it has none to bring them to', async () => {
    const readers = () =>
      zipSync({
        'posts.csv': strToU8('post_id,post_date,is_published,type,audience,title,subtitle\n'),
        'email_list.mag.csv': strToU8('email,active_subscription,email_disabled\nfan@example.com,false,false\n'),
      });
    await upload(readers(), 'u-ed', undefined, intoMag);
    expect((await ended('u-ed')).report).toEqual([
      expect.objectContaining({
        imported: false,
        reason: 'The publication has no newsletter for its subscriber. Make one, then upload the list alone.',
      }),
    ]);
    expect(await outboxFor('fan@example.com')).toEqual([]);

    await db
      .insert(newsletters)
      .values({ id: 'n-mag', kind: 'collection', slug: 'weekly', name: 'The Mag Weekly', collectionId: 'c-mag' })
      .run();
    await upload(readers(), 'u-ed', undefined, intoMag);
    expect(await ended('u-ed')).toMatchObject({ status: 'DONE', subscribed: 1 });
    const state = await env.DB.prepare(
      "select n.newsletter_id, n.state from newsletter_subscriptions n join email_subscribers s on s.id = n.subscriber_id where s.email = 'fan@example.com'",
    ).all();
    expect(state.results).toEqual([{ newsletter_id: 'n-mag', state: 'ACTIVE' }]);
    expect((await outboxFor('fan@example.com'))[0]?.subject).toBe("You now get The Mag Weekly's newsletter from Quire");
  });

  it('leads from the old addresses on the publication’s moved domain to its imported stories', async () => {
    await upload(medium(), 'u-ed', undefined, intoMag);
    await ended('u-ed');
    await db
      .update(collections)
      .set({ domain: 'mag.example', domainStatus: 'ACTIVE' })
      .where(eq(collections.id, 'c-mag'))
      .run();
    const slug = await env.DB.prepare("select unique_slug from posts where title = 'On Moving House'").first(
      'unique_slug',
    );
    const answer = await SELF.fetch('http://mag.example/p/efef12121212', { redirect: 'manual' });
    expect([answer.status, answer.headers.get('Location')]).toEqual([301, `http://mag.example/${String(slug)}`]);
    // the draft meant for it is not published there
    expect((await SELF.fetch('http://mag.example/p/abcdef123456', { redirect: 'manual' })).status).toBe(404);
  });
});

describe('leaving one Quire for another', () => {
  it('imports Quire’s own data export as it was: paragraphs, pictures, date, tags and members-only', async () => {
    // Ann's stories: one published with tags, one members-only, one draft
    await db.batch([
      db.insert(tags).values({ slug: 'slow-travel', displayTitle: 'Slow travel' }).onConflictDoNothing(),
      db.insert(postTags).values({ postId: postId(1), tagSlug: 'slow-travel', position: 0 }),
    ]);
    const [seeded] = await db.select().from(posts).where(eq(posts.creatorId, 'u-ann')).all();
    // and a picture of hers, an upload on the Quire she leaves (the loopback site plays it)
    const picture = {
      name: 'pic1',
      type: 'IMG' as const,
      text: 'The harbour at dawn',
      markups: [],
      layout: 'FULL_WIDTH' as const,
      metadata: { id: `${'c'.repeat(32)}.png`, originalWidth: 40, originalHeight: 20, alt: 'Boats' },
    };
    await db
      .update(posts)
      .set({
        visibility: 'LOCKED',
        lockedSource: 'UGC_UNENROLLED',
        content: { paragraphs: [...(seeded?.content.paragraphs ?? []), picture] },
      })
      .where(eq(posts.id, seeded?.id ?? ''))
      .run();
    const story = await db
      .select()
      .from(posts)
      .where(eq(posts.id, seeded?.id ?? ''))
      .get();
    const files = await collectExport(db, 'u-ann', pages);
    if (!files) throw new Error('Ann has nothing to export');
    // Rex takes Ann's export to another Quire (here, another account of this one)
    expect((await upload(zipExport(files), 'u-rex')).status).toBe(202);
    const done = await ended('u-rex');
    expect(done).toMatchObject({ status: 'DONE', sourceName: 'Quire', imported: 1, skipped: 0 });
    const copy = await db
      .select()
      .from(posts)
      .where(eq(posts.id, done.report[0]?.postId ?? ''))
      .get();
    expect(copy).toMatchObject({
      creatorId: 'u-rex',
      title: story?.title,
      visibility: 'LOCKED',
      canonicalUrl: `${pages}/p/${story?.id}`,
      firstPublishedAt: story?.firstPublishedAt,
    });
    expect(copy?.content.paragraphs.map((paragraph) => [paragraph.type, paragraph.text])).toEqual(
      story?.content.paragraphs.map((paragraph) => [paragraph.type, paragraph.text]),
    );
    const tagsOf = async (id: string | undefined) =>
      (
        await env.DB.prepare('select tag_slug from post_tags where post_id = ? order by position').bind(id).all()
      ).results.map((row) => row['tag_slug']);
    expect(await tagsOf(copy?.id)).toEqual(await tagsOf(story?.id));
    expect(await tagsOf(copy?.id)).toContain('slow-travel');
    // the picture was fetched from the other Quire into this one's store, caption, layout and all
    const copied = copy?.content.paragraphs.at(-1);
    expect(copied).toMatchObject({ type: 'IMG', text: 'The harbour at dawn', layout: 'FULL_WIDTH' });
    expect(copied?.metadata).toMatchObject({ originalWidth: 40, originalHeight: 20, alt: 'Boats' });
    expect(copied?.metadata?.id).not.toBe(picture.metadata.id);
    expect((await env.MEDIA.head(copied?.metadata?.id ?? ''))?.customMetadata).toMatchObject({ uploaderId: 'u-rex' });
  });
});
