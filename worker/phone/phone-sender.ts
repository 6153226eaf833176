import type { PhoneMethod } from '../auth/phone-codes.ts';
import type { Database } from '../db/client.ts';
import { keepInOutbox } from '../mail/outbox-writes.ts';
import { xmlText } from '../render/xml-text.ts';

export interface PhoneMessage {
  /** E.164, e.g. +15550100199. */
  readonly to: string;
  readonly method: PhoneMethod;
  readonly text: string;
  readonly code: string;
}

export interface PhoneSender {
  send(message: PhoneMessage): Promise<void>;
}

type PhoneEnv = Pick<
  Env,
  'ENVIRONMENT' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM_NUMBER' | 'TWILIO_API_ORIGIN'
>;

/** Twilio's REST API: a text through Messages, a call that reads the code out through Calls. */
function twilioSender(
  env: Required<Pick<PhoneEnv, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM_NUMBER'>> & PhoneEnv,
): PhoneSender {
  const origin = env.TWILIO_API_ORIGIN ?? 'https://api.twilio.com';
  const account = `${origin}/2010-04-01/Accounts/${encodeURIComponent(env.TWILIO_ACCOUNT_SID)}`;
  const authorization = `Basic ${btoa(`${env.TWILIO_ACCOUNT_SID}:${env.TWILIO_AUTH_TOKEN}`)}`;
  return {
    async send(message) {
      const form: Record<string, string> =
        message.method === 'SMS_TEXT'
          ? { To: message.to, From: env.TWILIO_FROM_NUMBER, Body: message.text }
          : {
              To: message.to,
              From: env.TWILIO_FROM_NUMBER,
              Twiml: `<Response><Say>${xmlText(message.text)}</Say></Response>`,
            };
      const response = await fetch(`${account}/${message.method === 'SMS_TEXT' ? 'Messages' : 'Calls'}.json`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
      // the provider's answer may name the account; only the status goes into our error
      if (!response.ok) throw new Error(`The phone provider refused the message (HTTP ${response.status})`);
    },
  };
}

/**
 * Text and call codes: through the provider in production, to the outbox everywhere else (so
 * nothing leaves the machine). Null when production has no provider configured: then only
 * authenticator apps are offered.
 */
export function createPhoneSender(env: PhoneEnv, db: Database, now: () => Date): PhoneSender | null {
  if (env.ENVIRONMENT !== 'production' && !env.TWILIO_API_ORIGIN) {
    return {
      async send(message) {
        await keepInOutbox(db, {
          to: message.to,
          kind: message.method === 'SMS_TEXT' ? 'sms' : 'voice',
          subject: '',
          text: message.text,
          links: [],
          code: message.code,
          sentAt: now(),
        });
      },
    };
  }
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER } = env;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM_NUMBER) return null;
  return twilioSender({ ...env, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER });
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Texts and calls for two-factor codes; null when no provider is configured. */
    readonly phone: PhoneSender | null;
  }
}
