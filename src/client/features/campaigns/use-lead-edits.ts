import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TLeadBulkEnrichResponse,
  TLeadBulkVoiceRequest,
  TLeadDeleteImpact,
  TLeadForm,
  TLeadPatch,
} from '@common/campaigns/lead-edit';
import type { TCampaign, TLead } from '@common/campaigns/schemas';
import { ApiError, apiRequest } from '@client/lib/api';
import { CAMPAIGNS_KEY } from '@client/lib/campaign-list';

/** The server's own message ("Another lead in this campaign has …"), else the generic one. */
export const errorText = (err: unknown) =>
  (err instanceof ApiError && err.serverMessage) || 'Something went wrong. Please try again.';

/** After any edit the campaign list (counts), its lead pages and the dashboard's totals are read again. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
      qc.invalidateQueries({ queryKey: ['/api/admin/stats'] }),
    ]);
}

export function useSaveLead(campaignId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TLeadForm | TLeadPatch }) =>
      id
        ? apiRequest<TLead>('PATCH', `/api/admin/leads/${id}`, values)
        : apiRequest<TLead>('POST', `/api/admin/campaigns/${campaignId}/leads`, values),
    onSuccess: refresh,
  });
}

export const fetchLeadDeleteImpact = (id: string) =>
  apiRequest<TLeadDeleteImpact>('GET', `/api/admin/leads/${id}/delete-impact`);

export function useDeleteLead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TLeadDeleteImpact>('DELETE', `/api/admin/leads/${id}`),
    onSuccess: refresh,
  });
}

export function useEditCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; archived?: boolean }) =>
      apiRequest<TCampaign>('PATCH', `/api/admin/campaigns/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ deleted: true }>('DELETE', `/api/admin/campaigns/${id}`),
    onSuccess: refresh,
  });
}

export function useBulkLeads() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, leadIds }: { action: 'delete' | 'do-not-call'; leadIds: string[] }) =>
      apiRequest<{ count: number }>('POST', `/api/admin/leads/bulk-${action}`, { leadIds }),
    onSuccess: refresh,
  });
}

/** The selected leads' enrichment queued (only the pending ones are; the answer says how many). */
export function useBulkEnrich(campaignId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (leadIds: string[]) =>
      apiRequest<TLeadBulkEnrichResponse>('POST', `/api/admin/campaigns/${campaignId}/leads/bulk-enrich`, { leadIds }),
    onSuccess: refresh,
  });
}

export function useBulkAssignVoice(campaignId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TLeadBulkVoiceRequest) =>
      apiRequest<{ count: number }>('POST', `/api/admin/campaigns/${campaignId}/leads/bulk-assign-voice`, body),
    onSuccess: refresh,
  });
}
