import { createPhoneCode, PHONE_CODE_LIFETIME_MS, phoneCodeMessage, type PhoneMethod } from '../auth/phone-codes.ts';
import { countOperation, LIMITS } from '../auth/operation-limits.ts';
import { savePhoneCode } from './two-factor-writes.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

/** Text and call codes need a provider; without one, the authenticator app still works. */
export const PHONE_UNAVAILABLE = 'Text and call codes are not available. Use an authenticator app.';

/**
 * Sends a fresh 7-digit code by text or call: counted per account and per network first, so
 * neither batches nor aliases can make it text a number over and over.
 */
export async function sendPhoneCode(
  context: GraphQLContext,
  user: { readonly id: string },
  to: string,
  method: PhoneMethod,
  options: { readonly pendingPhone: boolean },
): Promise<Failure | null> {
  if (!context.phone) return failure('BadRequest', PHONE_UNAVAILABLE);
  const now = context.now().getTime();
  const [account, network] = await Promise.all([
    countOperation(context.db, LIMITS.phoneCodePerAccount, user.id, now),
    countOperation(context.db, LIMITS.phoneCodePerIp, context.ip, now),
  ]);
  if (!account.allowed || !network.allowed)
    return failure('TooManyRequests', 'Too many codes were sent. Please try again in an hour.');
  const code = createPhoneCode();
  await savePhoneCode(
    context.db,
    user.id,
    code,
    new Date(now + PHONE_CODE_LIFETIME_MS),
    options.pendingPhone ? to : null,
  );
  try {
    await context.phone.send({ to, method, code, text: phoneCodeMessage(method, context.productName, code) });
  } catch (error) {
    context.logger.error('phone code not sent', { error: String(error) });
    return failure('BadRequest', 'We could not send a code to that number. Please check it and try again.');
  }
  return null;
}
