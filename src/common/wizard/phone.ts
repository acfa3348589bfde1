import { parsePhone, type CountryCode, type PhoneCheck } from '../phone/parse-phone';

// The wizard's names for the shared phone module (src/common/phone), kept for its callers.

export type { PhoneCheck } from '../phone/parse-phone';

/** Spec §5: checks a typed number; a 10-digit US number is shown as +1 (xxx) xxx-xxxx. */
export function checkPhone(input: string, region?: CountryCode | null): PhoneCheck {
  return parsePhone(input, { region });
}

/** The display form of a number (+1 (xxx) xxx-xxxx for US numbers); anything unreadable as typed (trimmed). */
export function formatPhone(input: string, region?: CountryCode | null): string {
  const checked = parsePhone(input, { region });
  return checked.ok ? checked.display : input.trim();
}
