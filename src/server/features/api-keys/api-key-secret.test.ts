import { describe, expect, it } from 'vitest';
import { hashApiKey, looksLikeApiKey, newApiKeySecret } from './api-key-secret';

describe('API key secrets', () => {
  it('makes keys of the documented shape whose prefix is their start, each different', () => {
    const keys = Array.from({ length: 200 }, () => newApiKeySecret());
    for (const { key, prefix } of keys) {
      expect(looksLikeApiKey(key)).toBe(true);
      expect(key.startsWith(`${prefix}_`)).toBe(true);
      expect(prefix).toMatch(/^cc_[A-Za-z0-9]{8}$/);
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(200);
  });

  it('hashes to 64 hex characters, the same key to the same hash', () => {
    const { key } = newApiKeySecret();
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toBe(hashApiKey(`${key}x`));
  });

  it('refuses anything that is not a key before any lookup', () => {
    for (const s of ['', 'cc_short_x', `cc_AAAAAAAA_${'A'.repeat(42)}`, `xx_AAAAAAAA_${'A'.repeat(43)}`])
      expect(looksLikeApiKey(s)).toBe(false);
  });
});
