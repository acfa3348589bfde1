// Business constants of the /pricing page (spec §9). Shared by the page and the server, so the
// deposit the page advertises is the deposit the server charges.

export const DEPOSIT_AMOUNT_CENTS = 10_000;
export const DEPOSIT_CURRENCY = 'USD';
/** "$100.00": the deposit as every label shows it. */
export const DEPOSIT_LABEL = formatUsd(DEPOSIT_AMOUNT_CENTS / 100, 2);

export const ONBOARDING_FEE_MIN = 1_000;
export const ONBOARDING_FEE_MAX = 5_000;

export const MIN_MINUTES = 1_000;
export const MAX_MINUTES = 50_000;
export const MINUTES_STEP = 500;
export const BASE_MONTHLY_PRICE = 250;
export const PRICE_PER_STEP = 50;
export const DEFAULT_MINUTES = MIN_MINUTES;

export const ENTERPRISE_NOTE = `Need more than ${formatCount(MAX_MINUTES)} minutes? Contact us for enterprise pricing.`;

export interface PricingTier {
  minutes: number;
  monthlyPrice: number;
}

/** 99 tiers: 1,000..50,000 minutes in steps of 500, $250 rising $50 a step to $5,150. */
export const PRICING_TIERS: readonly PricingTier[] = Array.from(
  { length: (MAX_MINUTES - MIN_MINUTES) / MINUTES_STEP + 1 },
  (_, i) => ({
    minutes: MIN_MINUTES + i * MINUTES_STEP,
    monthlyPrice: BASE_MONTHLY_PRICE + i * PRICE_PER_STEP,
  }),
);

/** The tier for a minutes value; anything off the table falls back to the default tier. */
export function tierFor(minutes: number): PricingTier {
  return PRICING_TIERS.find((t) => t.minutes === minutes) ?? PRICING_TIERS[0];
}

/** Per-minute cost, shown with 3 decimals (spec §9): $250 / 1,000 minutes → "0.250". */
export function perMinuteCost(tier: PricingTier): string {
  return (tier.monthlyPrice / tier.minutes).toFixed(3);
}

/**
 * en-US grouping ("10,000") and dollars ("$1,500", "$0.25"), written out rather than through Intl:
 * the first Intl number format on a page builds ICU's locale data, and /pricing formats its
 * figures while its module loads, which made that a 100 ms task on a phone (Lighthouse trace).
 * `tiers.test.ts` checks both against Intl.
 */
export function formatCount(n: number, fractionDigits = 0): string {
  const [whole, frac] = Math.abs(n).toFixed(fractionDigits).split('.');
  return `${n < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

export function formatUsd(amount: number, fractionDigits = 0): string {
  const digits = formatCount(Math.abs(amount), fractionDigits);
  return `${amount < 0 ? '-' : ''}$${digits}`;
}

export const ONBOARDING_FEE_LABEL = `${formatUsd(ONBOARDING_FEE_MIN)} – ${formatUsd(ONBOARDING_FEE_MAX)}`;
