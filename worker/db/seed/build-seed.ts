import type { Paragraph } from '../../../shared/content/paragraphs.ts';
import { readingStats } from '../../../shared/content/reading-stats.ts';
import { uniqueSlug } from '../../../shared/content/slug.ts';
import { DEMO_SERIES, DEMO_STORIES, DEMO_TAGS } from './demo-content.ts';
import { DEMO_IMAGES, type DemoImage } from './demo-images.ts';
import { DEMO_COLLECTIONS, DEMO_USERS } from './demo-seed.ts';
import { MEMBER_SHARE_CENTS, monthlyEarnings } from '../../../shared/partner/earnings.ts';
import { lockedSourceFor } from '../../../shared/partner/enrollment.ts';
import {
  TRENDING_MODES,
  TRENDING_SIZE,
  trendingDayWeights,
  trendingScore,
  type TrendingMode,
} from '../../../shared/discovery/trending.ts';
import { VANITY_TAGS } from '../../../shared/routes/vanity-tags.ts';
import { TIME } from '../../../shared/constants.ts';

/** Rows by table name; columns are the D1 column names. */
export type SeedRows = Record<string, Record<string, string | number | null>[]>;

/** Pictures of the demo writers (by username) and publications (by slug). */
const DEMO_AVATARS: Readonly<Record<string, DemoImage>> = {
  ada: DEMO_IMAGES.ada,
  bruno: DEMO_IMAGES.bruno,
  chen: DEMO_IMAGES.chen,
  'the-long-view': DEMO_IMAGES.longView,
  'kitchen-table': DEMO_IMAGES.kitchenTable,
};
/** The demo's topics, with the demo stories (by their place in DEMO_STORIES) filed under each. */
const DEMO_TOPICS = [
  {
    id: 't00000000001',
    slug: 'cities',
    name: 'Cities',
    description: 'How we live together in towns and cities.',
    stories: [0],
  },
  {
    id: 't00000000002',
    slug: 'programming',
    name: 'Programming',
    description: 'Writing software that people can read.',
    stories: [1],
  },
  {
    id: 't00000000003',
    slug: 'food',
    name: 'Food',
    description: 'Cooking, eating and the people behind both.',
    stories: [2, 3],
  },
] as const;
const hex = (n: number, prefix: string): string => prefix + n.toString(16).padStart(12 - prefix.length, '0');

interface Story {
  readonly title: string;
  readonly subtitle: string;
  readonly tags: readonly string[];
  readonly paragraphs: readonly Paragraph[];
  readonly isSeries?: boolean;
  readonly visibility?: 'LOCKED';
}

function postRow(id: string, creatorId: string, collectionId: string | null, story: Story, publishedAt: number) {
  const { words, seconds } = readingStats(story.paragraphs);
  return {
    id,
    creator_id: creatorId,
    collection_id: collectionId,
    title: story.title,
    subtitle: story.subtitle,
    unique_slug: uniqueSlug(story.title, id),
    content: JSON.stringify({ paragraphs: story.paragraphs }),
    word_count: words,
    reading_time_seconds: seconds,
    first_published_at: publishedAt,
    latest_published_at: publishedAt,
    updated_at: publishedAt,
    latest_published_rev: 1,
    is_series: story.isSeries ? 1 : 0,
    visibility: story.visibility ?? 'PUBLIC',
    locked_source: 'NONE' as string,
    primary_topic_id: null as string | null,
  };
}

const SCALE_TOPICS = ['cities', 'design', 'programming', 'craft', 'food', 'memoir'];

/** A generated story for large corpora: plain, but varied enough for search and feeds. */
function generatedStory(n: number): Story {
  const topic = SCALE_TOPICS[n % SCALE_TOPICS.length] ?? 'craft';
  return {
    title: `Notes on ${topic}, number ${n}`,
    subtitle: `A generated story about ${topic} for benchmarks`,
    tags: [topic],
    paragraphs: [
      {
        name: 'g001',
        type: 'P',
        text: `This is story ${n}, about ${topic} and the people who care about it.`,
        markups: [],
      },
      { name: 'g002', type: 'H3', text: `Why ${topic} matters`, markups: [] },
      {
        name: 'g003',
        type: 'P',
        text: `Every ${topic} story starts small. This one has ${n % 97} reasons to continue.`,
        markups: [],
      },
    ],
  };
}

/** Where the demo's readers came from, in turn. */
const DEMO_SOURCES = [
  ['INTERNAL', ''],
  ['SEARCH', 'google.com'],
  ['DIRECT', ''],
  ['SITE', 'news.ycombinator.com'],
  ['INTERNAL', ''],
  ['RSS', ''],
] as const;

/**
 * Daily stats for the demo stories from the day each was published to the seed's day, so the
 * stats pages have something to show: a first-day peak that settles.
 */
function demoStats(
  stories: readonly { id: string; publishedAt: number; earns: boolean }[],
  now: number,
): Pick<SeedRows, 'post_stats_daily' | 'post_referrers_daily'> {
  const days: SeedRows[string] = [];
  const referrers: SeedRows[string] = [];
  stories.forEach((story, index) => {
    for (let time = story.publishedAt; time <= now; time += TIME.day) {
      const age = Math.round((time - story.publishedAt) / TIME.day);
      const views = Math.round((40 + 160 / (1 + age / 6)) / (index + 1) + ((age * 37) % 11) + (age % 7 === 5 ? 9 : 0));
      const reads = Math.round(views * (0.38 + ((age * 13) % 9) / 100));
      const day = new Date(time).toISOString().slice(0, 10);
      days.push({
        post_id: story.id,
        day,
        views,
        reads,
        claps: 0,
        reading_time_ms: reads * 240_000,
        member_reading_time_ms: story.earns ? Math.round(reads / 3) * 240_000 : 0,
      });
      const [source, host] = DEMO_SOURCES[age % DEMO_SOURCES.length] ?? DEMO_SOURCES[0];
      referrers.push({ post_id: story.id, day, source, host, views });
    }
  });
  return { post_stats_daily: days, post_referrers_daily: referrers };
}

/**
 * The trending rankings as the hourly job would leave them on the demo's day, scored by the same
 * rule (shared/discovery/trending.ts) from the demo's reading and claps: overall, per topic and
 * per publication.
 */
function demoTrending(
  stories: readonly { id: string; topicId: string | null; collectionId: string | null }[],
  stats: SeedRows[string],
  claps: readonly { post_id: string; count: number; updated_at: number }[],
  now: number,
): Pick<SeedRows, 'trending_posts' | 'trending_collection_posts'> {
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  const rankings = (Object.keys(TRENDING_MODES) as TrendingMode[]).map((mode) => {
    const weights = trendingDayWeights(mode, now);
    const scored = stories
      .map((story) => {
        const days = stats
          .filter((row) => row['post_id'] === story.id)
          .map((row) => ({ day: String(row['day']), reads: Number(row['reads']), claps: 0, responses: 0 }));
        const clapDays = claps
          .filter((clap) => clap.post_id === story.id)
          .map((clap) => ({ day: day(clap.updated_at), reads: 0, claps: clap.count, responses: 0 }));
        return { ...story, score: trendingScore([...days, ...clapDays], weights) };
      })
      .filter((story) => story.score > 0)
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    const top = (ranked: typeof scored) =>
      ranked
        .slice(0, TRENDING_SIZE)
        .map((story, index) => ({ mode, position: index + 1, post_id: story.id, score: story.score }));
    const groups = (key: 'topicId' | 'collectionId') => [
      ...new Set(scored.flatMap((story) => (story[key] ? [story[key]] : []))),
    ];
    return {
      overall: [
        ...top(scored).map((row) => ({ ...row, topic_id: '' })),
        ...groups('topicId').flatMap((topicId) =>
          top(scored.filter((story) => story.topicId === topicId)).map((row) => ({ ...row, topic_id: topicId })),
        ),
      ],
      publications: groups('collectionId').flatMap((collectionId) =>
        top(scored.filter((story) => story.collectionId === collectionId)).map((row) => ({
          ...row,
          collection_id: collectionId,
        })),
      ),
    };
  });
  return {
    trending_posts: rankings.flatMap((ranking) => ranking.overall),
    trending_collection_posts: rankings.flatMap((ranking) => ranking.publications),
  };
}

/**
 * A member's reading of the partner's members-only stories, last month and this, and last
 * month's earnings computed from it as the monthly job would, so the partner dashboard has
 * something to show.
 */
function demoEarnings(
  stories: readonly { id: string; creator_id: string }[],
  memberId: string,
  now: number,
): Pick<SeedRows, 'member_reading_monthly' | 'earnings_months' | 'post_earnings'> {
  const thisMonth = new Date(now).toISOString().slice(0, 7);
  const lastMonth = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
  const minutes = (n: number) => n * 60_000;
  const readings = new Map(stories.map((story, index) => [story.id, minutes(9 - index * 5)]));
  const month = monthlyEarnings(
    [{ memberId, shareCents: MEMBER_SHARE_CENTS.yearly, readingMs: readings }],
    stories.map((story) => ({
      postId: story.id,
      writerId: story.creator_id,
      excluded: null,
      writerExcluded: false,
      bonusCents: 0,
      guarantee: null,
    })),
  );
  return {
    member_reading_monthly: [lastMonth, thisMonth].flatMap((key) =>
      [...readings].map(([postId, ms]) => ({ month: key, member_id: memberId, post_id: postId, reading_time_ms: ms })),
    ),
    earnings_months: [{ month: lastMonth, pool_cents: month.poolCents, computed_at: now }],
    post_earnings: month.stories.map((story) => ({
      month: lastMonth,
      post_id: story.postId,
      writer_id: story.writerId,
      member_reading_time_ms: story.memberReadingMs,
      earned_cents: story.earnedCents,
      bonus_cents: story.bonusCents,
      payable_cents: story.payableCents,
      flags: JSON.stringify(story.flags),
    })),
  };
}

/**
 * The demo site, plus `scale` generated stories spread over generated writers (`npm run seed --
 * --scale 100000` for benchmarks), dated back from `now`: the time of seeding, so the demo's
 * stories are as recent on any day as on the first (top stories look back 30 days, trending a
 * week). Deterministic: the same scale and time give the same rows.
 */
export function buildSeed(scale: number, now: number): SeedRows {
  const users: SeedRows[string] = DEMO_USERS.map((user) => ({
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    // the demo writers sign in by e-mail link: their addresses count as proven
    email_verified_at: now,
    bio: user.bio,
    image_id: DEMO_AVATARS[user.username]?.id ?? null,
    has_subdomain: user.hasSubdomain ? 1 : 0,
    custom_domain: user.customDomain,
    is_high_quality: 1,
    medium_member_at: user.username === 'chen' ? now - 400 * TIME.day : null,
    // Bruno is a partner who accepted the terms before they changed and whose tax forms are in
    // review, so the demo shows the partner banners (docs/spec-checklist.md 1 §4).
    partner_program_enrollment: user.username === 'bruno' ? 'ENROLLED' : 'NOT_ENROLLED',
    hightower_terms_accepted_at: user.username === 'bruno' ? Date.UTC(2021, 2, 1) : null,
    tax_document_status: user.username === 'bruno' ? 1 : null,
    // Ada is on the staff, so the demo shows the staff tools (topic editing); Chen moderates, so
    // an appeal of Ada's decision has someone else to hear it
    is_staff: user.username === 'ada' ? 1 : 0,
    is_moderator: user.username === 'chen' ? 1 : 0,
    // the demo's people have been here a while: no new-account limits (shared/social/trust.ts)
    created_at: now - 400 * TIME.day,
  }));
  const writers = Math.max(0, Math.ceil(scale / 100));
  for (let n = 1; n <= writers; n += 1) {
    users.push({
      id: hex(n, 'w'),
      username: `writer${n}`,
      name: `Writer ${n}`,
      email: `writer${n}@example.com`,
      email_verified_at: now,
      bio: '',
      has_subdomain: 0,
      custom_domain: null,
      is_high_quality: n % 3 === 0 ? 1 : 0,
      medium_member_at: null,
      partner_program_enrollment: 'NOT_ENROLLED',
      hightower_terms_accepted_at: null,
      tax_document_status: null,
      is_moderator: 0,
      created_at: now - 400 * TIME.day,
    });
  }

  const collections = DEMO_COLLECTIONS.map((collection) => ({
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    description: collection.description,
    domain: collection.domain,
    domain_status: collection.domain ? 'ACTIVE' : null,
    creator_id: collection.creatorId,
    avatar_image_id: DEMO_AVATARS[collection.slug]?.id ?? null,
    // every publication may be designed (migration 0045)
    is_aurora_eligible: 1,
    // Kitchen Table's feature page, linked under its name
    navigation: JSON.stringify(
      collection.slug === 'kitchen-table' ? [{ type: 'TOPIC_PAGE', title: 'Food', target: 'food' }] : [],
    ),
  }));

  const [ada, bruno, chen] = DEMO_USERS.map((user) => user.id);
  const [longView, kitchenTable] = DEMO_COLLECTIONS.map((collection) => collection.id);
  const authorship = [
    [ada, longView],
    [ada, null],
    [bruno, kitchenTable],
    [bruno, kitchenTable],
  ] as const;
  const posts = DEMO_STORIES.map((story, index) => {
    const [creatorId, collectionId] = authorship[index] ?? [ada, null];
    const row = postRow(
      hex(index + 1, 'a'),
      creatorId ?? '',
      collectionId ?? null,
      story,
      now - (index + 1) * TIME.day,
    );
    if (story.visibility)
      row.locked_source = lockedSourceFor(story.visibility, creatorId === bruno ? 'ENROLLED' : 'NOT_ENROLLED');
    row.primary_topic_id =
      DEMO_TOPICS.find((topic) => (topic.stories as readonly number[]).includes(index))?.id ?? null;
    return { row, tags: story.tags };
  });
  for (let n = 1; n <= scale; n += 1) {
    const story = generatedStory(n);
    posts.push({
      row: postRow(
        hex(n, 'b'),
        hex(((n - 1) % Math.max(1, writers)) + 1, 'w'),
        null,
        story,
        now - 10 * TIME.day - n * 60_000,
      ),
      tags: [...story.tags],
    });
  }

  const tagCounts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  const postCounts = new Map<string, number>();
  for (const post of posts) postCounts.set(post.row.creator_id, (postCounts.get(post.row.creator_id) ?? 0) + 1);
  for (const user of users) user['published_post_count'] = postCounts.get(String(user['id'])) ?? 0;

  const follows = [
    { follower_id: chen, followed_id: ada },
    { follower_id: bruno, followed_id: ada },
    { follower_id: ada, followed_id: bruno },
  ];
  for (const user of users) {
    user['follower_count'] = follows.filter((follow) => follow.followed_id === user['id']).length;
    user['following_count'] = follows.filter((follow) => follow.follower_id === user['id']).length;
  }

  // A series: short frames read one after another (docs/spec-checklist.md 1 §3 isSeries), by Bruno.
  posts.push({
    row: postRow(hex(1, 'd'), bruno ?? '', null, DEMO_SERIES, now - TIME.day / 3),
    tags: [...DEMO_SERIES.tags],
  });

  const firstPost = posts[0]?.row.id ?? '';
  const secondPost = posts[1]?.row.id ?? '';
  // A response is a post of its own, in reply to another (docs/spec-checklist.md 1 §3 threaded responses).
  const response = postRow(
    hex(1, 'c'),
    chen ?? '',
    null,
    {
      title: '',
      subtitle: '',
      tags: [],
      paragraphs: [
        { name: 'r001', type: 'P', text: 'We tried the same on our street. The market is the best part.', markups: [] },
      ],
    },
    now - TIME.day / 2,
  );
  const claps = [
    { user_id: chen ?? '', post_id: firstPost, count: 12, updated_at: now - TIME.day },
    { user_id: bruno ?? '', post_id: firstPost, count: 5, updated_at: now - TIME.day },
    { user_id: chen ?? '', post_id: secondPost, count: 3, updated_at: now - TIME.day },
  ];
  const clapTotals = new Map<string, number>();
  for (const clap of claps) clapTotals.set(clap.post_id, (clapTotals.get(clap.post_id) ?? 0) + clap.count);
  const postRows = [...posts.map((post) => post.row), { ...response, in_response_to_post_id: firstPost }].map(
    (row) => ({
      ...row,
      clap_count: clapTotals.get(row.id) ?? 0,
      response_count: row.id === firstPost ? 1 : 0,
    }),
  );
  const readingList = `predefined:${chen}:reading-list`;
  const stats = demoStats(
    posts.slice(0, DEMO_STORIES.length).map((post) => ({
      id: post.row.id,
      publishedAt: post.row.first_published_at,
      earns: post.row.locked_source === 'UGC',
    })),
    now,
  );
  // Passages readers marked in the first story, so its highlights page (/p/{id}/quotes) has something to show.
  const quoted = (id: string, userId: string | undefined, paragraphName: string, phrase?: string) => {
    const text = DEMO_STORIES[0]?.paragraphs.find((paragraph) => paragraph.name === paragraphName)?.text ?? '';
    const start = phrase ? text.indexOf(phrase) : 0;
    const words = phrase ?? text;
    return {
      id,
      user_id: userId ?? '',
      post_id: firstPost,
      paragraph_name: paragraphName,
      start_offset: start,
      end_offset: start + words.length,
      quoted_text: words,
      created_at: now - TIME.day,
    };
  };

  return {
    users,
    collections,
    topics: DEMO_TOPICS.map(({ id, slug, name, description }) => ({
      id,
      slug,
      name,
      description,
      visibility: 'PUBLIC',
    })),
    collection_roles: [{ collection_id: longView ?? '', user_id: chen ?? '', role: 'EDITOR' }],
    // feature pages (/kitchen-table/food/home): an editor's page of the publication's stories under a tag
    collection_feature_pages: [
      {
        collection_id: kitchenTable ?? '',
        slug: 'food',
        title: 'Food',
        tag_slug: 'food',
        description: 'Recipes, markets and the people who feed us, from our writers’ kitchens.',
        created_at: now,
      },
      {
        collection_id: longView ?? '',
        slug: 'city-life',
        title: 'City life',
        tag_slug: 'cities',
        description: 'How the places we live in change, and who changes them.',
        created_at: now,
      },
    ],
    // the Long View's editor has featured its first story, so its featured page and home show one
    featured_posts: posts
      .filter((post) => post.row.collection_id === longView)
      .slice(0, 1)
      .map((post) => ({
        collection_id: longView ?? '',
        post_id: post.row.id,
        featured_by_id: chen ?? '',
        created_at: now - TIME.day,
      })),
    // the Long View has a newsletter, so its page offers Subscribe and its editor finds its settings
    newsletters: DEMO_COLLECTIONS.filter((collection) => collection.id === longView).map((collection) => ({
      id: `collection-${collection.id}`,
      kind: 'collection',
      slug: `${collection.slug}-letters`,
      name: `${collection.name} Letters`,
      description: `Every story ${collection.name} publishes, by e-mail.`,
      collection_id: collection.id,
    })),
    // the demo's tags, and those the vanity addresses lead to (/futurehuman → /tag/futurehuman)
    tags: [
      ...Object.entries(DEMO_TAGS),
      ...Object.entries(VANITY_TAGS).map(([slug, { title }]) => [slug, title] as const),
    ].map(([slug, title]) => ({
      slug,
      display_title: title,
      post_count: tagCounts.get(slug) ?? 0,
    })),
    posts: postRows,
    post_tags: posts.flatMap((post) =>
      post.tags.map((tag, position) => ({ post_id: post.row.id, tag_slug: tag, position })),
    ),
    user_follows: follows.map((follow) => ({
      follower_id: follow.follower_id ?? '',
      followed_id: follow.followed_id ?? '',
    })),
    claps,
    highlights: [
      quoted(hex(1, 'fa'), chen, 'c004'),
      quoted(hex(2, 'fa'), bruno, 'c004'),
      quoted(hex(3, 'fa'), chen, 'c005', 'Foot traffic rose, and so did sales'),
    ],
    // A sequence groups stories across time: Ada's two essays as "Slow streets".
    sequences: [
      {
        id: hex(1, 's'),
        slug: 'slow-streets',
        title: 'Slow streets',
        description: 'Two essays on taking time.',
        creator_id: ada ?? '',
      },
    ],
    sequence_posts: [
      { sequence_id: hex(1, 's'), post_id: firstPost, position: 0 },
      { sequence_id: hex(1, 's'), post_id: secondPost, position: 1 },
    ],
    catalogs: [
      {
        id: readingList,
        creator_id: chen ?? '',
        name: 'Reading list',
        slug: 'reading-list',
        visibility: 'PRIVATE',
        predefined: 'reading-list',
        updated_at: now,
      },
      {
        id: hex(1, 'ca'),
        creator_id: chen ?? '',
        name: 'Cities worth walking',
        slug: 'cities-worth-walking',
        visibility: 'PUBLIC',
        predefined: null,
        updated_at: now,
      },
    ],
    catalog_items: [
      {
        catalog_item_id: `${readingList}:${secondPost}`,
        catalog_id: readingList,
        entity_type: 'POST',
        entity_id: secondPost,
        archived: 0,
        position: 1,
      },
      {
        catalog_item_id: `${hex(1, 'ca')}:${firstPost}`,
        catalog_id: hex(1, 'ca'),
        entity_type: 'POST',
        entity_id: firstPost,
        archived: 0,
        position: 1,
      },
    ],
    ...stats,
    ...demoTrending(
      posts
        .slice(0, DEMO_STORIES.length)
        .map((post) => ({ id: post.row.id, topicId: post.row.primary_topic_id, collectionId: post.row.collection_id })),
      stats.post_stats_daily,
      claps,
      now,
    ),
    ...demoEarnings(
      posts.filter((post) => post.row.locked_source === 'UGC').map((post) => post.row),
      chen ?? '',
      now,
    ),
    // Bruno is paid in the United States and sent his details (his forms are in review); the account itself is Stripe's, so the demo names none
    partner_accounts: [
      {
        user_id: bruno ?? '',
        country: 'US',
        stripe_account_id: null,
        details_submitted: 1,
        payouts_enabled: 0,
        disabled_reason: 'requirements.pending_verification',
        updated_at: now,
      },
    ],
    notifications: [
      {
        id: hex(1, 'n'),
        user_id: ada ?? '',
        notification_type: 'users_following_you',
        actor_id: chen ?? '',
        post_id: null,
        response_post_id: null,
        rollup_key: `users_following_you:${ada}`,
        occurred_at: now - 2 * TIME.day,
      },
      {
        id: hex(2, 'n'),
        user_id: ada ?? '',
        notification_type: 'post_recommended',
        actor_id: chen ?? '',
        post_id: firstPost,
        response_post_id: null,
        rollup_key: `post_recommended:${firstPost}`,
        occurred_at: now - TIME.day,
      },
      {
        id: hex(3, 'n'),
        user_id: ada ?? '',
        notification_type: 'response_created',
        actor_id: chen ?? '',
        post_id: firstPost,
        response_post_id: hex(1, 'c'),
        rollup_key: `response_created:${firstPost}`,
        occurred_at: now - TIME.day / 2,
      },
    ],
  };
}
