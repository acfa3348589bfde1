import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'call')).toBe('1 call');
    expect(countOf(0, 'call')).toBe('0 calls');
    expect(countOf(2, 'call')).toBe('2 calls');
  });
});
