import type { ReactNode } from 'react';
import {
  DEFAULT_STATS_RANGE,
  isStatsRangeId,
  STATS_RANGES,
  type StatsRangeId,
} from '../../shared/stats/stats-range.ts';
import { formatCount } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { usePolling } from '../data/use-polling.ts';
import { useLink } from '../state/app-state.tsx';
import { TimeChart, type ChartDay } from './stats-chart.tsx';

/** The figures every stats page shows of a range. */
export const StatsTotalsFields = graphql(`
  fragment StatsTotalsFields on StatsTotals @_unmask {
    views
    reads
    readRatio
    readingTimeMs
    memberReadingTimeMs
  }
`);

/** What a chart shows of each day. */
export const StatsDayFields = graphql(`
  fragment StatsDayFields on StatsDay @_unmask {
    day
    views
    reads
  }
`);

/** What the table of stories shows of each. */
export const PostStatsRowFields = graphql(`
  fragment PostStatsRowFields on PostStatsRow @_unmask {
    post {
      id
      title
    }
    views
    reads
    readRatio
    claps
    responses
  }
`);

export interface Totals {
  readonly views: number;
  readonly reads: number;
  readonly readRatio: number;
  readonly readingTimeMs: number;
  readonly memberReadingTimeMs: number;
}

/** Stats pages ask again this often while they are in view, so a writer watching sees readers arrive. */
export const STATS_REFRESH_MS = 60_000;

/** Keeps a stats page live: its query again, from the server, every minute while in view. */
export const useLiveStats = (refetch: (options: { requestPolicy: 'network-only' }) => void): void =>
  usePolling(() => refetch({ requestPolicy: 'network-only' }), STATS_REFRESH_MS);

export const formatRatio = (ratio: number): string => `${Math.round(ratio * 100)}%`;

/** Hours and minutes, short enough for a figure on a phone: "17h 56m". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes}m`;
  return `${Math.floor(minutes / 60).toLocaleString('en-US')}h ${minutes % 60}m`;
}

/** The ranges to choose from, as links: the address names the range, so it works without script. */
export function RangePicker({
  current,
  href,
}: {
  readonly current: StatsRangeId;
  readonly href: (range: StatsRangeId) => string;
}) {
  return (
    <nav className="stats-ranges" aria-label="Range">
      {STATS_RANGES.map((range) => (
        <a
          key={range.id}
          className="stats-ranges__range"
          href={href(range.id)}
          aria-current={range.id === current ? 'page' : undefined}
        >
          {range.label}
        </a>
      ))}
    </nav>
  );
}

export function TotalsSummary({
  totals,
  extra = [],
}: {
  readonly totals: Totals;
  readonly extra?: readonly (readonly [string, string])[];
}) {
  const figures: (readonly [string, string])[] = [
    ['Views', formatCount(totals.views)],
    ['Reads', formatCount(totals.reads)],
    ['Read ratio', formatRatio(totals.readRatio)],
    ['Reading time', formatDuration(totals.readingTimeMs)],
    ['Members’ reading time', formatDuration(totals.memberReadingTimeMs)],
    ...extra,
  ];
  return <StatsFigures figures={figures} />;
}

/** A row of headline figures, each a label over its value (already formatted). */
export function StatsFigures({ figures }: { readonly figures: readonly (readonly [string, string])[] }) {
  return (
    <dl className="stats-totals">
      {figures.map(([label, value]) => (
        <div key={label} className="stats-totals__figure">
          <dt className="stats-totals__label">{label}</dt>
          <dd className="stats-totals__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chart, and the same numbers as a table for anyone who reads rather than looks. */
export function DailyNumbers({
  days,
  rangeLabel,
}: {
  readonly days: readonly ChartDay[];
  readonly rangeLabel: string;
}) {
  const views = days.reduce((sum, day) => sum + day.views, 0);
  const reads = days.reduce((sum, day) => sum + day.reads, 0);
  return (
    <section className="stats-daily" aria-labelledby="stats-daily-heading">
      <h2 id="stats-daily-heading" className="stats-section__title">
        Views and reads, {rangeLabel.toLowerCase()}
      </h2>
      <p className="stats-legend">
        <span className="stats-legend__views">Views</span> <span className="stats-legend__reads">Reads</span>
      </p>
      <TimeChart
        days={days.map((day) => day.day)}
        series={[
          { label: 'Views', values: days.map((day) => day.views), tone: 'muted' },
          { label: 'Reads', values: days.map((day) => day.reads), tone: 'accent' },
        ]}
        label={`Chart of views and reads per day over ${rangeLabel.toLowerCase()}: ${views} views and ${reads} reads in all. The numbers are in the table below.`}
      />
      <details className="stats-daily__numbers">
        <summary>The numbers by day</summary>
        <StatsTable caption="Views and reads by day" head={['Day', 'Views', 'Reads']}>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{formatCount(day.views)}</td>
              <td>{formatCount(day.reads)}</td>
            </tr>
          ))}
        </StatsTable>
      </details>
    </section>
  );
}

/** A table of numbers: its first `textColumns` columns are words, the rest figures aligned right. */
export function StatsTable({
  caption,
  head,
  textColumns = 1,
  children,
}: {
  readonly caption: string;
  readonly head: readonly string[];
  readonly textColumns?: number;
  readonly children: ReactNode;
}) {
  return (
    <div className="stats-table__scroll">
      <table className="stats-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={index < textColumns ? undefined : 'stats-table__number'}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The range a stats page's address names (`?range=`), or the default. */
export function rangeIdOf(search: URLSearchParams): StatsRangeId {
  const asked = search.get('range');
  return isStatsRangeId(asked) ? asked : DEFAULT_STATS_RANGE;
}

/** A stats page's address for a range; the default range needs no query. */
export const rangeHref = (path: string, range: StatsRangeId): string =>
  range === DEFAULT_STATS_RANGE ? path : `${path}?range=${range}`;

export const rangeLabelOf = (id: StatsRangeId): string => STATS_RANGES.find((range) => range.id === id)?.label ?? '';

export interface PostRow {
  readonly post: { readonly id: string; readonly title: string };
  readonly views: number;
  readonly reads: number;
  readonly readRatio: number;
  readonly claps: number;
  readonly responses: number;
}

/** Each story's figures over the range, its title leading to the story's own stats. */
export function PostsTable({
  posts,
  caption,
  empty,
}: {
  readonly posts: readonly PostRow[];
  readonly caption: string;
  readonly empty: string;
}) {
  const link = useLink();
  if (posts.length === 0) return <p className="feed__empty">{empty}</p>;
  return (
    <StatsTable caption={caption} head={['Title', 'Views', 'Reads', 'Read ratio', 'Claps', 'Responses']}>
      {posts.map((row) => (
        <tr key={row.post.id}>
          <th scope="row">
            <a href={link('ShowStatsPost', { postId: row.post.id })}>{row.post.title || 'Untitled story'}</a>
          </th>
          <td className="stats-table__number">{formatCount(row.views)}</td>
          <td className="stats-table__number">{formatCount(row.reads)}</td>
          <td className="stats-table__number">{formatRatio(row.readRatio)}</td>
          <td className="stats-table__number">{formatCount(row.claps)}</td>
          <td className="stats-table__number">{formatCount(row.responses)}</td>
        </tr>
      ))}
    </StatsTable>
  );
}
