import { describe, expect, it } from 'vitest';
import { splitExtension } from './extension';
import { PHONE_MSG } from './messages';
import { isPhoneRegion, parsePhone, type CountryCode } from './parse-phone';

// Real-world ways numbers reach us (typed in the wizard, exported from CRMs and spreadsheets),
// each with the number we must dial or the reason we must show.
type Row = [
  input: string,
  region: CountryCode | null,
  expected: { e164: string; extension?: string; display?: string } | { message: string },
];

const US = 'United States (+1)';
const TABLE: Row[] = [
  // United States / NANP
  ['(212) 555-0123', null, { e164: '+12125550123', display: '+1 (212) 555-0123' }],
  ['212-555-0123', null, { e164: '+12125550123' }],
  ['212.555.0123', null, { e164: '+12125550123' }],
  ['2125550123', null, { e164: '+12125550123', display: '+1 (212) 555-0123' }],
  ['1 (212) 555-0123', null, { e164: '+12125550123' }],
  ['+1 212 555 0123', null, { e164: '+12125550123' }],
  ['(212) 555-0123 ext 45', null, { e164: '+12125550123', extension: '45', display: '+1 (212) 555-0123 ext. 45' }],
  ['212-555-0123 x45', null, { e164: '+12125550123', extension: '45' }],
  ['212.555.0123 #7', null, { e164: '+12125550123', extension: '7' }],
  ['tel:+1-212-555-0123;ext=45', null, { e164: '+12125550123', extension: '45' }],
  ['(212) 555-0123, extension 1234', null, { e164: '+12125550123', extension: '1234' }],
  ['1-800-555-0199', null, { e164: '+18005550199' }],
  ['+1 416 555 0142', null, { e164: '+14165550142' }], // Toronto
  ['555-1234', null, { message: PHONE_MSG.tooShortUs }],
  ['', null, { message: PHONE_MSG.tooShortUs }],
  ['212555012345', null, { message: PHONE_MSG.tooLong(US) }],
  ['(012) 345-6789', null, { message: PHONE_MSG.notOfRegion(US) }],
  ['1-900-555-0123', null, { message: PHONE_MSG.notCallable('premium-rate') }],
  ['1-800-FLOWERS', null, { message: PHONE_MSG.letters }],
  // International prefixes from a US default
  ['+44 20 7946 0958', null, { e164: '+442079460958', display: '+44 20 7946 0958' }],
  ['011 44 20 7946 0958', null, { e164: '+442079460958' }],
  ['0044 20 7946 0958', null, { e164: '+442079460958' }],
  ['00 49 30 901820', null, { e164: '+4930901820' }],
  ['+33 6 12 34 56 78', null, { e164: '+33612345678' }],
  ['+91 98765 43210', null, { e164: '+919876543210' }],
  ['+61 2 9374 4000', null, { e164: '+61293744000' }],
  ['+81 3-1234-5678', null, { e164: '+81312345678' }],
  ['+52 55 1234 5678', null, { e164: '+525512345678' }],
  ['+999 1234 5678', null, { message: PHONE_MSG.unknownCountry }],
  ['+44 20 7946', null, { message: PHONE_MSG.tooShort('United Kingdom (+44)') }],
  ['020 7946 0958', null, { message: PHONE_MSG.tooLong(US) }], // a UK number typed without +44 is not a US number
  // National numbers of other regions (a lead's or a campaign's country)
  ['020 7946 0958', 'GB', { e164: '+442079460958', display: '+44 20 7946 0958' }],
  ['0113 496 0000', 'GB', { e164: '+441134960000' }], // "011" is Leeds here, not an exit code
  ['07911 123456', 'GB', { e164: '+447911123456' }],
  ['07700 900123', 'GB', { message: PHONE_MSG.notOfRegion('United Kingdom (+44)') }], // Ofcom's drama range
  ['030 901820', 'DE', { e164: '+4930901820' }],
  ['0171 1234567', 'DE', { e164: '+491711234567' }],
  ['06 12 34 56 78', 'FR', { e164: '+33612345678' }],
  ['01 23 45', 'FR', { message: PHONE_MSG.tooShort('France (+33)') }],
  ['98765 43210', 'IN', { e164: '+919876543210' }],
  ['(02) 9374 4000', 'AU', { e164: '+61293744000' }],
  ['0412 345 678', 'AU', { e164: '+61412345678' }],
  ['+1 (212) 555-0123', 'GB', { e164: '+12125550123' }], // "+" wins over the region
];

describe('parsePhone: real-world formats', () => {
  it('has at least 30 rows from several countries', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    const regions = new Set(TABLE.map(([, r, e]) => ('e164' in e ? e.e164.slice(0, 3) : r)));
    expect(regions.size).toBeGreaterThanOrEqual(6);
  });
  it.each(TABLE)('%s (region %s)', (input, region, expected) => {
    const got = parsePhone(input, { region });
    if ('message' in expected) {
      expect(got).toMatchObject({ ok: false, message: expected.message });
      return;
    }
    expect(got).toMatchObject({ ok: true, e164: expected.e164, extension: expected.extension ?? null });
    if (expected.display) expect(got.ok && got.display).toBe(expected.display);
  });
});

describe('splitExtension', () => {
  it('never keeps extension digits in the number, and leaves a lone "#45" whole', () => {
    expect(splitExtension('(212) 555-0123 ext. 45')).toEqual({ number: '(212) 555-0123', extension: '45' });
    expect(splitExtension('#45')).toEqual({ number: '#45', extension: null });
  });
});

describe('isPhoneRegion', () => {
  it('accepts supported ISO codes only', () => {
    expect(isPhoneRegion('GB')).toBe(true);
    expect(isPhoneRegion('gb')).toBe(false);
    expect(isPhoneRegion('XX')).toBe(false);
  });
});
