import { AppError } from '@common/errors';

// The sandbox card form checks card details the way Stripe's test mode does, with Stripe's own
// messages, so a visitor trying the product offline meets the same answers as with a real key.
// Only Stripe's published test numbers are meaningful; any other number is declined.

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

const OUTCOMES: Record<string, { ok: true } | { ok: false; declineCode: string; message: string }> = {
  '4242424242424242': { ok: true },
  '4000056655665556': { ok: true },
  '5555555555554444': { ok: true },
  '378282246310005': { ok: true },
  '4000000000000002': { ok: false, declineCode: 'generic_decline', message: CARD_DECLINED_MESSAGE },
  '4000000000009995': { ok: false, declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { ok: false, declineCode: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { ok: false, declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    ok: false,
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

export type CardOutcome = { ok: true } | { ok: false; declineCode: string; message: string };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks the form fields (a bad field is the visitor's typo: 400, nothing changes) and then
 * answers what the card "network" says: approved, or declined with Stripe's message.
 */
export function checkSandboxCard(input: { cardNumber: string; expiry: string; cvc: string; now: Date }): CardOutcome {
  const number = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number) || !luhnValid(number)) {
    if (/^\d{0,12}$/.test(number))
      throw new AppError('VALIDATION', 'Your card number is incomplete.', { field: 'cardNumber' });
    throw new AppError('VALIDATION', 'Your card number is invalid.', { field: 'cardNumber' });
  }
  if (number.length < 13) throw new AppError('VALIDATION', 'Your card number is incomplete.', { field: 'cardNumber' });

  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = m ? Number(m[1]) : NaN;
  if (!m || month < 1 || month > 12)
    throw new AppError('VALIDATION', "Your card's expiration date is incomplete.", { field: 'expiry' });
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  const nowYear = input.now.getUTCFullYear();
  if (year < nowYear)
    throw new AppError('VALIDATION', "Your card's expiration year is in the past.", { field: 'expiry' });
  if (year === nowYear && month < input.now.getUTCMonth() + 1)
    throw new AppError('VALIDATION', "Your card's expiration date is in the past.", { field: 'expiry' });

  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    throw new AppError('VALIDATION', "Your card's security code is incomplete.", { field: 'cvc' });

  return (
    OUTCOMES[number] ?? {
      ok: false,
      declineCode: 'live_mode_test_card',
      message: `${CARD_DECLINED_MESSAGE} This is the sandbox checkout: use a test card such as 4242 4242 4242 4242.`,
    }
  );
}
