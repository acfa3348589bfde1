import pino from 'pino';

export type Logger = pino.Logger;

/** One JSON line per event; Fastify adds a child per request carrying its request id. */
export function createLogger(level: pino.LevelWithSilent = 'info'): Logger {
  return pino({ level, base: { app: 'callcraft' }, redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.clientSecret'] });
}
