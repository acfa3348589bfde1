import { describe, expect, it } from 'vitest';
import { leadPhoneE164 } from './lead-phone';

describe('leadPhoneE164', () => {
  it('reads the usual North American spellings of one number as the same E.164', () => {
    for (const s of [
      '(212) 555-0123',
      '212-555-0123',
      '212.555.0123',
      '212 555 0123',
      '2125550123',
      '+1 212 555 0123',
      '+1-212-555-0123',
      '+1 (212) 555-0123',
      '1 212 555 0123',
      '12125550123',
      ' (212)555-0123 ',
    ]) {
      expect(leadPhoneE164(s), s).toBe('+12125550123');
    }
  });

  it('refuses numbers libphonenumber knows cannot exist (an unassigned area code)', () => {
    expect(leadPhoneE164('(200) 200-0000')).toBeNull();
  });

  it('reads international numbers and refuses what is not a number', () => {
    expect(leadPhoneE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(leadPhoneE164('555-0100')).toBeNull();
    expect(leadPhoneE164('')).toBeNull();
    expect(leadPhoneE164('call me')).toBeNull();
  });
});
