import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, standardSignatureHeader, standardWebhookKey } from './signature';

describe('webhook secrets and the Standard Webhooks signature', () => {
  it('new secrets are both URL-safe (the old shape) and standard base64 of 33 bytes', () => {
    for (let i = 0; i < 200; i++) {
      const s = newWebhookSecret();
      expect(s).toMatch(/^whsec_[A-Za-z0-9]{44}$/);
      expect(standardWebhookKey(s)).toHaveLength(33);
      expect(() => new Webhook(s)).not.toThrow();
    }
  });

  it('signs what the standardwebhooks package computes, one v1 per secret', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    const header = standardSignatureHeader([a, b], 'evt_1', 1_700_000_000, '{"x":1}');
    const expected = [a, b].map((s) => new Webhook(s).sign('evt_1', new Date(1_700_000_000_000), '{"x":1}'));
    expect(header).toBe(expected.join(' '));
  });
});
