/** Log levels of docs/spec-checklist.md 3 §9, ordered: a message below the configured level is dropped. */
export const LOG_LEVELS = { silent: 100, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const;

export type LogLevel = keyof typeof LOG_LEVELS;
/** The levels a message can have: silent only configures a logger that drops them all. */
export type MessageLevel = Exclude<LogLevel, 'silent'>;
export type LogContext = Readonly<Record<string, unknown>>;
export type Sink = (level: MessageLevel, message: string, context?: LogContext) => void;

export interface Logger {
  error(message: string, context?: LogContext): void;
  warn(message: string, context?: LogContext): void;
  info(message: string, context?: LogContext): void;
  debug(message: string, context?: LogContext): void;
  trace(message: string, context?: LogContext): void;
}

export const consoleSink: Sink = (level, message, context) => {
  const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  if (context) write(message, context);
  else write(message);
};

/** A logger that passes on the messages at `level` and above to `sink` (the console unless told). */
export function createLogger(level: LogLevel = 'info', sink: Sink = consoleSink): Logger {
  const threshold = LOG_LEVELS[level];
  const at =
    (messageLevel: MessageLevel) =>
    (message: string, context?: LogContext): void => {
      if (LOG_LEVELS[messageLevel] >= threshold) sink(messageLevel, message, context);
    };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug'), trace: at('trace') };
}
