import type { DbOrTx } from '../../db/tx';
import { searchEntries } from './knowledge-entries.repo';

/** The words of a question worth searching on (as the passage search takes them). */
export const questionWords = (question: string): string[] =>
  question
    .toLowerCase()
    .match(/[a-z0-9]{2,}/g)
    ?.slice(0, 20) ?? [];

const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 3 && (a.startsWith(b) || b.startsWith(a)));

/**
 * The campaign's entry whose question was asked: at least half of the entry question's words
 * (stemmed, stop words left out by Postgres) are in the asked question, the most covered first.
 * A word counts when one is the other's start ("pay" asks about "payment"), as the search does.
 * Sharing one word is not enough: "do you offer parking?" must not answer "what services do you
 * offer?".
 */
export async function findEntryAnswer(
  db: DbOrTx,
  campaignId: string,
  question: string,
): Promise<{ question: string; answer: string } | null> {
  const words = questionWords(question);
  if (!words.length) return null;
  const rows = await searchEntries(db, campaignId, words);
  let best: { question: string; answer: string; coverage: number } | null = null;
  for (const row of rows) {
    if (!row.lexemes.length) continue;
    const covered = row.lexemes.filter((l) => row.asked.some((a) => sameWord(a, l))).length;
    const coverage = covered / row.lexemes.length;
    if (coverage >= 0.5 && (!best || coverage > best.coverage))
      best = { question: row.question, answer: row.answer, coverage };
  }
  return best && { question: best.question, answer: best.answer };
}
