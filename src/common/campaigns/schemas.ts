import { z } from 'zod';
import { ZCampaignProfile } from '@common/campaign-settings/schemas';
import { SHOWN_CAMPAIGN_STATUSES, LEAD_CALL_STATUSES, type TCampaignStatus } from '@common/outreach/states';
import { text } from '@common/text/schemas';

// Campaigns and leads (spec part 2 §3, §4, §7). One schema per request and response, shared by the
// Upload/Campaigns tabs and the server routes.

// Campaign and lead call statuses live with their transitions (common/outreach/states.ts).
export type { TCampaignStatus } from '@common/outreach/states';
export const CAMPAIGN_SOURCES = ['csv', 'ai-csv', 'scout'] as const;
export type TCampaignSource = (typeof CAMPAIGN_SOURCES)[number];
export const ENRICHMENT_STATUSES = ['pending', 'processing', 'enriched', 'failed'] as const;
export type TEnrichmentStatus = (typeof ENRICHMENT_STATUSES)[number];

/** Spec §9 "CSV about 10MB": the import refuses anything larger before reading it whole. */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Spec §9: the Upload tab previews 5 rows and shows the first 5 errors. */
export const CSV_PREVIEW_ROWS = 5;
export const CSV_SHOWN_ERRORS = 5;
/** One campaign holds at most this many leads (a 10 MB CSV of short rows stays below it). */
export const MAX_LEADS_PER_CAMPAIGN = 200_000;

/** Longest value kept per lead field; a longer cell is a row error, never a silent cut. */
export const LEAD_FIELD_MAX = {
  email: 320,
  firstName: 200,
  lastName: 200,
  companyName: 300,
  phoneNumber: 64,
  website: 2048,
  industry: 200,
  timezone: 64,
  region: 100,
  postalCode: 20,
  consent: 200,
  consentDate: 100,
  consentSource: 500,
  hubspotRecordId: 40,
} as const;
export const CAMPAIGN_NAME_MAX = 200;

/**
 * A lead as imported (spec §3 "Imported CSV lead") plus the optional industry and IANA time zone
 * columns. Only the length is checked here; the row rules (email format, duplicates, time zone)
 * live in csv-leads.ts so the CSV and JSON paths give the same 'Row N: …' messages.
 */
export const ZLeadInput = z.object({
  email: text(LEAD_FIELD_MAX.email),
  firstName: text(LEAD_FIELD_MAX.firstName).optional(),
  lastName: text(LEAD_FIELD_MAX.lastName).optional(),
  companyName: text(LEAD_FIELD_MAX.companyName).optional(),
  phoneNumber: text(LEAD_FIELD_MAX.phoneNumber).optional(),
  website: text(LEAD_FIELD_MAX.website).optional(),
  industry: text(LEAD_FIELD_MAX.industry).optional(),
  timezone: text(LEAD_FIELD_MAX.timezone).optional(),
  // Where the callee is (state / province, ZIP / postal code) and the consent columns.
  region: text(LEAD_FIELD_MAX.region).optional(),
  postalCode: text(LEAD_FIELD_MAX.postalCode).optional(),
  consent: text(LEAD_FIELD_MAX.consent).optional(),
  consentDate: text(LEAD_FIELD_MAX.consentDate).optional(),
  consentSource: text(LEAD_FIELD_MAX.consentSource).optional(),
  /** The contact's HubSpot "Record ID" (a HubSpot export's column): finished calls are written to that contact. */
  hubspotRecordId: text(LEAD_FIELD_MAX.hubspotRecordId).optional(),
});
export type TLeadInput = z.infer<typeof ZLeadInput>;

/** A lead after the row rules: trimmed, every field present, time zone canonical or null. */
export interface TValidLead {
  rowNumber: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
  /** The CSV column the phone came from (several may hold one; null for the JSON call). */
  phoneColumn: string | null;
  website: string;
  industry: string;
  timezone: string | null;
  /** The callee's place and consent columns, trimmed; null when the file had no such column or the cell was blank. */
  region: string | null;
  postalCode: string | null;
  consent: string | null;
  consentDate: string | null;
  consentSource: string | null;
  hubspotRecordId: string | null;
}

export const ZCampaignName = text(CAMPAIGN_NAME_MAX).trim().min(1, 'Missing information');

/** POST /api/admin/campaigns/create (spec §7). */
export const ZCreateCampaignRequest = z.object({
  name: ZCampaignName,
  leads: z.array(ZLeadInput).max(MAX_LEADS_PER_CAMPAIGN),
  /** Beyond the spec: import the valid leads and skip the rows with errors. */
  skipInvalid: z.boolean().optional(),
});

/** The answer of both create and import. `skippedCount` is > 0 only with skipInvalid. */
export const ZCreateCampaignResponse = z.object({
  campaignId: z.uuid(),
  leadCount: z.number().int().nonnegative(),
  skippedCount: z.number().int().nonnegative(),
  /** Imported leads whose phone can't be read as a number: a warning (they are never called). */
  unreadablePhoneCount: z.number().int().nonnegative(),
  /** Leads whose number is already a lead of another running campaign: a warning (one call a day across campaigns). */
  sharedLeadCount: z.number().int().nonnegative(),
});
export type TCreateCampaignResponse = z.infer<typeof ZCreateCampaignResponse>;

/** 400 of create and import: `errors` holds up to IMPORT_ERRORS_RETURNED 'Row N: …' lines, `errorCount` all of them. */
export const ZImportErrorResponse = z.object({
  error: z.string(),
  // Optional: a request refused before the handler (validation, content type) carries the app's
  // one error shape {error, code, requestId}, which must still serialise under this schema.
  errors: z.array(z.string()).max(1000).optional(),
  errorCount: z.number().int().nonnegative().optional(),
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export const IMPORT_ERRORS_RETURNED = 1000;

export const ZCampaign = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(SHOWN_CAMPAIGN_STATUSES),
  source: z.string(),
  createdAt: z.iso.datetime(),
  /** Archived: out of the default list, never dispatched; unarchiving gives it back as it was. */
  archived: z.boolean(),
  totalLeads: z.number().int().nonnegative(),
  processedLeads: z.number().int().nonnegative(),
  successfulCalls: z.number().int().nonnegative(),
  failedCalls: z.number().int().nonnegative(),
  /** One campaign read or changed: whether it calls leads enrolled by the API automatically. */
  autoDispatch: z.boolean().optional(),
});
export type TCampaign = z.infer<typeof ZCampaign>;
export const ZCampaignList = z.array(ZCampaign);

export const ZCampaignParams = z.object({ id: z.uuid() });
/** GET /api/admin/campaigns: archived campaigns are left out unless `archived=include`. */
export const ZCampaignListQuery = z.object({ archived: z.enum(['include', 'exclude']).default('exclude') });

export const CAMPAIGN_MSG = {
  archived: 'This campaign is archived. Unarchive it before dispatching.',
  archiveRunning: 'This campaign is running. Pause or stop it before archiving it.',
  deleteRunning: 'This campaign is running. Stop it before deleting it.',
} as const;

/** The campaign delete confirmation: what goes and what stays. */
export function campaignDeleteText(c: Pick<TCampaign, 'name' | 'totalLeads' | 'processedLeads'>): string {
  const leads = `${c.totalLeads.toLocaleString('en-US')} lead${c.totalLeads === 1 ? '' : 's'}`;
  const called = c.processedLeads
    ? ` The call records of the ${c.processedLeads.toLocaleString('en-US')} lead${c.processedLeads === 1 ? '' : 's'} already called stay in call history.`
    : '';
  return `Delete "${c.name}" with its ${leads}, their enrichment, the campaign's settings and simulations? This cannot be undone.${called}`;
}

export const AUTO_DISPATCH_ONLY = 'testMode and consentAttestation go with autoDispatch: true';

/** PATCH /api/admin/campaigns/{id}: spec §4 transitions only (see campaign-status.ts). */
/** Start, Pause or Resume (`status`) and/or any of the campaign's settings (the settings form's schema). */
export const ZUpdateCampaignRequest = ZCampaignProfile.partial()
  .extend({
    status: z.enum(SHOWN_CAMPAIGN_STATUSES).optional(),
    /** Rename. */
    name: ZCampaignName.optional(),
    /** Archive (true) or unarchive (false). */
    archived: z.boolean().optional(),
    /**
     * Call leads enrolled by the API automatically, within a minute (true), or no longer (false).
     * Turned on without an open run, it opens one as Start calling does.
     */
    autoDispatch: z.boolean().optional(),
    /** With `autoDispatch: true` opening a run: test mode (the default, as for Start calling) or live. */
    testMode: z.boolean().optional(),
    /** With `autoDispatch: true` opening a live run: the consent attestation, as for Start calling. */
    consentAttestation: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change')
  .refine(
    (b) => (b.testMode === undefined && b.consentAttestation === undefined) || b.autoDispatch === true,
    AUTO_DISPATCH_ONLY,
  );
export type TUpdateCampaignRequest = z.infer<typeof ZUpdateCampaignRequest>;

export const LEAD_SORTS = [
  'row',
  'email',
  'firstName',
  'lastName',
  'companyName',
  'enrichmentStatus',
  'callStatus',
  'createdAt',
] as const;
export type TLeadSortField = (typeof LEAD_SORTS)[number];
/** `sort=email` ascending, `sort=-email` descending. */
export const ZLeadSort = z.enum([...LEAD_SORTS, ...LEAD_SORTS.map((s) => `-${s}` as const)] as [string, ...string[]]);

/**
 * A search or filter stops counting its matches here ("1,000+ leads"): counting every match of a
 * 100k campaign would scan them all, and past a thousand the useful answer is "narrow it down".
 */
export const LEAD_COUNT_BOUND = 1_000;

/** The one paging shape (architecture: page, pageSize ≤ 200, sort, filter). */
export const ZLeadListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  q: text(200).trim().optional(),
  sort: ZLeadSort.default('row'),
  /**
   * Beyond the spec's page number: the previous page's nextCursor. The page then starts
   * right after that lead, found through the sort's index, so any depth costs what page 1 costs;
   * `page` is ignored when a cursor is given.
   */
  cursor: z.string().max(2000).optional(),
  /**
   * Filters, applied by the server: the lead's call status, enrichment state, time zone (`none`:
   * unknown), and the disposition of its latest read call (any case; the admin's correction counts).
   */
  callStatus: z.enum(LEAD_CALL_STATUSES).optional(),
  enrichmentStatus: z.enum(ENRICHMENT_STATUSES).optional(),
  timezone: text(LEAD_FIELD_MAX.timezone).trim().optional(),
  disposition: text(60).trim().optional(),
});
export type TLeadListQuery = z.infer<typeof ZLeadListQuery>;

export const ZLead = z.object({
  id: z.uuid(),
  campaignId: z.uuid(),
  rowNumber: z.number().int().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  /** E.164 when the typed number could be normalised, else null. */
  phoneE164: z.string().nullable(),
  /** The CSV column the phone came from, when the file had several. */
  phoneColumn: z.string().nullable(),
  companyName: z.string(),
  website: z.string(),
  industry: z.string(),
  timezone: z.string().nullable(),
  enrichmentStatus: z.enum(ENRICHMENT_STATUSES),
  callStatus: z.enum(LEAD_CALL_STATUSES),
  /** A pending lead waiting for a retry: when its next attempt may dial. */
  nextCallAt: z.iso.datetime().nullable(),
  voiceClone: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TLead = z.infer<typeof ZLead>;

export const ZLeadPage = z.object({
  items: z.array(ZLead),
  total: z.number().int().nonnegative(),
  /** True when a search matched more than LEAD_COUNT_BOUND leads: `total` is then that bound, "at least". */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TLeadPage = z.infer<typeof ZLeadPage>;

/** The time-zone filter's value for leads whose zone is not known. */
export const NO_TIMEZONE = 'none';
/** GET /api/admin/campaigns/{id}/lead-zones: the zones the campaign's leads are in, for the filter. */
export const ZLeadZones = z.object({ zones: z.array(z.string()), unknown: z.boolean() });
export type TLeadZones = z.infer<typeof ZLeadZones>;

/** Badge colours of spec §4: active green, paused yellow, completed blue, other gray. */
export const CAMPAIGN_BADGE_COLOUR: Record<TCampaignStatus, 'green' | 'yellow' | 'blue' | 'gray'> = {
  active: 'green',
  paused: 'yellow',
  completed: 'blue',
  draft: 'gray',
  stopped: 'gray',
  importing: 'gray',
};
