import { randomHex } from './hex.ts';

/**
 * W3C Trace Context's `traceparent` header: version 00, the trace's 32 hex digits, the parent
 * span's 16, and flags (01: sampled). An id of all zeros is invalid (the specification's rule).
 */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

export const TRACEPARENT_HEADER = 'traceparent';

/** The trace a request's `traceparent` continues, or null when it names none validly. */
export function traceIdOf(header: string | null | undefined): string | null {
  const match = TRACEPARENT.exec(header?.trim() ?? '');
  if (!match?.[1] || !match[2] || /^0+$/.test(match[1]) || /^0+$/.test(match[2])) return null;
  return match[1];
}

/** A new trace's id. */
export const newTraceId = (): string => randomHex(32);

/** The `traceparent` of a span of `traceId`, for the requests that follow from it. */
export const traceparent = (traceId: string): string => `00-${traceId}-${randomHex(16)}-01`;
