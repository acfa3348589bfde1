import { describe, expect, it } from 'vitest';
import { AppError } from '@common/errors';
import { CARD_DECLINED_MESSAGE, checkSandboxCard } from './sandbox-test-cards';

const now = new Date('2026-05-15T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => checkSandboxCard({ cardNumber, expiry, cvc, now });
const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).message;
  }
  throw new Error('expected an AppError');
};

describe('sandbox test cards', () => {
  it('approves 4242 4242 4242 4242 whatever the spacing', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('4242-4242-4242-4242')).toEqual({ ok: true });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message", () => {
    expect(card('4000 0000 0000 0002')).toEqual({
      ok: false,
      declineCode: 'generic_decline',
      message: CARD_DECLINED_MESSAGE,
    });
    expect(CARD_DECLINED_MESSAGE).toBe('Your card was declined.');
  });

  it('declines a real-looking card that is not a test card', () => {
    const out = card('4111 1111 1111 1111');
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message.startsWith(CARD_DECLINED_MESSAGE)).toBe(true);
  });

  it('rejects typos before asking the card network', () => {
    expect(messageOf(() => card('4242'))).toBe('Your card number is incomplete.');
    expect(messageOf(() => card('4242 4242 4242 4241'))).toBe('Your card number is invalid.');
    expect(messageOf(() => card('4242424242424242', '13/30'))).toBe("Your card's expiration date is incomplete.");
    expect(messageOf(() => card('4242424242424242', '12/25'))).toBe("Your card's expiration year is in the past.");
    expect(messageOf(() => card('4242424242424242', '04/26'))).toBe("Your card's expiration date is in the past.");
    expect(messageOf(() => card('4242424242424242', '12/30', '12'))).toBe("Your card's security code is incomplete.");
  });

  it('accepts this month as an expiry, and a four-digit CVC for American Express', () => {
    expect(card('4242424242424242', '05/26')).toEqual({ ok: true });
    expect(card('3782 822463 10005', '05/2026', '1234')).toEqual({ ok: true });
  });
});
