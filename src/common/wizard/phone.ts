import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { MSG } from './messages';

export type PhoneCheck = { ok: true; e164: string; display: string } | { ok: false; message: string };

const digitsOf = (s: string) => s.replace(/\D/g, '');

/**
 * Spec §5: at least 10 digits counted; a 10-digit number is shown as +1 (xxx) xxx-xxxx. We also
 * parse with libphonenumber (US default) so we store E.164 and never dial garbage.
 */
export function checkPhone(input: string): PhoneCheck {
  const digits = digitsOf(input);
  if (digits.length < 10) return { ok: false, message: MSG.phoneInvalid };
  const candidate = digits.length === 10 && !input.trim().startsWith('+') ? `+1${digits}` : input.trim().startsWith('+') ? input.trim() : `+${digits}`;
  const parsed = parsePhoneNumberFromString(candidate, 'US');
  if (!parsed || !parsed.isPossible()) return { ok: false, message: MSG.phoneInvalid };
  return { ok: true, e164: parsed.number, display: formatPhone(input) };
}

/** A 10-digit number becomes +1 (xxx) xxx-xxxx; anything else is left as typed (trimmed). */
export function formatPhone(input: string): string {
  const d = digitsOf(input);
  if (d.length === 10) return `+1 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return input.trim();
}
