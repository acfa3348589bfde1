import { FACT_KIND_LABELS, type TKnowledgeFact } from '@common/conversations/knowledge-facts';

/**
 * The fact sheet as a language model reads it, after the agent's prompt: what callers ask most is
 * then in front of the model before it thinks of looking anything up or guessing, in the owner's
 * words where the owner wrote them. Empty when the sheet is.
 */
export function factSheetNote(facts: TKnowledgeFact[], businessName: string): string {
  const lines = facts
    .filter((f) => f.values.length)
    .map((f) => `- ${FACT_KIND_LABELS[f.kind]}: ${f.values.map((v) => v.value).join('; ')}`);
  if (!lines.length) return '';
  return `\n\nFacts about ${businessName.trim() || 'the business'} (its fact sheet, as its owner or its website states them). Use these first, say them as written, and never contradict them:\n${lines.join('\n')}`;
}
