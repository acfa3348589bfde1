import { useQuery } from '@tanstack/react-query';
import type { TCallCapacity } from '@common/calls/schemas';
import type { TLeadPage } from '@common/campaigns/schemas';
import type {
  TDispatchPreview,
  TDispatchRequest,
  TDispatchResponse,
  TDispatchRunResponse,
  TDoNotCallList,
  TTestCallList,
} from '@common/dispatch/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

/** Spec §9: the call capacity refreshes every 30 s. */
export const CAPACITY_REFRESH_MS = 30_000;
/** While a dispatch runs the lead statuses refresh this often (the SSE stream drives the bar). */
export const LIVE_REFRESH_MS = 1500;
export const DISPATCH_LEADS_PAGE = 50;

export const capacityKey = ['/api/admin/call-capacity'] as const;
export const previewKey = (id: string) => [`/api/admin/campaigns/${id}/dispatch-preview`] as const;
export const dispatchLeadsKey = (id: string) => [`/api/admin/campaigns/${id}/leads`, 'dispatch'] as const;
export const dncKey = ['/api/admin/do-not-call'] as const;
export const runKey = (id: string) => [`/api/admin/campaigns/${id}/dispatch-run`] as const;
export const testCallsKey = (id: string) => [`/api/admin/campaigns/${id}/test-calls`] as const;

export const useCallCapacity = () =>
  useQuery({
    queryKey: capacityKey,
    queryFn: () => apiRequest<TCallCapacity>('GET', capacityKey[0], undefined, NO_CACHE),
    refetchInterval: CAPACITY_REFRESH_MS,
  });

export const useDispatchPreview = (campaignId: string, live: boolean) =>
  useQuery({
    queryKey: previewKey(campaignId),
    queryFn: () => apiRequest<TDispatchPreview>('GET', previewKey(campaignId)[0], undefined, NO_CACHE),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });

export const useDispatchLeads = (campaignId: string, live: boolean) =>
  useQuery({
    queryKey: dispatchLeadsKey(campaignId),
    queryFn: () =>
      apiRequest<TLeadPage>(
        'GET',
        `/api/admin/campaigns/${campaignId}/leads?page=1&pageSize=${DISPATCH_LEADS_PAGE}&sort=row`,
        undefined,
        NO_CACHE,
      ),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });

export const useDoNotCall = () =>
  useQuery({ queryKey: dncKey, queryFn: () => apiRequest<TDoNotCallList>('GET', dncKey[0], undefined, NO_CACHE) });

export const assignVoices = (campaignId: string) =>
  apiRequest<{ assignedCount: number }>('POST', `/api/admin/campaigns/${campaignId}/assign-voices`);
export const dispatchCalls = (campaignId: string, body: TDispatchRequest) =>
  apiRequest<TDispatchResponse>('POST', `/api/admin/campaigns/${campaignId}/dispatch-calls`, body);
export const updateCallStatus = (campaignId: string) =>
  apiRequest<{ completed: number; inProgress: number }>(
    'POST',
    `/api/admin/campaigns/${campaignId}/update-call-status`,
  );
export const addDoNotCall = (phoneNumber: string) => apiRequest('POST', '/api/admin/do-not-call', { phoneNumber });
export const removeDoNotCall = (phoneNumber: string) =>
  apiRequest('POST', '/api/admin/do-not-call/remove', { phoneNumber });
export const importDoNotCall = (csv: string) =>
  apiRequest<{ added: number; skipped: number; errors: string[] }>('POST', '/api/admin/do-not-call/import', { csv });

/** The open (or latest) run; polled while it runs so progress and status stay live. */
export const useDispatchRun = (campaignId: string) =>
  useQuery({
    queryKey: runKey(campaignId),
    queryFn: () => apiRequest<TDispatchRunResponse>('GET', runKey(campaignId)[0], undefined, NO_CACHE),
    refetchInterval: (q) =>
      q.state.data?.run && (q.state.data.run.status === 'running' || q.state.data.run.progress.inProgress > 0)
        ? LIVE_REFRESH_MS
        : false,
  });
export const useTestCalls = (campaignId: string, live: boolean) =>
  useQuery({
    queryKey: testCallsKey(campaignId),
    queryFn: () => apiRequest<TTestCallList>('GET', testCallsKey(campaignId)[0], undefined, NO_CACHE),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });

export type RunAction = 'pause' | 'resume' | 'stop';
export const controlRun = (campaignId: string, action: RunAction) =>
  apiRequest<TDispatchRunResponse>('POST', `/api/admin/campaigns/${campaignId}/dispatch-run/${action}`);
export const clearTestCalls = (campaignId: string) =>
  apiRequest<{ cleared: number }>('POST', `/api/admin/campaigns/${campaignId}/test-calls/clear`);
