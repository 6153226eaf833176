import { LOG_LEVELS, type LogLevel } from '../../shared/logger.ts';

/** The log provider's regions (docs/spec-checklist.md 3 §7: the endpoint depends on the datacenter). */
export type Datacenter = 'us' | 'eu';

/** Where records go when the deployment has a log provider: its regional intake, the client token in the path. */
export interface LogIntake {
  readonly clientToken: string;
  readonly datacenter: Datacenter;
  readonly url: string;
}

const INTAKE_ORIGINS: Readonly<Record<Datacenter, string>> = {
  us: 'https://browser-http-intake.logs.datadoghq.com',
  eu: 'https://browser-http-intake.logs.datadoghq.eu',
};

const isDatacenter = (value: string): value is Datacenter => Object.hasOwn(INTAKE_ORIGINS, value);

/**
 * docs/spec-checklist.md 3 §5 and §8: a log configuration needs a client token and a datacenter, and says which is
 * missing in the spec's words. `intakeOrigin` stands in for the region's address (tests point it at a
 * local server).
 */
export function logIntake(config: {
  readonly clientToken?: string;
  readonly datacenter?: string;
  readonly intakeOrigin?: string;
}): LogIntake {
  const { clientToken, datacenter, intakeOrigin } = config;
  if (!clientToken) throw new Error('Expected a config with a clientToken');
  if (!datacenter || !isDatacenter(datacenter)) throw new Error('Expected a config with a datacenter');
  return {
    clientToken,
    datacenter,
    url: `${intakeOrigin || INTAKE_ORIGINS[datacenter]}/v1/input/${encodeURIComponent(clientToken)}`,
  };
}

/**
 * Where the Worker's log records go: the provider when the deployment has a client token; without
 * one, the local database in development (the internal status page shows them) and the console only
 * elsewhere.
 */
export type LogDestination =
  | { readonly kind: 'provider'; readonly intake: LogIntake }
  | { readonly kind: 'local' }
  | { readonly kind: 'console' };

export type LogDestinationEnv = Pick<Env, 'ENVIRONMENT' | 'LOG_CLIENT_TOKEN' | 'LOG_DATACENTER' | 'LOG_INTAKE_ORIGIN'>;

export function logDestination(env: LogDestinationEnv): LogDestination {
  if (env.LOG_CLIENT_TOKEN)
    return {
      kind: 'provider',
      intake: logIntake({
        clientToken: env.LOG_CLIENT_TOKEN,
        datacenter: env.LOG_DATACENTER,
        intakeOrigin: env.LOG_INTAKE_ORIGIN,
      }),
    };
  return env.ENVIRONMENT === 'development' ? { kind: 'local' } : { kind: 'console' };
}

const isLogLevel = (value: string): value is LogLevel => Object.hasOwn(LOG_LEVELS, value);

/** LOG_LEVEL: the lowest level kept (docs/spec-checklist.md 3 §4: messages below it are dropped); info when unset. */
export function configuredLogLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  if (!isLogLevel(value)) throw new Error(`LOG_LEVEL must be one of ${Object.keys(LOG_LEVELS).join(', ')}`);
  return value;
}
