import { useQuery } from '@tanstack/react-query';
import { ENRICHMENT_STATUSES, NO_TIMEZONE, type TLeadZones } from '@common/campaigns/schemas';
import { DEFAULT_DISPOSITIONS, type TOutcomeSettings } from '@common/outcomes/schemas';
import { LEAD_CALL_STATUSES } from '@common/outreach/states';
import { Select } from '@client/components/ui/select';
import { apiRequest } from '@client/lib/api';
import type { LeadFilterKey, LeadFilterValues } from './lead-list-params';

// Radix items can't have an empty value: "all" stands for no filter.
const ALL = 'all';

interface FilterSelect {
  key: LeadFilterKey;
  label: string;
  anyLabel: string;
  values: readonly string[];
  text?: (v: string) => string;
}

/**
 * The lead list's filters (applied by the server): call status, enrichment state, the latest
 * call's disposition (the campaign's own list), time zone.
 */
export function LeadFilters(props: {
  campaignId: string;
  value: LeadFilterValues;
  onChange(v: LeadFilterValues): void;
}) {
  const zones = useQuery({
    queryKey: ['/api/admin/campaigns', props.campaignId, 'lead-zones'],
    queryFn: () => apiRequest<TLeadZones>('GET', `/api/admin/campaigns/${props.campaignId}/lead-zones`),
  });
  // The Results tab reads the same settings under this key.
  const outcomes = useQuery({
    queryKey: [`/api/admin/campaigns/${props.campaignId}/outcome-settings`],
    queryFn: () => apiRequest<TOutcomeSettings>('GET', `/api/admin/campaigns/${props.campaignId}/outcome-settings`),
  });
  const selects: FilterSelect[] = [
    { key: 'callStatus', label: 'Filter by call status', anyLabel: 'Any call status', values: LEAD_CALL_STATUSES },
    { key: 'enrichmentStatus', label: 'Filter by enrichment', anyLabel: 'Any enrichment', values: ENRICHMENT_STATUSES },
    {
      key: 'disposition',
      label: 'Filter by disposition',
      anyLabel: 'Any disposition',
      values: outcomes.data?.dispositions ?? DEFAULT_DISPOSITIONS,
    },
    {
      key: 'timezone',
      label: 'Filter by time zone',
      anyLabel: 'Any time zone',
      values: [...(zones.data?.zones ?? []), ...(zones.data?.unknown ? [NO_TIMEZONE] : [])],
      text: (v) => (v === NO_TIMEZONE ? 'No time zone' : v),
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap" data-testid="lead-filters">
      {selects.map((s) => (
        <Select
          key={s.key}
          aria-label={s.label}
          className="w-full sm:w-44"
          value={props.value[s.key] || ALL}
          onValueChange={(v) => props.onChange({ ...props.value, [s.key]: v === ALL ? '' : v })}
          options={[{ value: ALL, label: s.anyLabel }, ...s.values.map((v) => ({ value: v, label: s.text?.(v) ?? v }))]}
        />
      ))}
    </div>
  );
}
