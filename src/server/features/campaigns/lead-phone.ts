import { checkPhone } from '@common/wizard/phone';

// North American numbers in their usual spellings ("(415) 555-0123", "+1 415.555.0123",
// "14155550123") with a valid area code and exchange (first digit 2–9). For these the phone module
// answers +1 and the ten digits; lead-phone.test.ts holds the two to the same answer. They are
// most rows of a US lead list, and the module's full parse costs ~15 µs a number: 1.5 s per 100k.
const NANP = /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;

/**
 * The typed phone number as E.164, or null when it can't be read as one. The only caller of the
 * wizard's phone module here, so a change to that module touches this file alone.
 */
export function leadPhoneE164(typed: string): string | null {
  const s = typed.trim();
  if (!s) return null;
  const m = NANP.exec(s);
  if (m) return `+1${m[1]}${m[2]}${m[3]}`;
  const checked = checkPhone(s);
  return checked.ok ? checked.e164 : null;
}
