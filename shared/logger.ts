/** Log levels of spec 3 §9, ordered: a message below the configured level is dropped. */
export const LOG_LEVELS = { silent: 100, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const;

export type LogLevel = keyof typeof LOG_LEVELS;
export type LogContext = Readonly<Record<string, unknown>>;
type Sink = (level: Exclude<LogLevel, 'silent'>, message: string, context?: LogContext) => void;

export interface Logger {
  error(message: string, context?: LogContext): void;
  warn(message: string, context?: LogContext): void;
  info(message: string, context?: LogContext): void;
  debug(message: string, context?: LogContext): void;
}

const consoleSink: Sink = (level, message, context) => {
  const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  if (context) write(message, context);
  else write(message);
};

export function createLogger(level: LogLevel = 'info', sink: Sink = consoleSink): Logger {
  const threshold = LOG_LEVELS[level];
  const at =
    (messageLevel: Exclude<LogLevel, 'silent'>) =>
    (message: string, context?: LogContext): void => {
      if (LOG_LEVELS[messageLevel] >= threshold) sink(messageLevel, message, context);
    };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}
