import { describe, expect, it } from 'vitest';
import {
  customDomainProblem,
  nextDomainStatus,
  servesTraffic,
  type DomainEvent,
  type DomainStatus,
} from './custom-domain.ts';

describe('nextDomainStatus (docs/spec-checklist.md 3 §3 domain statuses)', () => {
  it.each<[DomainStatus | null, DomainEvent, DomainStatus | null]>([
    [null, 'request', 'CREATED'],
    ['DELETED', 'request', 'CREATED'],
    ['ACTIVE', 'request', 'CREATED'],
    ['CREATED', 'record-found', 'VERIFIED'],
    ['FAILED', 'record-found', 'VERIFIED'],
    ['CREATED', 'record-missing', 'FAILED'],
    ['FAILED', 'record-missing', 'FAILED'],
    ['ACTIVE', 'record-found', null],
    ['VERIFIED', 'went-live', 'ACTIVE'],
    ['CREATED', 'went-live', null],
    ['FAILED', 'went-live', null],
    ['ACTIVE', 'record-missing', null],
    [null, 'record-found', null],
    ['ACTIVE', 'remove', 'DELETED'],
    ['FAILED', 'remove', 'DELETED'],
    ['DELETED', 'remove', null],
    [null, 'remove', null],
  ])('%s, on %s: %s', (current, event, next) => {
    expect(nextDomainStatus(current, event)).toBe(next);
  });

  it.each<[DomainStatus | null, boolean]>([
    ['ACTIVE', true],
    ['VERIFIED', false],
    ['CREATED', false],
    ['FAILED', false],
    ['DELETED', false],
    ['UNSPECIFIED', false],
    [null, false],
  ])('%s serves traffic: %s', (status, serves) => {
    expect(servesTraffic(status)).toBe(serves);
  });
});

describe('customDomainProblem', () => {
  it.each([
    ['stories.example.com', null],
    ['Example.ORG.', null],
    ['localhost', 'Enter a domain name such as stories.example.com.'],
    ['-bad.example.com', 'Enter a domain name such as stories.example.com.'],
    ['under_score.example.com', 'Enter a domain name such as stories.example.com.'],
    ['192.168.1.1', 'Enter a domain name such as stories.example.com.'],
    ['quire.example', 'That domain belongs to the platform.'],
    ['pub.quire.example', 'That domain belongs to the platform.'],
  ])('%s → %s', (domain, problem) => {
    expect(customDomainProblem(domain, 'quire.example')).toBe(problem);
  });
});
