import { useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@common/system/config';

/** Installation facts (contact address, links, provider modes) from GET /api/config. */
export function usePublicConfig(): TPublicConfig | undefined {
  return useQuery<TPublicConfig>({ queryKey: ['/api/config'] }).data;
}
