import { percentile } from '../../shared/stats/percentile.ts';
import { recentLogRecords } from '../logging/log-record-writes.ts';
import { mostReadWriters, pipelineStatus } from './staff-stats-queries.ts';
import { builder } from '../graphql/builder.ts';
import { isStaff } from '../graphql/is-staff.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

/** Staff tools live under /_/ (docs/spec-checklist.md 3 §6): for anyone else they are not there. */
const staffOnly = (context: GraphQLContext): Failure | null =>
  isStaff(context) ? null : failure('NotFound', 'Page not found');

interface CountByType {
  readonly type: string;
  readonly count: number;
}

interface ClientError {
  readonly message: string;
  readonly source: string;
  readonly at: number;
}

interface Vital {
  readonly name: string;
  readonly p75: number | null;
  readonly samples: number;
}

interface ServerLogEntry {
  readonly status: string;
  readonly message: string;
  readonly routeName: string | null;
  readonly url: string | null;
  readonly at: number;
}

interface ServerLog {
  /** provider, local or console: ./log-config.ts's LogDestination. */
  readonly destination: string;
  readonly datacenter: string | null;
  readonly records: readonly ServerLogEntry[];
}

interface InternalStatus {
  readonly kind: 'InternalStatus';
  readonly serverLog: ServerLog;
  readonly eventsByType: readonly CountByType[];
  readonly pendingReadingEvents: number;
  readonly storedEvents: number;
  readonly rollupRows: number;
  readonly clientErrors: readonly ClientError[];
  readonly vitals: readonly Vital[];
}

const VITALS = ['lcp', 'inp', 'cls', 'ttfb'] as const;

const CountByTypeRef = builder
  .objectRef<CountByType>('EventCount')
  .implement({ fields: (t) => ({ type: t.exposeString('type'), count: t.exposeInt('count') }) });
const ClientErrorRef = builder.objectRef<ClientError>('ClientError').implement({
  fields: (t) => ({ message: t.exposeString('message'), source: t.exposeString('source'), at: t.exposeFloat('at') }),
});
const VitalRef = builder.objectRef<Vital>('WebVital').implement({
  description:
    'A web vital over the last day: its 75th percentile (milliseconds, or the layout shift score for CLS) and how many pages reported it.',
  fields: (t) => ({
    name: t.exposeString('name'),
    p75: t.exposeFloat('p75', { nullable: true }),
    samples: t.exposeInt('samples'),
  }),
});

const ServerLogEntryRef = builder.objectRef<ServerLogEntry>('ServerLogEntry').implement({
  description: 'One of the Worker’s log records (docs/spec-checklist.md 3 §3), as development keeps them locally.',
  fields: (t) => ({
    status: t.exposeString('status'),
    message: t.exposeString('message'),
    routeName: t.exposeString('routeName', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    at: t.exposeFloat('at'),
  }),
});
const ServerLogRef = builder.objectRef<ServerLog>('ServerLog').implement({
  description:
    'Where the Worker’s log records go (provider, local or console), and the newest ones when they are kept locally.',
  fields: (t) => ({
    destination: t.exposeString('destination'),
    datacenter: t.exposeString('datacenter', { nullable: true }),
    records: t.field({ type: [ServerLogEntryRef], resolve: (log) => [...log.records] }),
  }),
});

const InternalStatusRef = builder.objectRef<InternalStatus>('InternalStatus').implement({
  fields: (t) => ({
    eventsByType: t.field({ type: [CountByTypeRef], resolve: (status) => [...status.eventsByType] }),
    pendingReadingEvents: t.exposeInt('pendingReadingEvents'),
    storedEvents: t.exposeInt('storedEvents'),
    rollupRows: t.exposeInt('rollupRows'),
    clientErrors: t.field({ type: [ClientErrorRef], resolve: (status) => [...status.clientErrors] }),
    vitals: t.field({ type: [VitalRef], resolve: (status) => [...status.vitals] }),
    serverLog: t.field({ type: ServerLogRef, resolve: (status) => status.serverLog }),
  }),
});

interface NextAuthor {
  readonly writerId: string;
  readonly reads: number;
  readonly views: number;
  readonly stories: number;
}

const NextAuthorRef = builder.objectRef<NextAuthor>('NextAuthor').implement({
  fields: (t) => ({
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: (row, _args, context) => context.loaders.userById.load(row.writerId),
    }),
    reads: t.exposeInt('reads'),
    views: t.exposeInt('views'),
    stories: t.exposeInt('stories'),
  }),
});

interface NextAuthors {
  readonly kind: 'NextAuthors';
  readonly writers: readonly NextAuthor[];
}

const NextAuthorsRef = builder.objectRef<NextAuthors>('NextAuthors').implement({
  fields: (t) => ({ writers: t.field({ type: [NextAuthorRef], resolve: (list) => [...list.writers] }) }),
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

const objectOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The log records the page shows: those development keeps; a provider's are read where they went. */
async function serverLog(context: GraphQLContext): Promise<ServerLog> {
  const destination = context.logDestination();
  if (destination.kind !== 'local')
    return {
      destination: destination.kind,
      datacenter: destination.kind === 'provider' ? destination.intake.datacenter : null,
      records: [],
    };
  const rows = await recentLogRecords(context.db);
  return {
    destination: 'local',
    datacenter: null,
    records: rows.map(({ record }) => ({
      status: text(record['status']),
      message: text(record['message']),
      routeName: text(objectOf(record['route'])['name']) || null,
      url: text(objectOf(record['request'])['url']) || null,
      at: numberOf(record['date']) ?? 0,
    })),
  };
}

builder.queryFields((t) => ({
  /** The event pipeline and the pages' health over the last day (/_/admin/internal-status), for staff. */
  internalStatus: t.field({
    type: resultUnion('InternalStatusResult', InternalStatusRef, ['NotFound']),
    resolve: async (_root, _args, context): Promise<InternalStatus | Failure> => {
      const refused = staffOnly(context);
      if (refused) return refused;
      const [status, log] = await Promise.all([pipelineStatus(context.db, context.now()), serverLog(context)]);
      return {
        kind: 'InternalStatus',
        serverLog: log,
        eventsByType: status.byType,
        pendingReadingEvents: status.pending,
        storedEvents: status.stored,
        rollupRows: status.rollupRows,
        clientErrors: status.errors.map((row) => ({
          message: text(row.data['message']),
          source: text(row.data['source']),
          at: row.at.getTime(),
        })),
        vitals: VITALS.map((name) => {
          const values = status.vitals.flatMap((data) => numberOf(data[name]) ?? []);
          return { name: name.toUpperCase(), p75: percentile(values, 75), samples: values.length };
        }),
      };
    },
  }),
  /** Writers read most in the last 30 days, to feature next (/_/curation/discovery/next-author), for staff. */
  nextAuthors: t.field({
    type: resultUnion('NextAuthorsResult', NextAuthorsRef, ['NotFound']),
    resolve: async (_root, _args, context): Promise<NextAuthors | Failure> =>
      staffOnly(context) ?? { kind: 'NextAuthors', writers: await mostReadWriters(context.db, context.now()) },
  }),
}));
