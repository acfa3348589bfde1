import { useMutation, useQuery } from '@tanstack/react-query';
import type { TDiagnosticsEnvironment, TNetworkTestResponse } from '@common/diagnostics/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export function useEnvironmentDiagnostics() {
  return useQuery({
    queryKey: ['/api/debug/environment'],
    queryFn: () => apiRequest<TDiagnosticsEnvironment>('GET', '/api/debug/environment', undefined, NO_CACHE),
  });
}

export function useNetworkTests() {
  return useMutation({
    mutationFn: () => apiRequest<TNetworkTestResponse>('GET', '/api/debug/network-test', undefined, NO_CACHE),
  });
}
