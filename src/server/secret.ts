import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

/**
 * SESSION_SECRET when set (required in production). In development a random secret is made once
 * and kept in DATA_DIR, so sessions and signed cookies survive restarts.
 */
export function resolveSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === 'test') return randomBytes(32).toString('hex');
  const file = path.resolve(env.DATA_DIR, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
