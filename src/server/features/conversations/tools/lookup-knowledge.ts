import type { ToolContext } from '../agent';
import { answerFromFacts } from '../answer-from-facts';
import { answersQuestion, bestExcerpt } from '../best-excerpt';
import { findEntryAnswer } from '../find-entry-answer';
import { searchPassages } from '../knowledge.repo';
import { readKnowledgeFacts } from '../read-knowledge-facts';
import { recordKnowledgeGap } from '../record-knowledge-gap';

/**
 * Answers from the campaign's own question-and-answer entries first (the admin's answer to that
 * very question), then from the business's fact sheet (hours, area, prices, services, contact:
 * what the owner wrote, else what the site states), then from the business's pages, with where
 * the answer came from. A campaign question answered by none is recorded as a knowledge gap (not
 * a simulation's scripted one).
 */
export async function lookupKnowledge(
  t: ToolContext,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const question = typeof input.question === 'string' ? input.question.slice(0, 500) : '';
  if (!question.trim()) return { found: false };
  const { campaignId, knowledgeOwner: owner, id: conversationId } = t.conversation;
  if (campaignId) {
    const entry = await findEntryAnswer(t.ctx.db, campaignId, question);
    if (entry) return { found: true, answer: entry.answer, source: { title: 'Q&A', question: entry.question } };
  }
  const fromFacts = owner ? answerFromFacts((await readKnowledgeFacts(t.ctx.db, owner)).facts, question) : null;
  if (fromFacts && fromFacts !== 'withheld')
    return {
      found: true,
      answer: fromFacts.answer,
      source: {
        title: 'Fact sheet',
        facts: fromFacts.kinds,
        ...(fromFacts.owner
          ? { from: 'owner' }
          : { url: fromFacts.source?.url, sentence: fromFacts.source?.text, from: fromFacts.source?.from }),
      },
    };
  // The best-ranked passages that speak to the question: ranking alone can rest on one shared word.
  // A fact the owner removed is not read back from a page that still states it.
  const hits = owner && !fromFacts ? await searchPassages(t.ctx.db, owner, question, 5) : [];
  const hit = hits.find((h) => answersQuestion(`${h.title} ${h.text}`, question));
  if (hit)
    return {
      found: true,
      answer: bestExcerpt(hit.text, question),
      passage: hit.text,
      source: { url: hit.pageUrl, title: hit.title },
    };
  // A simulation's callee is a script, not someone who asked: its lines are not gaps.
  const simulated = t.conversation.promptVersion.startsWith('simulation:');
  if (campaignId && !simulated) await recordKnowledgeGap(t.ctx, { campaignId, conversationId, question });
  return { found: false };
}
