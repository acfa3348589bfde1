import { contentWords, holds, stems } from './best-excerpt';
import { asksTopic, holdsTopicAnswer, questionTopic, topicSearchTerms, type Topic } from './question-topic';

// Whether a ranked passage answers the question asked, or only shares a word with it. Ranking
// orders the owner's passages; this cut decides whether the best of them is an answer at all,
// because an agent that reads out a passage about something else states a fact nobody asked for.

export interface ReadQuestion {
  question: string;
  topic: Topic | null;
  /** The question's words that name what it is about (stemmed), the topic's own words left out. */
  subject: string[];
  /** What the search looks for: the question's words and, for a topic, the words it is written in. */
  searchTerms: string[];
}

export function readQuestion(question: string): ReadQuestion {
  const topic = questionTopic(question);
  const words = stems(question);
  const subject = topic ? words.filter((w) => !asksTopic(topic, w)) : words;
  // Whole words, which Postgres stems itself ('opening:*' searches 'open…').
  const own = contentWords(question)
    .slice(0, 20)
    .map((w) => `${w}:*`);
  return { question, topic, subject, searchTerms: [...new Set([...own, ...(topic ? topicSearchTerms(topic) : [])])] };
}

/**
 * Below this ts_rank_cd (weights A 1.0 heading, B 0.4 page title, D 0.1 text, normalised by
 * length) a passage merely mentions a word once in passing. Set on the tuning half of the
 * knowledge benchmark; the word rules below do most of the work.
 */
export const MIN_RANK = 0.01;

/**
 * A passage speaks to a question when:
 * - for a topic (hours, prices, contact, area, services): it holds that topic's answer (a day
 *   and a time, a sum, a phone number …) and, when the question names a subject ("How much is a
 *   gutter clean?"), one of the subject's words;
 * - otherwise: two of the question's words, or its only one.
 * Heading and page title count as the passage's words: "Office Hours" is what its lines are.
 */
export function speaksTo(
  passage: { heading: string; title: string; text: string; rank: number },
  q: ReadQuestion,
): boolean {
  if (passage.rank < MIN_RANK) return false;
  const all = `${passage.heading} ${passage.title} ${passage.text}`;
  const lower = all.toLowerCase();
  const found = q.subject.filter((w) => holds(lower, w)).length;
  if (q.topic) {
    const answer = holdsTopicAnswer(q.topic, `${passage.heading}: ${passage.text}`, q.question);
    return answer && (q.subject.length === 0 || found >= 1);
  }
  return q.subject.length > 0 && found >= Math.min(2, q.subject.length);
}
