import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPromptTemplateResponse, TTemplateVersion, TTemplateVersionSummary } from '@common/prompts/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';

export const TEMPLATE_HISTORY_KEY = ['/api/admin/prompt-template/versions'] as const;
const TEMPLATE_KEY = ['/api/admin/prompt-template'] as const;

export function useTemplateHistory() {
  return useQuery({
    queryKey: TEMPLATE_HISTORY_KEY,
    queryFn: () => apiRequest<TTemplateVersionSummary[]>('GET', TEMPLATE_HISTORY_KEY[0], undefined, NO_CACHE),
  });
}

export function useTemplateVersion() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<TTemplateVersion>('GET', `${TEMPLATE_HISTORY_KEY[0]}/${id}`),
    onError: () =>
      toast({ variant: 'destructive', title: 'Load Failed', description: 'Unable to load that template version' }),
  });
}

/** Restore makes the version current; the answer becomes the saved template. */
export function useRestoreVersion(onRestored: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TPromptTemplateResponse>('POST', `${TEMPLATE_HISTORY_KEY[0]}/${id}/restore`),
    onSuccess: (data) => {
      qc.setQueryData(TEMPLATE_KEY, data);
      void qc.invalidateQueries({ queryKey: TEMPLATE_HISTORY_KEY });
      toast({ title: 'Template Restored', description: 'The earlier version is the base template again' });
      onRestored();
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Restore Failed',
        description: 'Unable to restore that template version',
      }),
  });
}
