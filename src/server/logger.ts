import type { Writable } from 'node:stream';
import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;

export interface LoggerOptions {
  /** Human-readable lines (pino-pretty) instead of JSON; see prettyLogsWanted. */
  pretty?: boolean;
  /** Where lines go; stdout by default. Tests pass a stream to read what was written. */
  destination?: Writable;
}

/**
 * Pretty lines only for a person watching a terminal in development: anything else (production,
 * tests, output piped to a file or a log shipper) gets one JSON line per event, which is what
 * log tooling parses.
 */
export function prettyLogsWanted(nodeEnv: string, out: { isTTY?: boolean } = process.stdout): boolean {
  return nodeEnv === 'development' && out.isTTY === true;
}

const redact = ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.clientSecret'];

/** One event per line; Fastify adds a child per request carrying its request id. */
export function createLogger(level: pino.LevelWithSilent = 'info', opts: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = { level, base: { app: 'callcraft' }, redact };
  if (opts.pretty) {
    // In-process stream (not a transport worker thread): sync, so nothing is lost on exit, and
    // redaction has already run on the object pino serialises.
    const stream = pretty({
      colorize: true,
      sync: true,
      destination: opts.destination ?? 1,
      ignore: 'pid,hostname,app',
      translateTime: 'SYS:HH:MM:ss.l',
    });
    return pino(options, stream);
  }
  return opts.destination ? pino(options, opts.destination) : pino(options);
}

/** The logger of a process entry point (server, worker): pretty on a development terminal. */
export function createProcessLogger(env: { LOG_LEVEL: pino.LevelWithSilent; NODE_ENV: string }): Logger {
  return createLogger(env.LOG_LEVEL, { pretty: prettyLogsWanted(env.NODE_ENV) });
}
