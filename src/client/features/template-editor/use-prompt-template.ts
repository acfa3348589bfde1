import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPromptTemplateResponse } from '@common/prompts/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { MSG } from './messages';
import { saveFailureText } from './template-state';
import { TEMPLATE_HISTORY_KEY } from './use-template-history';

export const PROMPT_TEMPLATE_KEY = ['/api/admin/prompt-template'] as const;
const PATH = '/api/admin/prompt-template';

/** GET /api/admin/prompt-template; a failed load (first load or Reload) shows "Load Failed". */
export function usePromptTemplate() {
  const query = useQuery({
    queryKey: PROMPT_TEMPLATE_KEY,
    queryFn: () => apiRequest<TPromptTemplateResponse>('GET', PATH, undefined, NO_CACHE),
  });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: MSG.loadFailed, description: MSG.loadFailedText });
  }, [isError, errorUpdatedAt]);
  return query;
}

/** PUT /api/admin/prompt-template; the answer becomes the saved text. */
export function useSaveTemplate(onSaved: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (template: string) => apiRequest<TPromptTemplateResponse>('PUT', PATH, { template }),
    onSuccess: (data) => {
      qc.setQueryData(PROMPT_TEMPLATE_KEY, data);
      void qc.invalidateQueries({ queryKey: TEMPLATE_HISTORY_KEY });
      toast({ title: MSG.saved, description: MSG.savedText });
      onSaved();
    },
    onError: (err) => toast({ variant: 'destructive', title: MSG.saveFailed, description: saveFailureText(err) }),
  });
}

/** POST /api/admin/prompt-template/reset; answers the default. */
export function useResetTemplate(onReset: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TPromptTemplateResponse>('POST', `${PATH}/reset`),
    onSuccess: (data) => {
      qc.setQueryData(PROMPT_TEMPLATE_KEY, data);
      void qc.invalidateQueries({ queryKey: TEMPLATE_HISTORY_KEY });
      toast({ title: MSG.reset, description: MSG.resetText });
      onReset();
    },
    onError: () => toast({ variant: 'destructive', title: MSG.resetFailed, description: MSG.resetFailedText }),
  });
}
