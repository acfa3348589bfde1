import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SCOUT_MSG,
  type TFiresearchRequestInput,
  type TFiresearchResponse,
  type TGenerateProspectingCampaignResponse,
  type TScoutResult,
  type TScoutRun,
  type TScoutRunSummary,
} from '@common/scout/schemas';
import { ApiError, apiRequest, errorText } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';

export const SCOUT_RUNS_KEY = ['/api/admin/scout-runs'] as const;

export function useScoutRuns() {
  return useQuery({
    queryKey: SCOUT_RUNS_KEY,
    queryFn: () => apiRequest<TScoutRunSummary[]>('GET', '/api/admin/scout-runs'),
  });
}

/** POST /api/admin/firesearch; cancel() aborts the request, which stops the research on the server. */
export function useResearch(onDone: (r: TFiresearchResponse) => void) {
  const qc = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: TFiresearchRequestInput) => {
      controller.current = new AbortController();
      const res = await fetch('/api/admin/firesearch', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
        credentials: 'include',
        signal: controller.current.signal,
      });
      if (!res.ok) {
        const text = await res.text();
        let body = null;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        throw new ApiError(res.status, res.statusText, text, body);
      }
      return (await res.json()) as TFiresearchResponse;
    },
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: SCOUT_RUNS_KEY });
      toast({
        title: SCOUT_MSG.researchComplete,
        description: `Found ${r.data.potentialLeads.length} potential leads`,
      });
      onDone(r);
    },
    onError: (err) => {
      if (err instanceof DOMException && err.name === 'AbortError')
        return void toast({ title: 'Research Cancelled', description: 'The research was stopped.' });
      toast({ variant: 'destructive', title: SCOUT_MSG.researchFailed, description: errorText(err) });
    },
  });
  return { ...mutation, cancel: () => controller.current?.abort() };
}

export function useOpenRun(onOpen: (run: TScoutRun) => void) {
  return useMutation({
    mutationFn: (id: string) => apiRequest<TScoutRun>('GET', `/api/admin/scout-runs/${id}`),
    onSuccess: onOpen,
    onError: (err) => toast({ variant: 'destructive', title: 'Could not open the run', description: errorText(err) }),
  });
}

export function useGenerateCampaign() {
  return useMutation({
    mutationFn: (input: { scoutResult: TScoutResult; campaignObjective: string }) =>
      apiRequest<TGenerateProspectingCampaignResponse>('POST', '/api/admin/generate-prospecting-campaign', input),
    onError: (err) => toast({ variant: 'destructive', title: SCOUT_MSG.campaignFailed, description: errorText(err) }),
  });
}
