import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max';
import { splitExtension } from './extension';
import { PHONE_MSG } from './messages';

export type { CountryCode } from 'libphonenumber-js/max';

/** The region a number without "+", "00" or "011" belongs to, unless the caller knows better. */
export const DEFAULT_PHONE_REGION: CountryCode = 'US';

export type PhoneFailure = 'too-short' | 'too-long' | 'unknown-country' | 'not-of-region' | 'letters' | 'not-callable';

export type PhoneCheck =
  | { ok: true; e164: string; display: string; extension: string | null; region: CountryCode | null }
  | { ok: false; message: string; reason: PhoneFailure };

export const isPhoneRegion = (value: string): value is CountryCode =>
  /^[A-Z]{2}$/.test(value) && isSupportedCountry(value);

// Numbers that connect but cannot hold a conversation with our agent, or cost the caller extra.
const NOT_CALLABLE: Record<string, string> = {
  PREMIUM_RATE: 'premium-rate',
  SHARED_COST: 'shared-cost',
  PAGER: 'pager',
  VOICEMAIL: 'voicemail access',
};

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
const describeRegion = (region: CountryCode) =>
  `${regionNames?.of(region) ?? region} (+${getCountryCallingCode(region)})`;

/** "+", "00" and (in North America, whose exit code it is) "011" start an international number. */
function toInternational(number: string, region: CountryCode): string | null {
  const s = number.replace(/^[\s(]+/, '');
  if (s.startsWith('+')) return s;
  if (/^00/.test(s.replace(/\D/g, '')) && /^[\d\s().-]/.test(s)) return `+${s.replace(/\D/g, '').slice(2)}`;
  if (getCountryCallingCode(region) === '1' && /^011/.test(s.replace(/\D/g, '')))
    return `+${s.replace(/\D/g, '').slice(3)}`;
  return null;
}

/** The region of an international number's calling code (its main region), for messages. */
function regionOfInternational(international: string): CountryCode | null {
  const digits = international.replace(/\D/g, '');
  for (const len of [1, 2, 3]) {
    const code = digits.slice(0, len);
    const match = getCountries().filter((c) => getCountryCallingCode(c) === code);
    if (match.length)
      return match.includes('US') ? 'US' : match.includes('GB') ? 'GB' : match.includes('RU') ? 'RU' : match[0];
  }
  return null;
}

/** North American display of spec §5: +1 (xxx) xxx-xxxx; other numbers in international format. */
function displayOf(e164: string, international: string, extension: string | null): string {
  const base = /^\+1\d{10}$/.test(e164)
    ? `+1 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`
    : international;
  return extension ? `${base} ext. ${extension}` : base;
}

/**
 * Reads a phone number as a person typed it (or a spreadsheet exported it) and returns the E.164
 * number to dial, the extension kept apart, and a display form, or the real reason it cannot be
 * called. Anything not written as international is a national number of `region`.
 */
export function parsePhone(input: string, opts: { region?: CountryCode | null } = {}): PhoneCheck {
  const region = opts.region ?? DEFAULT_PHONE_REGION;
  const { number, extension } = splitExtension(input);
  if (/[a-z]/i.test(number)) return { ok: false, reason: 'letters', message: PHONE_MSG.letters };
  const international = toInternational(number, region);
  const target = international ?? number;
  const where = international ? (regionOfInternational(international) ?? region) : region;
  const tooShort = () =>
    ({
      ok: false,
      reason: 'too-short',
      message:
        !international && getCountryCallingCode(region) === '1'
          ? PHONE_MSG.tooShortUs
          : PHONE_MSG.tooShort(describeRegion(where)),
    }) as const;

  if (target.replace(/\D/g, '').length < 2) return tooShort();
  const length = international ? validatePhoneNumberLength(target) : validatePhoneNumberLength(target, region);
  if (length === 'INVALID_COUNTRY') return { ok: false, reason: 'unknown-country', message: PHONE_MSG.unknownCountry };
  if (length === 'TOO_SHORT' || length === 'NOT_A_NUMBER') return tooShort();
  if (length === 'TOO_LONG')
    return { ok: false, reason: 'too-long', message: PHONE_MSG.tooLong(describeRegion(where)) };

  const parsed = international ? parsePhoneNumberFromString(target) : parsePhoneNumberFromString(target, region);
  if (!parsed) return tooShort();
  if (!parsed.isValid())
    return {
      ok: false,
      reason: 'not-of-region',
      message: PHONE_MSG.notOfRegion(describeRegion(parsed.country ?? where)),
    };
  const kind = NOT_CALLABLE[parsed.getType() ?? ''];
  if (kind) return { ok: false, reason: 'not-callable', message: PHONE_MSG.notCallable(kind) };
  return {
    ok: true,
    e164: parsed.number,
    display: displayOf(parsed.number, parsed.formatInternational(), extension),
    extension,
    region: parsed.country ?? null,
  };
}

/**
 * `parsePhone(input, opts)`'s E.164 number when it is ok, else null, at about half its cost: for
 * bulk work (a 100,000-lead import spent most of its time here). It skips what only the full
 * answer needs, the display form and the failure message, and two checks that can't change the
 * outcome: isValid() is getType() !== undefined with this metadata, and a valid number's length is
 * possible (each type's lengths are checked before its pattern). The length check uses the calling
 * code's main region, though, which for a shared code (+44 with the Isle of Man, +7 with Kazakhstan)
 * is not the number's own, so it is still made outside North America (+1, where every region's
 * numbers have 10 digits); no input has yet been found where it decides. phone-e164.test.ts holds
 * this function to parsePhone on many spellings.
 */
export function phoneE164(input: string, opts: { region?: CountryCode | null } = {}): string | null {
  const region = opts.region ?? DEFAULT_PHONE_REGION;
  const { number } = splitExtension(input);
  if (/[a-z]/i.test(number)) return null;
  const international = toInternational(number, region);
  const target = international ?? number;
  if (target.replace(/\D/g, '').length < 2) return null;
  const parsed = international ? parsePhoneNumberFromString(target) : parsePhoneNumberFromString(target, region);
  if (!parsed) return null;
  const type = parsed.getType();
  if (type === undefined ? !parsed.isValid() : NOT_CALLABLE[type]) return null;
  if (parsed.countryCallingCode !== '1') {
    const length = international ? validatePhoneNumberLength(target) : validatePhoneNumberLength(target, region);
    if (length !== undefined) return null;
  }
  return parsed.number;
}
