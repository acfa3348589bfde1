import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MINUTES,
  DEPOSIT_AMOUNT_CENTS,
  DEPOSIT_LABEL,
  ENTERPRISE_NOTE,
  ONBOARDING_FEE_LABEL,
  PRICING_TIERS,
  formatCount,
  formatUsd,
  perMinuteCost,
  tierFor,
} from './tiers';

describe('pricing tiers', () => {
  it('has 99 tiers from 1,000 to 50,000 minutes in steps of 500', () => {
    expect(PRICING_TIERS).toHaveLength(99);
    expect(PRICING_TIERS[0].minutes).toBe(1_000);
    expect(PRICING_TIERS[98].minutes).toBe(50_000);
    for (let i = 1; i < PRICING_TIERS.length; i++)
      expect(PRICING_TIERS[i].minutes - PRICING_TIERS[i - 1].minutes).toBe(500);
  });

  it('costs $250 at 1,000 minutes, rising $50 a step to $5,150 at 50,000', () => {
    expect(PRICING_TIERS[0].monthlyPrice).toBe(250);
    expect(PRICING_TIERS[1]).toEqual({ minutes: 1_500, monthlyPrice: 300 });
    expect(PRICING_TIERS[98].monthlyPrice).toBe(5_150);
  });

  it('defaults to 1,000 minutes and falls back to it for an unknown value', () => {
    expect(DEFAULT_MINUTES).toBe(1_000);
    expect(tierFor(DEFAULT_MINUTES).monthlyPrice).toBe(250);
    expect(tierFor(50_500)).toEqual(PRICING_TIERS[0]);
    expect(tierFor(25_000)).toEqual({ minutes: 25_000, monthlyPrice: 250 + 48 * 50 });
  });

  it('shows the per-minute cost with 3 decimals at both ends', () => {
    expect(perMinuteCost(PRICING_TIERS[0])).toBe('0.250');
    expect(perMinuteCost(PRICING_TIERS[98])).toBe('0.103');
    expect(perMinuteCost(tierFor(1_500))).toBe('0.200');
  });

  it('fixes the deposit at $100.00 and states the fee range and enterprise note', () => {
    expect(DEPOSIT_AMOUNT_CENTS).toBe(10_000);
    expect(DEPOSIT_LABEL).toBe('$100.00');
    expect(ONBOARDING_FEE_LABEL).toBe('$1,000 – $5,000');
    expect(ENTERPRISE_NOTE).toContain('50,000');
  });
});

describe('formatCount and formatUsd (written out instead of Intl, for /pricing first load)', () => {
  const intlUsd = (n: number, d: number) =>
    n.toLocaleString('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: d,
      maximumFractionDigits: d,
    });
  it.each([0, 5, 250, 999, 1000, 1500, 12345.678, 1_000_000, 50_000, -2500, 0.25])(
    'formats %d exactly as Intl en-US does',
    (n) => {
      for (const d of [0, 2, 3]) {
        expect(formatUsd(n, d)).toBe(intlUsd(n, d));
        expect(formatCount(n, d)).toBe(
          n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }),
        );
      }
    },
  );
});
