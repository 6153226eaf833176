import type { LogContext, MessageLevel } from '../../shared/logger.ts';
import { newTraceId, traceIdOf, TRACEPARENT_HEADER } from '../../shared/trace-context.ts';

/** docs/spec-checklist.md 3 §9: the name every record and event reports as its service. */
export const REPORTING_SERVICE = 'lite';

/** What caused the work that logged: a request, a queued job or a scheduled run. */
export type LogOrigin = 'request' | 'queue' | 'cron';

/** The request a record was written for, as far as it is known when it is written. */
export interface RequestFacts {
  /** Origin and path, never the query, which can carry a sign-in token. */
  readonly url: string;
  readonly authority: string;
  /** Cloudflare's ray id, or one of our own where there is none (development). */
  readonly id: string;
  /** The W3C trace it belongs to: the one its `traceparent` names (the page that sent it), or a new one. */
  readonly trace: string;
  /** The matched route's service: lite (the React app), static or server. */
  readonly tag?: string;
  readonly routeName?: string;
  /** Which table the host chose: the main domain's (default), a writer's (user) or a publication's (collection). */
  readonly routerType?: string;
}

/** docs/spec-checklist.md 3 §3's log record, as the log provider receives it. */
export interface LogRecord {
  readonly status: MessageLevel;
  readonly message: string;
  readonly context?: LogContext;
  readonly date: number;
  readonly service: typeof REPORTING_SERVICE;
  /** The code that wrote it: always the Worker here (the browser reports its errors as events). */
  readonly source: 'worker';
  readonly origin: LogOrigin;
  readonly route?: { readonly name: string; readonly routerType?: string };
  readonly request?: {
    readonly url: string;
    readonly authority: string;
    readonly id: string;
    readonly trace: string;
    readonly tag?: string;
  };
}

export function logRecord(
  entry: { level: MessageLevel; message: string; context?: LogContext },
  origin: LogOrigin,
  request: RequestFacts | null,
  date: number,
): LogRecord {
  return {
    status: entry.level,
    message: entry.message,
    ...(entry.context ? { context: entry.context } : {}),
    date,
    service: REPORTING_SERVICE,
    source: 'worker',
    origin,
    ...(request?.routeName ? { route: { name: request.routeName, routerType: request.routerType } } : {}),
    ...(request
      ? {
          request: {
            url: request.url,
            authority: request.authority,
            id: request.id,
            trace: request.trace,
            tag: request.tag,
          },
        }
      : {}),
  };
}

/** The facts a request gives before its route is matched. */
export function requestFacts(request: Request, url: URL): RequestFacts {
  return {
    url: `${url.origin}${url.pathname}`,
    authority: url.host,
    id: request.headers.get('CF-Ray') ?? crypto.randomUUID(),
    trace: traceIdOf(request.headers.get(TRACEPARENT_HEADER)) ?? newTraceId(),
  };
}
