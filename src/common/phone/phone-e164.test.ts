import { describe, expect, it } from 'vitest';
import { parsePhone, phoneE164, type CountryCode } from './parse-phone';

// phoneE164 is parsePhone's outcome (ok → its E.164, else null) without the parts a bulk import
// doesn't need. It must agree with parsePhone on every input: the tricky spellings people and
// exports use, and thousands of generated ones over many countries, valid and not.

const FIXED = [
  '(212) 555-0123',
  '+1 212 555 0123',
  '1-800-555-0199', // toll-free: callable
  '+1 900 555 0123', // premium rate: not callable
  '1-900-555-0123',
  '(200) 200-0000', // unassigned area code
  '555-1234',
  '+44 20 7946 0958',
  '+44 7624 369230', // Isle of Man, sharing +44 with the UK
  '+44 1624 612345',
  '+44 909 879 0000', // UK premium
  '+7 701 123 4567', // Kazakhstan, sharing +7 with Russia
  '+7 495 123 4567',
  '+49 30 901820',
  '+49 1512 3456789',
  '+49 30 9018201234567', // too long
  '+61 2 9374 4000',
  '+33 1 42 68 53 00',
  '011 44 20 7946 0958',
  '0044 20 7946 0958',
  '+999 123 4567', // no such calling code
  '+1',
  '1',
  '',
  '   ',
  'call me',
  '212-555-CALL',
  'tel:+1-212-555-0123;ext=45',
  '(212) 555-0123 ext 45',
  '#45',
  'x45',
  '+1 (242) 357-1234', // Bahamas, in NANP
  '+1 787 555 1234', // Puerto Rico
  '+1 416 555 0142',
  '+880 1812 345678',
  '+86 138 0013 8000',
  '+91 98765 43210',
  '+52 55 1234 5678',
  '+870 773 111 632', // Inmarsat: non-geographic
  '+882 1234 5678',
];

const CODES = [
  '1',
  '7',
  '20',
  '27',
  '33',
  '34',
  '39',
  '44',
  '49',
  '52',
  '55',
  '61',
  '81',
  '86',
  '91',
  '234',
  '353',
  '880',
  '971',
  '999',
  '80',
];
const SEPARATORS = [' ', '-', '.', '', '/', ') '];
const PREFIXES = ['', '+', '00', '011', '1 ', '+1 ', '(', 'tel:', ' '];

/** Deterministic: the same corpus every run, so a disagreement can be replayed. */
function* generated(count: number): Generator<[string, CountryCode | null]> {
  let seed = 2711;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor(seed / 65536) % n; // the high bits: the low ones of this generator repeat quickly
  };
  const digits = (n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? 2 + rand(8) : rand(10))).join('');
  for (let i = 0; i < count; i++) {
    const kind = rand(4);
    let s: string;
    if (kind === 0) {
      // An international number: a real calling code and a plausible national number.
      s = `+${CODES[rand(CODES.length)]} ${digits(6 + rand(6))}`;
    } else if (kind === 1) {
      // A North American number in one of the usual spellings.
      const n = digits(10);
      const sep = SEPARATORS[rand(SEPARATORS.length)];
      s = `${PREFIXES[rand(PREFIXES.length)]}${n.slice(0, 3)}${sep}${n.slice(3, 6)}${sep === ') ' ? '-' : sep}${n.slice(6)}`;
    } else if (kind === 2) {
      // Digits of any length, grouped.
      const n = digits(1 + rand(16));
      s = `${PREFIXES[rand(PREFIXES.length)]}${n.replace(/(\d{3})(?=\d)/g, `$1${SEPARATORS[rand(SEPARATORS.length)]}`)}`;
    } else {
      // With an extension, a letter, or trailing text.
      const tail = [' ext 12', ' x5', ' #7', ';ext=301', 'a', ' call after 5', ''][rand(7)];
      s = `${digits(10)}${tail}`;
    }
    yield [s, [null, 'US', 'GB', 'DE', 'CA', 'AU'][rand(6)] as CountryCode | null];
  }
}

describe('phoneE164', () => {
  it('agrees with parsePhone on tricky spellings', () => {
    for (const s of FIXED) {
      const full = parsePhone(s);
      expect(phoneE164(s), s).toBe(full.ok ? full.e164 : null);
    }
  });

  it('agrees with parsePhone on 4,000 generated inputs over many countries and regions', () => {
    let ok = 0;
    const reasons = new Set<string>();
    for (const [s, region] of generated(4_000)) {
      const full = parsePhone(s, { region });
      if (full.ok) ok++;
      else reasons.add(full.reason);
      expect(phoneE164(s, { region }), `${s} (${region})`).toBe(full.ok ? full.e164 : null);
    }
    // The corpus exercises both outcomes and every kind of refusal, or agreeing would prove little.
    expect(ok).toBeGreaterThan(400);
    expect([...reasons].sort()).toEqual([
      'letters',
      'not-callable',
      'not-of-region',
      'too-long',
      'too-short',
      'unknown-country',
    ]);
  }, 60_000); // about a second on a quiet machine
});
