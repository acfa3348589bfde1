import { useLocation, useSearch } from 'wouter';
import { ENRICHMENT_STATUSES } from '@common/campaigns/schemas';
import { LEAD_CALL_STATUSES } from '@common/outreach/states';

// The lead list's state kept in the dashboard URL (/admin?tab=campaigns&leads=<campaign>&
// disposition=interested…): a reload, or a link passed on, opens the same campaign's leads with
// the same filters. Switching tabs writes a fresh URL, which drops them.

/** The list's filters, in the order they are shown; each is also its query parameter and the API's. */
export const LEAD_FILTER_KEYS = ['callStatus', 'enrichmentStatus', 'disposition', 'timezone'] as const;
export type LeadFilterKey = (typeof LEAD_FILTER_KEYS)[number];
/** '' means no filter. */
export type LeadFilterValues = Record<LeadFilterKey, string>;

const LEADS_PARAM = 'leads';

/** A hand-edited link's unknown status is no filter (the server would refuse the whole list). */
const ALLOWED: Partial<Record<LeadFilterKey, readonly string[]>> = {
  callStatus: LEAD_CALL_STATUSES,
  enrichmentStatus: ENRICHMENT_STATUSES,
};
const filterOf = (p: URLSearchParams, k: LeadFilterKey) => {
  const v = p.get(k) ?? '';
  return ALLOWED[k] && !ALLOWED[k].includes(v) ? '' : v;
};

export function useLeadListParams() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const write = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    change(next);
    // Replace, not push: each filter change is not a step for the back button.
    navigate(`${path}?${next}`, { replace: true });
  };
  return {
    /** The campaign whose leads are open, if any. */
    openCampaignId: params.get(LEADS_PARAM),
    filters: Object.fromEntries(LEAD_FILTER_KEYS.map((k) => [k, filterOf(params, k)])) as LeadFilterValues,
    setOpenCampaign: (id: string | null) =>
      write((p) => {
        if (id) p.set(LEADS_PARAM, id);
        else p.delete(LEADS_PARAM);
        for (const k of LEAD_FILTER_KEYS) p.delete(k);
      }),
    setFilters: (v: LeadFilterValues) =>
      write((p) => {
        for (const k of LEAD_FILTER_KEYS) {
          if (v[k]) p.set(k, v[k]);
          else p.delete(k);
        }
      }),
  };
}
