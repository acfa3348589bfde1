import { useQuery } from '@tanstack/react-query';
import type { TCreateFollowUpRequest, TFollowUp } from '@common/trials/follow-ups';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const followUpsKey = (trialId: string) => [`/api/admin/voice-agent-trials/${trialId}/follow-ups`] as const;

export function useFollowUps(trialId: string | null) {
  return useQuery({
    queryKey: followUpsKey(trialId ?? 'none'),
    queryFn: () => apiRequest<TFollowUp[]>('GET', followUpsKey(trialId!)[0], undefined, NO_CACHE),
    enabled: Boolean(trialId),
  });
}

export const createFollowUp = (trialId: string, body: TCreateFollowUpRequest) =>
  apiRequest<TFollowUp>('POST', followUpsKey(trialId)[0], body);
