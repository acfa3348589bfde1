import { describe, expect, it } from 'vitest';
import { checkPhone } from '@common/wizard/phone';
import { leadPhoneE164 } from './lead-phone';

const viaModule = (s: string) => {
  const c = checkPhone(s);
  return c.ok ? c.e164 : null;
};

describe('leadPhoneE164', () => {
  it('agrees with the phone module on every North American spelling it shortcuts', () => {
    const spellings = (a: string, e: string, l: string) => [
      `(${a}) ${e}-${l}`,
      `${a}-${e}-${l}`,
      `${a}.${e}.${l}`,
      `${a} ${e} ${l}`,
      `${a}${e}${l}`,
      `+1 ${a} ${e} ${l}`,
      `+1-${a}-${e}-${l}`,
      `+1 (${a}) ${e}-${l}`,
      `1 ${a} ${e} ${l}`,
      `1${a}${e}${l}`,
      `+1${a}${e}${l}`,
      ` (${a})${e}-${l} `,
    ];
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      const a = String(200 + ((i * 37) % 800));
      const e = String(200 + ((i * 53) % 800));
      const l = String((i * 7919) % 10000).padStart(4, '0');
      for (const s of spellings(a, e, l)) {
        expect(leadPhoneE164(s), s).toBe(viaModule(s.trim()));
        compared++;
      }
    }
    expect(compared).toBe(4800);
  });

  it('hands everything else to the phone module', () => {
    expect(leadPhoneE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(leadPhoneE164('+49 30 901820')).toBe(viaModule('+49 30 901820'));
    expect(leadPhoneE164('555-0100')).toBeNull();
    expect(leadPhoneE164('')).toBeNull();
    expect(leadPhoneE164('call me')).toBeNull();
  });
});
