import { describe, expect, it } from 'vitest';
import { traceIdOf, traceparent } from './trace-context.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('W3C trace context', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['the specification’s example', `00-${TRACE}-00f067aa0ba902b7-01`, TRACE],
    ['unsampled', `00-${TRACE}-00f067aa0ba902b7-00`, TRACE],
    ['no header', undefined, null],
    ['an unknown version', `01-${TRACE}-00f067aa0ba902b7-01`, null],
    ['upper-case digits', `00-${TRACE.toUpperCase()}-00f067aa0ba902b7-01`, null],
    ['a short trace id', `00-${TRACE.slice(1)}-00f067aa0ba902b7-01`, null],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, null],
    ['an all-zero parent id', `00-${TRACE}-${'0'.repeat(16)}-01`, null],
    ['something else', 'hello', null],
  ])('%s', (_case, header, trace) => {
    expect(traceIdOf(header)).toBe(trace);
  });

  it('makes a traceparent that names its trace, with a new span each time', () => {
    const [first, second] = [traceparent(TRACE), traceparent(TRACE)];
    expect(traceIdOf(first)).toBe(TRACE);
    expect(first).not.toBe(second);
  });
});
