import type { TOffer } from '@common/fact-sheet/schemas';
import { clip, fromText, type FactPage } from './fact-page';
import { MONEY, firstMoney } from './money';

// Prices and offers exactly as the site states them, one line each: "Summer Tune-Up Special: $79
// (reg. $129)", "Call-out fee £45", "10% off for seniors", "Free estimates". A line with a sum is
// a price where it is short and says so (a price word) or is a short name with its sum (a menu or
// price-list row). A reviewer's "saved me $500" is no price: first-person lines are left out.

const MAX_PRICE_LINE = 160;
const PRICE_WORD =
  /\b(?:prices?|pricing|special|offers?|deals?|discount|save|sale|from|starting|starts|only|per|each|reg\.?|regular|was|now|fees?|rates?|package|call[- ]?out|flat|off|free|coupon|promo|hourly|hour|hr|night|month|week|session|lesson|class|visit|plan|membership|tune[- ]?up)\b|\/\s*(?:hr|hour|night|month|session|person|visit)\b/i;
const PERCENT_OFF = /\b\d{1,2}\s?%\s*off\b/i;
const FREE_THING =
  /\bfree\s+(?:estimates?|quotes?|consultations?|inspections?|assessments?|trial|first\s+(?:visit|lesson|class))\b/i;
/** A customer's or an example's words: "saved me $400", "He paid £599", "We were charged $500". */
const REVIEW = /^["“'‘]|\b(?:I|I'm|I've|my|me|he|she|his|her|paid|charged|we were|we had)\b/i;
const REVIEW_PAGE = /testimonial|review/i;
/** A sum alone ("£12.00", "From ₹999", "₹499+"): what it is the price of is on the line before. */
const SUM_ONLY = new RegExp(`^(?:from|only|just)?\\s*(?:${MONEY.source})\\s*(?:\\+|onwards|each|pp)?$`, 'i');
const NOT_PRICE = /©|copyright|\ball rights reserved\b/i;
const MAX_OFFERS = 12;

function isOffer(line: string): boolean {
  if (line.length > MAX_PRICE_LINE || NOT_PRICE.test(line) || REVIEW.test(line.replace(MONEY, ''))) return false;
  if (MONEY.test(line)) return PRICE_WORD.test(line) || line.split(/\s+/).length <= 10;
  if (PERCENT_OFF.test(line)) return true;
  return FREE_THING.test(line) && line.length <= 80;
}

/** The site's offers, the home page's (its banner) first, each once. */
export function readOffers(pages: FactPage[], dollar: string): TOffer[] {
  const seen = new Set<string>();
  const out: TOffer[] = [];
  let free = false;
  for (const page of pages) {
    if (REVIEW_PAGE.test(new URL(page.url).pathname)) continue;
    for (const [i, raw] of page.lines.entries()) {
      if (!isOffer(raw)) continue;
      let line = raw;
      if (SUM_ONLY.test(raw)) {
        const before = page.lines[i - 1] ?? '';
        // The line before must be a name ("Dry Cut"), not a sentence ("Not for pregnant women.").
        const isName = before.length <= 60 && before.split(/\s+/).length <= 8 && !/[.!?]$/.test(before);
        if (!isName || MONEY.test(before) || REVIEW.test(before)) continue;
        line = `${before} · ${raw}`;
      }
      const key = line.toLowerCase().replace(/\s+/g, ' ');
      if (seen.has(key)) continue;
      // "Get a free quote" is said on every page: once is the fact.
      if (!MONEY.test(line) && !PERCENT_OFF.test(line)) {
        if (free) continue;
        free = true;
      }
      seen.add(key);
      out.push({ text: clip(line), amount: firstMoney(line, dollar), source: fromText(page.url, line) });
      if (out.length >= MAX_OFFERS) return out;
    }
  }
  return out;
}
