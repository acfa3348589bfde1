import type { TFactValue } from '@common/fact-sheet/schemas';
import { fromText, type FactPage } from './fact-page';

// Who runs the business and since when, as its pages say it: "founded in 1987", "Est. 1975",
// "family-owned since 1962", "owned and operated by Dale Warren", "Marisol Sandoval, Owner".
// A copyright year is no founding year; two different founding years are none.

const YEAR = '(1[89]\\d{2}|20[0-2]\\d)';
const FOUNDED = new RegExp(
  `\\b(?:founded|established|est\\.?|estd\\.?|opened|started|in business)\\b[^.;|·]{0,30}?\\b(?:in|since)?\\s*${YEAR}\\b`,
  'i',
);
const SINCE = new RegExp(`\\bsince\\s+${YEAR}\\b`, 'i');
const OURS = /\b(?:we|we've|we're|our|us|company|business|family|serving|proudly|trusted)\b/i;
const NOT_FOUNDING = /©|copyright|\ball rights reserved\b/i;

const NAME = "((?:Dr\\.?\\s+)?[A-Z][a-z'’-]+(?:\\s+[A-Z]\\.)?(?:\\s+[A-Z][a-z'’-]+){1,2})";
/** Who runs it now, before who founded it ("founded by Ernesto…; today Marisol runs the company"). */
const OWNER_TIERS = [
  [
    new RegExp(`\\b(?:owned(?:\\s+and\\s+operated)?|run|operated)\\s+by\\s+${NAME}`),
    new RegExp(`\\b(?:[Oo]wner|OWNER|[Pp]roprietor)\\s*(?::|,|-|–)\\s*${NAME}`),
    new RegExp(`${NAME},\\s*(?:the\\s+)?(?:owner|proprietor)\\b`),
    new RegExp(
      `${NAME}\\s+(?:now\\s+)?(?:runs|owns)\\s+the\\s+(?:company|business|shop|practice|firm|studio|salon)\\b`,
    ),
  ],
  [
    new RegExp(`\\b(?:founded|started|established)\\s+(?:in\\s+\\d{4}\\s+)?by\\s+${NAME}`),
    new RegExp(`\\b(?:[Ff]ounder|FOUNDER|[Cc]o-founder)\\s*(?::|,|-|–)\\s*${NAME}`),
    new RegExp(`${NAME},\\s*(?:the\\s+)?(?:founder|co-founder)\\b`),
  ],
];
const NOT_NAME =
  /^(?:The|Our|We|Family|Team|Company|Business|Local|Home|Contact|About|Call|Owner|Founder|Founded|Meet|Welcome|Since|Your|This|Professional|Licensed)$/;

const thisYear = () => new Date().getUTCFullYear();

export function readFounded(pages: FactPage[]): TFactValue | null {
  const found: TFactValue[] = [];
  const since: TFactValue[] = [];
  for (const page of pages)
    for (const line of page.lines) {
      if (line.length > 300 || NOT_FOUNDING.test(line)) continue;
      const f = FOUNDED.exec(line)?.[1];
      if (f && Number(f) <= thisYear()) found.push({ value: f, source: fromText(page.url, line) });
      const s = SINCE.exec(line)?.[1];
      if (s && Number(s) <= thisYear() && OURS.test(line)) since.push({ value: s, source: fromText(page.url, line) });
    }
  const pick = found.length ? found : since;
  return new Set(pick.map((f) => f.value)).size === 1 ? pick[0] : null;
}

export function readOwner(pages: FactPage[]): TFactValue | null {
  for (const tier of OWNER_TIERS) {
    const found: TFactValue[] = [];
    for (const page of pages)
      for (const line of page.lines) {
        if (line.length > 300) continue;
        for (const re of tier) {
          const name = re.exec(line)?.[1];
          if (name && !name.split(/\s+/).some((w) => NOT_NAME.test(w)))
            found.push({ value: name, source: fromText(page.url, line) });
        }
      }
    // Two different names (partners, two founders) are no one answer.
    const names = new Set(found.map((f) => f.value));
    if (names.size === 1) return found[0];
    if (names.size > 1) return null;
  }
  return null;
}
