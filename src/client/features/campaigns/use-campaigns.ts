import type { TColumnMapping } from '@common/campaigns/csv-mapping';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaign, TCampaignStatus, TCreateCampaignResponse } from '@common/campaigns/schemas';
import { apiRequest, toApiError } from '@client/lib/api';
import { CAMPAIGNS_KEY } from '@client/lib/campaign-list';

/** Spec §4: the status change is sent as a PATCH and the list is refetched; a failure is only logged. */
export function useSetCampaignStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TCampaignStatus }) =>
      apiRequest<TCampaign>('PATCH', `/api/admin/campaigns/${id}`, { status }),
    onError: (err) => console.error('Campaign status update failed', err),
    onSettled: () => qc.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

/**
 * The file itself goes to the server as multipart (name, importId, file); the server parses and
 * validates it again. `importId` (sent before the file) is what the progress poll asks about.
 */
export async function uploadCampaignCsv(
  name: string,
  file: File,
  skipInvalid: boolean,
  importId: string,
  mapping: TColumnMapping | null = null,
): Promise<TCreateCampaignResponse> {
  const fd = new FormData();
  fd.append('name', name);
  fd.append('importId', importId);
  // Before the file: the server applies it while the file streams in.
  if (mapping) fd.append('mapping', JSON.stringify(mapping));
  fd.append('file', file, file.name);
  const headers: Record<string, string> = {};
  try {
    if (localStorage.getItem('admin_authenticated') === 'true') headers['X-Admin-Auth'] = 'true';
  } catch {
    /* storage unavailable */
  }
  const res = await fetch(`/api/admin/campaigns/import${skipInvalid ? '?skipInvalid=true' : ''}`, {
    method: 'POST',
    body: fd,
    headers,
    credentials: 'include',
  });
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as TCreateCampaignResponse;
}
