import { cleanText } from '@common/text/clean-text';
import type { AppContext } from '../../context';
import { upsertGap } from './knowledge-entries.repo';

/** One wording of a question: lower case, letters and digits, single spaces. */
export const normalizeQuestion = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 300);

/**
 * A question a campaign's agent could not answer, kept for the admin's "Questions your agent
 * could not answer" (the same wording counted, not repeated). Only campaign conversations (test
 * chats and calls) are kept: the wizard's visitor chats have no admin to answer them, and anyone
 * may type anything there.
 */
export async function recordKnowledgeGap(
  ctx: AppContext,
  gap: { campaignId: string; conversationId: string; question: string },
): Promise<void> {
  // Asked by a caller or a model, not typed into a form: cleaned rather than refused.
  const question = cleanText(gap.question).text.trim().slice(0, 300);
  const normalized = normalizeQuestion(question);
  if (!normalized) return;
  await upsertGap(ctx.db, { ...gap, question, normalized, at: ctx.clock.now() });
}
