import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminSession } from './auth-api';

export const ADMIN_SESSION_KEY = ['admin-session'] as const;

/** The server's view of the current session; re-asked on every visit to a guarded page. */
export function useAdminSession({ enabled = true } = {}) {
  return useQuery({ queryKey: ADMIN_SESSION_KEY, queryFn: getAdminSession, staleTime: 0, gcTime: 0, enabled });
}

/** After signing in or out every cached admin answer is stale. */
export function useResetAdminCache() {
  const qc = useQueryClient();
  return () => qc.removeQueries();
}
