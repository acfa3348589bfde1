import { useQuery } from '@tanstack/react-query';
import type { TTrialListItem } from '@common/trials/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';
import { TRIALS_REFRESH_MS } from './messages';

export const VOICE_TRIALS_KEY = ['/api/admin/voice-agent-trials'] as const;

/** GET /api/admin/voice-agent-trials, polled every 30 s (spec §9) while the tab is open. */
export function useVoiceTrials() {
  return useQuery({
    queryKey: VOICE_TRIALS_KEY,
    queryFn: () => apiRequest<TTrialListItem[]>('GET', VOICE_TRIALS_KEY[0], undefined, NO_CACHE),
    refetchInterval: TRIALS_REFRESH_MS,
  });
}
