import { useQuery } from '@tanstack/react-query';
import { ENRICHMENT_STATUSES, NO_TIMEZONE, type TLeadZones } from '@common/campaigns/schemas';
import { LEAD_CALL_STATUSES } from '@common/outreach/states';
import { Select } from '@client/components/ui/select';
import { apiRequest } from '@client/lib/api';

export interface LeadFilterValues {
  callStatus: string;
  enrichmentStatus: string;
  timezone: string;
}
export const NO_FILTERS: LeadFilterValues = { callStatus: '', enrichmentStatus: '', timezone: '' };

// Radix items can't have an empty value: "all" stands for no filter.
const ALL = 'all';
const opts = (allLabel: string, values: readonly string[], label = (v: string) => v) => [
  { value: ALL, label: allLabel },
  ...values.map((v) => ({ value: v, label: label(v) })),
];

/** The lead list's filters (applied by the server): call status, enrichment state, time zone. */
export function LeadFilters(props: {
  campaignId: string;
  value: LeadFilterValues;
  onChange(v: LeadFilterValues): void;
}) {
  const zones = useQuery({
    queryKey: ['/api/admin/campaigns', props.campaignId, 'lead-zones'],
    queryFn: () => apiRequest<TLeadZones>('GET', `/api/admin/campaigns/${props.campaignId}/lead-zones`),
  });
  const zoneValues = [...(zones.data?.zones ?? []), ...(zones.data?.unknown ? [NO_TIMEZONE] : [])];
  const set = (k: keyof LeadFilterValues) => (v: string) => props.onChange({ ...props.value, [k]: v === ALL ? '' : v });
  const cls = 'w-full sm:w-44';
  return (
    <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap" data-testid="lead-filters">
      <Select
        aria-label="Filter by call status"
        className={cls}
        value={props.value.callStatus || ALL}
        onValueChange={set('callStatus')}
        options={opts('Any call status', LEAD_CALL_STATUSES)}
      />
      <Select
        aria-label="Filter by enrichment"
        className={cls}
        value={props.value.enrichmentStatus || ALL}
        onValueChange={set('enrichmentStatus')}
        options={opts('Any enrichment', ENRICHMENT_STATUSES)}
      />
      <Select
        aria-label="Filter by time zone"
        className={cls}
        value={props.value.timezone || ALL}
        onValueChange={set('timezone')}
        options={opts('Any time zone', zoneValues, (v) => (v === NO_TIMEZONE ? 'No time zone' : v))}
      />
    </div>
  );
}
