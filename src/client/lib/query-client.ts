import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

// Spec §7: reads never go stale, do not refetch on focus, do not poll and are not retried;
// mutations are not retried. Screens that must poll (trials, call capacity) opt in themselves.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
