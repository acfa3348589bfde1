import { useQuery } from '@tanstack/react-query';
import type { TAdminStats } from '@common/dashboard/schemas';
import { apiRequest } from '@client/lib/api';

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;

export function useAdminStats() {
  return useQuery({ queryKey: ADMIN_STATS_KEY, queryFn: () => apiRequest<TAdminStats>('GET', '/api/admin/stats') });
}
