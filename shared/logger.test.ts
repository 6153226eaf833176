import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel, type MessageLevel } from './logger.ts';

const MESSAGE_LEVELS: readonly MessageLevel[] = ['error', 'warn', 'info', 'debug', 'trace'];

describe('log levels ordered silent, error, warn, info, debug, trace: messages below the configured level are dropped (docs/spec-checklist.md 3 §4)', () => {
  it.each<[LogLevel, MessageLevel[]]>([
    ['silent', []],
    ['error', ['error']],
    ['warn', ['error', 'warn']],
    ['info', ['error', 'warn', 'info']],
    ['debug', ['error', 'warn', 'info', 'debug']],
    ['trace', ['error', 'warn', 'info', 'debug', 'trace']],
  ])('at %s, passes %j', (level, passed) => {
    const heard: MessageLevel[] = [];
    const logger = createLogger(level, (messageLevel) => heard.push(messageLevel));
    for (const messageLevel of MESSAGE_LEVELS) logger[messageLevel]('a message');
    expect(heard).toEqual(passed);
  });
});
