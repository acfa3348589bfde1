import type { AppContext } from '../../context';
import { buildEnrichedPrompt } from './build-enriched-prompt';

/** POST /api/admin/test-enriched-prompt: the prompt Launch Call would use, nothing dialled. */
export async function testEnrichedPrompt(
  ctx: AppContext,
  input: { leadId: string; customInstructions: string },
): Promise<{ prompt: string }> {
  const { prompt } = await buildEnrichedPrompt(ctx, input.leadId, input.customInstructions);
  return { prompt };
}
