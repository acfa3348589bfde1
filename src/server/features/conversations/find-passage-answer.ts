import type { DbOrTx } from '../../db/tx';
import { bestExcerpt } from './best-excerpt';
import { fullTextRanker, type PassageRanker } from './passage-ranker';
import { readQuestion, speaksTo, type ReadQuestion } from './passage-relevance';
import { holdsTopicAnswer } from './question-topic';
import { sentencesOf } from './sentences';

/** One answer from the business's pages: the part to say, the passage it is from, and where. */
export interface PassageExcerpt {
  answer: string;
  passage: string;
  source: { url: string; title: string; heading: string };
}

const MAX_EXCERPTS = 3;
/** Ranked candidates looked at: the relevance cut may pass over the first few. */
const CANDIDATES = 20;

/**
 * Up to three excerpts of the owner's passages that answer the question, best first, each with
 * its page and heading; none when no passage speaks to it (the agent then says it does not know).
 * Only `owner`'s passages are read.
 */
export async function findPassageAnswer(
  db: DbOrTx,
  owner: string,
  question: string,
  ranker: PassageRanker = fullTextRanker,
): Promise<PassageExcerpt[]> {
  const q = readQuestion(question);
  if (!q.searchTerms.length) return [];
  const hits = await ranker.rank(db, owner, q, CANDIDATES);
  const out: PassageExcerpt[] = [];
  for (const hit of hits) {
    if (!speaksTo(hit, q)) continue;
    const answer = excerptOf(hit, q);
    if (out.some((e) => e.answer === answer)) continue;
    out.push({ answer, passage: hit.text, source: { url: hit.pageUrl, title: hit.title, heading: hit.heading } });
    if (out.length === MAX_EXCERPTS) break;
  }
  return out;
}

/** Short enough to say on a call. */
const MAX_TOPIC_EXCERPT = 240;

/**
 * For a topic, the sentences that hold its answer ("Mon–Fri 7am–6pm. Sat 8am–2pm."), whatever
 * words they use, as many as fit; the first of them when one alone is longer.
 */
function excerptOf(hit: { heading: string; text: string }, q: ReadQuestion): string {
  const { topic } = q;
  if (!topic) return bestExcerpt(hit.text, q.question);
  const holding = sentencesOf(hit.text).filter((s) => holdsTopicAnswer(topic, s, q.question));
  if (!holding.length) return bestExcerpt(hit.text, q.question);
  let out = '';
  for (const s of holding) {
    if (out && out.length + 1 + s.length > MAX_TOPIC_EXCERPT) break;
    out = out ? `${out} ${s}` : s;
  }
  return out.length > MAX_TOPIC_EXCERPT ? bestExcerpt(out, q.question) : out;
}
