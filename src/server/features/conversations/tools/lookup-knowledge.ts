import type { ToolContext } from '../agent';
import { answerFromFacts } from '../answer-from-facts';
import { findEntryAnswer } from '../find-entry-answer';
import { findPassageAnswer } from '../find-passage-answer';
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
  // Up to three excerpts that speak to the question; `answer`/`passage`/`source` are the first's.
  // A fact the owner removed is not read back from a page that still states it.
  const excerpts = owner && !fromFacts ? await findPassageAnswer(t.ctx.db, owner, question) : [];
  if (excerpts.length) {
    const [first] = excerpts;
    return { found: true, answer: first.answer, passage: first.passage, source: first.source, excerpts };
  }
  // A simulation's callee is a script, not someone who asked: its lines are not gaps.
  const simulated = t.conversation.promptVersion.startsWith('simulation:');
  if (campaignId && !simulated) await recordKnowledgeGap(t.ctx, { campaignId, conversationId, question });
  return { found: false };
}
