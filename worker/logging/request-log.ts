import { consoleSink, createLogger, type Logger } from '../../shared/logger.ts';
import { database } from '../db/client.ts';
import { configuredLogLevel, logDestination, type LogDestinationEnv } from './log-config.ts';
import { logRecord, type LogOrigin, type LogRecord, type RequestFacts } from './log-record.ts';
import { storeLogRecords } from './log-record-writes.ts';

type LogEnv = LogDestinationEnv & Pick<Env, 'DB' | 'LOG_LEVEL'>;

export interface WorkLog {
  readonly logger: Logger;
  /** Adds what became known later (the matched route) to the records written from now on. */
  describe(facts: Partial<RequestFacts>): void;
}

/** Where a batch goes: the provider's intake, the local table, or nowhere past the console. */
function shipper(env: LogEnv): ((records: readonly LogRecord[]) => Promise<unknown>) | null {
  const destination = logDestination(env);
  switch (destination.kind) {
    case 'provider':
      return (records) =>
        fetch(destination.intake.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(records),
        });
    case 'local':
      return (records) => storeLogRecords(database(env.DB), records);
    case 'console':
      return null;
  }
}

/**
 * The logger of one piece of work (a request, a batch of jobs, a scheduled run). Each message at
 * LOG_LEVEL or above goes to the console, and as a record (docs/spec-checklist.md 3 §3) where ./log-config.ts's
 * logDestination says: the log provider, or development's local table. What is logged in one
 * turn of the event loop goes in one batch, after the work's answer (`waitUntil`); a failed send
 * is dropped without a word (docs/spec-checklist.md 3 §8), so logging can never fail the work or log about itself.
 */
export function workLog(
  env: LogEnv,
  origin: LogOrigin,
  request: RequestFacts | null,
  waitUntil: (promise: Promise<unknown>) => void,
): WorkLog {
  const ship = shipper(env);
  let facts = request;
  let batch: LogRecord[] = [];
  const send = async (): Promise<void> => {
    const records = batch;
    batch = [];
    try {
      await ship?.(records);
    } catch {
      // see above
    }
  };
  const logger = createLogger(configuredLogLevel(env.LOG_LEVEL), (level, message, context) => {
    consoleSink(level, message, context);
    if (!ship) return;
    if (batch.length === 0) waitUntil(new Promise((resolve) => setTimeout(resolve, 0)).then(send));
    batch.push(logRecord({ level, message, context }, origin, facts, Date.now()));
  });
  return {
    logger,
    describe: (more) => {
      if (facts) facts = { ...facts, ...more };
    },
  };
}
