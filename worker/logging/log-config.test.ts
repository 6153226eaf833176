import { describe, expect, it } from 'vitest';
import { configuredLogLevel, logDestination, logIntake } from './log-config.ts';

describe('a log configuration needs a client token and a datacenter (docs/spec-checklist.md 3 §5, §7, §8)', () => {
  it.each([
    [{ clientToken: 'pub123', datacenter: 'us' }, 'https://browser-http-intake.logs.datadoghq.com/v1/input/pub123'],
    [{ clientToken: 'pub123', datacenter: 'eu' }, 'https://browser-http-intake.logs.datadoghq.eu/v1/input/pub123'],
    [
      { clientToken: 'pub 1/2', datacenter: 'us', intakeOrigin: 'http://127.0.0.1:9' },
      'http://127.0.0.1:9/v1/input/pub%201%2F2',
    ],
  ])('%j posts to %s: the region’s intake, the token in the path', (config, url) => {
    expect(logIntake(config).url).toBe(url);
  });

  it.each([
    [{ datacenter: 'us' }, 'Expected a config with a clientToken'],
    [{ clientToken: '', datacenter: 'us' }, 'Expected a config with a clientToken'],
    [{ clientToken: 'pub123' }, 'Expected a config with a datacenter'],
    [{ clientToken: 'pub123', datacenter: 'mars' }, 'Expected a config with a datacenter'],
  ])('%j is refused: "%s"', (config, message) => {
    expect(() => logIntake(config)).toThrow(message);
  });
});

describe('where the Worker’s records go', () => {
  it.each([
    [{ ENVIRONMENT: 'production', LOG_CLIENT_TOKEN: 'pub123', LOG_DATACENTER: 'eu' }, 'provider'],
    [{ ENVIRONMENT: 'development', LOG_CLIENT_TOKEN: 'pub123', LOG_DATACENTER: 'us' }, 'provider'],
    [{ ENVIRONMENT: 'development', LOG_DATACENTER: 'us' }, 'local'],
    [{ ENVIRONMENT: 'production', LOG_DATACENTER: 'us' }, 'console'],
  ])('%j: %s', (env, kind) => {
    expect(logDestination(env).kind).toBe(kind);
  });
});

describe('LOG_LEVEL (docs/spec-checklist.md 3 §4, §9)', () => {
  it.each([
    [undefined, 'info'],
    ['', 'info'],
    ['trace', 'trace'],
    ['silent', 'silent'],
  ])('%j keeps %s and above', (value, level) => {
    expect(configuredLogLevel(value)).toBe(level);
  });

  it('names the levels when it is none of them', () => {
    expect(() => configuredLogLevel('loud')).toThrow(
      'LOG_LEVEL must be one of silent, error, warn, info, debug, trace',
    );
  });
});
