import { checkPhone } from '@common/wizard/phone';

/**
 * The typed phone number as E.164, or null when it can't be read as one. The only caller of the
 * wizard's phone module here, so a change to that module touches this file alone. Every number goes
 * through the module: a regex shortcut for North American spellings was faster but disagreed with
 * libphonenumber's full metadata (which knows which area codes and exchanges exist).
 */
export function leadPhoneE164(typed: string): string | null {
  const s = typed.trim();
  if (!s) return null;
  const checked = checkPhone(s);
  return checked.ok ? checked.e164 : null;
}
