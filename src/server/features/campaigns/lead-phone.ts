import { phoneE164 } from '@common/phone/parse-phone';

/**
 * The typed phone number as E.164, or null when it can't be read as one: the shared phone module's
 * answer (`parsePhone(typed).ok`), through its bulk path, which skips the display form and message
 * an import doesn't show. Every number goes through the module: a regex shortcut for North
 * American spellings was faster but disagreed with libphonenumber's full metadata (which knows
 * which area codes and exchanges exist).
 */
export function leadPhoneE164(typed: string): string | null {
  const s = typed.trim();
  if (!s) return null;
  return phoneE164(s);
}

/**
 * leadPhoneE164 remembering its answers for one import: CRM exports repeat numbers (a company's
 * main line on every contact), and each reading costs tens of microseconds. Dropped with the import.
 */
export function leadPhoneReader(): (typed: string) => string | null {
  const known = new Map<string, string | null>();
  return (typed) => {
    let e164 = known.get(typed);
    if (e164 === undefined) {
      e164 = leadPhoneE164(typed);
      known.set(typed, e164);
    }
    return e164;
  };
}
