import type { TMoney } from '@common/fact-sheet/schemas';

// Sums as sites write them: "$79", "£1,250.00", "€45", "Rs. 500", "₹499", "45 USD".

const SYMBOL: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '₹': 'INR', 'rs.': 'INR', rs: 'INR' };
const CODES = /^(USD|GBP|EUR|INR|AUD|CAD|NZD|NGN|ZAR)$/;

/** A sum before or after its currency; group 1/2 symbol+number, group 3/4 number+code. */
export const MONEY =
  /(?:([$£€₹]|\bRs\.?)\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?))|(?:\b(\d+(?:\.\d{1,2})?)\s?(USD|GBP|EUR|AUD|CAD|NZD|dollars|pounds|euros)\b)/i;

export function moneyOf(amount: string, currency: string): TMoney | null {
  const value = Number(amount.replace(/,/g, ''));
  const code = currency.trim().toUpperCase();
  if (!Number.isFinite(value) || value < 0) return null;
  if (CODES.test(code)) return { value, currency: code };
  return SYMBOL[currency.trim().toLowerCase()] ? { value, currency: SYMBOL[currency.trim().toLowerCase()] } : null;
}

const WORD_CODE: Record<string, string> = { dollars: 'USD', pounds: 'GBP', euros: 'EUR' };

/** The first sum in a line, or null. "$" is the site's own dollar (USD unless its country says AUD…). */
export function firstMoney(line: string, dollar = 'USD'): TMoney | null {
  const m = MONEY.exec(line);
  if (!m) return null;
  if (m[1] === '$') return moneyOf(m[2], dollar);
  if (m[1]) return moneyOf(m[2], m[1]);
  const code = m[4].toLowerCase();
  return moneyOf(m[3], WORD_CODE[code] ?? code);
}
