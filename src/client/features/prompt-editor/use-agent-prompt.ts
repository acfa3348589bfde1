import { useMutation } from '@tanstack/react-query';
import type { TGenerateAgentPromptRequestInput, TGenerateAgentPromptResponse } from '@common/prompts/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

/** POST /api/generate-agent-prompt (admin only). */
export function useAgentPrompt() {
  return useMutation({
    mutationFn: (input: TGenerateAgentPromptRequestInput) =>
      apiRequest<TGenerateAgentPromptResponse>('POST', '/api/generate-agent-prompt', input, NO_CACHE),
  });
}
