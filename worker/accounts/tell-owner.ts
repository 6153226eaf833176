import { link } from '../../shared/routes/index.ts';
import { securityMail, type SecurityEvent, type SecurityMailFacts } from './security-mail.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { UserRow } from '../db/schema/index.ts';

/** Tells the account's owner, at its proven address, of a security event. */
export async function tellOwner(
  context: GraphQLContext,
  user: Pick<UserRow, 'email'>,
  event: SecurityEvent,
  facts: Pick<SecurityMailFacts, 'device' | 'place'> = {},
): Promise<void> {
  if (!user.email) return;
  const securityUrl = `${context.linkContext.authOrigin}${link('ShowSettingsSection', { setting: 'security' })}`;
  const mail = securityMail(event, { productName: context.productName, securityUrl, ...facts });
  await context.mailer.send({ to: user.email, subject: mail.subject, text: mail.text, links: [securityUrl] });
}
