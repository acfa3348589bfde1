import { describe, expect, it } from 'vitest';
import { successRate } from './schemas';

describe('successRate', () => {
  it('is 0 when there are no campaigns', () => {
    expect(successRate(0, 0, 0)).toBe(0);
    expect(successRate(0, 10, 3)).toBe(0);
  });
  it('divides by at least 1 lead', () => {
    expect(successRate(1, 0, 0)).toBe(0);
    expect(successRate(1, 0, 1)).toBe(100);
  });
  it('rounds successful calls over total leads to a whole percent', () => {
    expect(successRate(2, 3, 1)).toBe(33);
    expect(successRate(2, 3, 2)).toBe(67);
    expect(successRate(1, 8, 1)).toBe(13);
  });
});
