import { DOMAIN_STATUSES } from '../../shared/content/enumerations.ts';
import { builder } from '../graphql/builder.ts';

/** Where a custom domain's claim stands, for a writer's or a publication's own domain. */
export const DomainStatusEnum = builder.enumType('DomainStatus', { values: DOMAIN_STATUSES });

/** The TXT record that proves ownership of a custom domain, shown to whoever claimed it. */
export const DomainVerificationRef = builder
  .objectRef<{ name: string; value: string }>('DomainVerification')
  .implement({
    fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
  });
