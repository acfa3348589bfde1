import { createHash, randomBytes } from 'node:crypto';

// The key's shape: `cc_<8 id chars>_<43 secret chars>`. The leading part is what the admin list
// shows and what a leaked-secret scanner can match; the secret part is 32 random bytes.
const KEY_PATTERN = /^cc_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newApiKeySecret(): { key: string; prefix: string } {
  const idBytes = randomBytes(8);
  let head = '';
  for (const b of idBytes) head += ALPHANUM[b % ALPHANUM.length];
  const prefix = `cc_${head}`;
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

/**
 * SHA-256 of the whole key. A slow password hash protects guessable secrets; these are 256 random
 * bits, so a fast hash is enough and keeps the check off the request's critical path.
 */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const looksLikeApiKey = (key: string) => KEY_PATTERN.test(key);
