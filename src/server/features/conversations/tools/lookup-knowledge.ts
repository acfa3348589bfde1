import type { ToolContext } from '../agent';
import { bestExcerpt } from '../best-excerpt';
import { searchPassages } from '../knowledge.repo';

/** Answers from the business's pages, with the page the answer came from. */
export async function lookupKnowledge(
  t: ToolContext,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const question = typeof input.question === 'string' ? input.question.slice(0, 500) : '';
  const site = t.conversation.knowledgeSite;
  if (!site || !question) return { found: false };
  const [hit] = await searchPassages(t.ctx.db, site, question, 1);
  if (!hit) return { found: false };
  return {
    found: true,
    answer: bestExcerpt(hit.text, question),
    passage: hit.text,
    source: { url: hit.pageUrl, title: hit.title },
  };
}
