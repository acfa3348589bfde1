import { useQuery } from '@tanstack/react-query';
import type { TAnalyticsReport } from '@common/analytics/report';
import { apiRequest } from '@client/lib/api';

export interface DayRange {
  from: string;
  to: string;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The last `days` whole UTC days, today included. */
export function lastDays(days: number, now = new Date()): DayRange {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * 86_400_000)), to: isoDay(now) };
}

export function useAnalyticsReport(range: DayRange) {
  const path = `/api/admin/analytics?from=${range.from}&to=${range.to}`;
  return useQuery({
    queryKey: ['/api/admin/analytics', range.from, range.to],
    queryFn: () => apiRequest<TAnalyticsReport>('GET', path),
    staleTime: 30_000,
  });
}
