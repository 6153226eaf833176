import type { DOMAIN_STATUSES } from '../content/enumerations.ts';

export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** What happens to a custom domain: asked for, checked (the TXT record found or not), taken away. */
export type DomainEvent = 'request' | 'record-found' | 'record-missing' | 'went-live' | 'remove';

/**
 * The custom domain's life, in the domain status enumeration of docs/spec-checklist.md 3 §3: a request makes it
 * CREATED; the ownership check turns CREATED or FAILED into VERIFIED when the TXT record is there
 * and, once the edge serves it, ACTIVE; FAILED when the record is missing; removing makes it DELETED. Null: the
 * event does not apply in that state.
 */
export function nextDomainStatus(current: DomainStatus | null, event: DomainEvent): DomainStatus | null {
  switch (event) {
    case 'request':
      return 'CREATED';
    case 'record-found':
      return current === 'CREATED' || current === 'FAILED' ? 'VERIFIED' : null;
    case 'record-missing':
      return current === 'CREATED' || current === 'FAILED' ? 'FAILED' : null;
    case 'went-live':
      return current === 'VERIFIED' ? 'ACTIVE' : null;
    case 'remove':
      return current === null || current === 'DELETED' ? null : 'DELETED';
  }
}

/** Only a verified domain that went live is served; every other state answers as an unknown host. */
export const servesTraffic = (status: DomainStatus | null): boolean => status === 'ACTIVE';

/** The DNS name whose TXT record proves a writer owns the domain. */
export const verificationName = (domain: string): string => `_quire-verification.${domain}`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A domain a publication may ask for: a real host name, not the platform's own. */
export function customDomainProblem(domain: string, authDomain: string): string | null {
  const host = domain.trim().toLowerCase().replace(/\.$/, '');
  const labels = host.split('.');
  if (
    host.length > 253 ||
    labels.length < 2 ||
    !labels.every((label) => LABEL.test(label)) ||
    /^\d+$/.test(labels.at(-1) ?? '')
  ) {
    return 'Enter a domain name such as stories.example.com.';
  }
  if (host === authDomain || host.endsWith(`.${authDomain}`)) return 'That domain belongs to the platform.';
  return null;
}
