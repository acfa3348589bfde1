import { useQuery } from '@tanstack/react-query';
import type {
  TDispatchEnrichedCallRequest,
  TDispatchEnrichedCallResponse,
  TEnhancedVoiceOverview,
  TTestEnrichedPromptRequest,
} from '@common/enhanced-voice/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const OVERVIEW_KEY = ['/api/admin/enhanced-voice'] as const;

export function useEnhancedVoiceOverview() {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: () => apiRequest<TEnhancedVoiceOverview>('GET', OVERVIEW_KEY[0], undefined, NO_CACHE),
  });
}

export const previewPrompt = (body: TTestEnrichedPromptRequest) =>
  apiRequest<{ prompt: string }>('POST', '/api/admin/test-enriched-prompt', body);
export const launchCall = (body: TDispatchEnrichedCallRequest) =>
  apiRequest<TDispatchEnrichedCallResponse>('POST', '/api/admin/dispatch-enriched-call', body);
