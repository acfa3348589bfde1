import { z } from 'zod';
import { parsePhone } from '@common/phone/parse-phone';
import { canonicalTimeZone, isEmailFormat } from './csv-leads';
import { LEAD_FIELD_MAX } from './schemas';

// One lead typed by hand (the Campaigns tab's Add lead / Edit lead form, POST and PATCH): the
// import's rules for each field, and a phone that must be readable, since a form, unlike a file,
// can say so before anything is stored.

const field = (max: number, label: string) => z.string().trim().max(max, `${label} is longer than ${max} characters`);

export const LEAD_MSG = {
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email format',
  phoneRequired: 'Phone is required',
  badTimezone: 'Unknown time zone',
  duplicateEmail: (email: string) => `Another lead in this campaign has the email ${email}`,
  duplicatePhone: (phone: string, who: string) => `Another lead in this campaign has the phone ${phone} (${who})`,
  leadNotFound: 'Lead not found',
  inCall: 'This lead is being called right now; wait until the call ends',
  nothingToChange: 'Nothing to change',
} as const;

const fields = {
  email: field(LEAD_FIELD_MAX.email, 'Email')
    .min(1, LEAD_MSG.emailRequired)
    .refine(isEmailFormat, LEAD_MSG.invalidEmail),
  firstName: field(LEAD_FIELD_MAX.firstName, 'First name'),
  lastName: field(LEAD_FIELD_MAX.lastName, 'Last name'),
  companyName: field(LEAD_FIELD_MAX.companyName, 'Company'),
  phoneNumber: field(LEAD_FIELD_MAX.phoneNumber, 'Phone')
    .min(1, LEAD_MSG.phoneRequired)
    .superRefine((v, ctx) => {
      const p = parsePhone(v);
      if (!p.ok) ctx.addIssue({ code: 'custom', message: p.message });
    }),
  website: field(LEAD_FIELD_MAX.website, 'Website'),
  industry: field(LEAD_FIELD_MAX.industry, 'Industry'),
  timezone: field(LEAD_FIELD_MAX.timezone, 'Time zone').refine(
    (v) => v === '' || canonicalTimeZone(v) !== null,
    LEAD_MSG.badTimezone,
  ),
};

/** POST /api/admin/campaigns/{id}/leads, and the Add lead form. Blank optional fields are ''. */
export const ZLeadForm = z.object(fields);
export type TLeadForm = z.infer<typeof ZLeadForm>;

/** PATCH /api/admin/leads/{id}: any of the form's fields. */
export const ZLeadPatch = z
  .object(fields)
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), LEAD_MSG.nothingToChange);
export type TLeadPatch = z.infer<typeof ZLeadPatch>;

export const ZLeadParams = z.object({ id: z.uuid() });

/** What deleting a lead removes and what stays (the confirmation reads it before asking). */
export const ZLeadDeleteImpact = z.object({
  leadId: z.uuid(),
  /** Call attempts placed to the lead: their records (transcript, recording, outcome) stay. */
  calls: z.number().int().nonnegative(),
  /** The lead's number is on the do-not-call list: it stays there. */
  doNotCall: z.boolean(),
});
export type TLeadDeleteImpact = z.infer<typeof ZLeadDeleteImpact>;

/** The confirmation text: what goes, what stays. */
export function leadDeleteText(name: string, impact: Omit<TLeadDeleteImpact, 'leadId'>): string {
  const stays: string[] = [];
  if (impact.calls)
    stays.push(
      `its ${impact.calls} call record${impact.calls === 1 ? '' : 's'} (transcripts, recordings, outcomes, meetings booked)`,
    );
  if (impact.doNotCall) stays.push('its number on the do-not-call list');
  const head = `${name} and their enrichment are removed from this campaign and will not be called.`;
  return stays.length ? `${head} Kept: ${stays.join(', ')}.` : `${head} The lead has no calls.`;
}

/** POST /api/admin/leads/bulk-delete and /bulk-do-not-call: the selected leads (one campaign's page at most). */
export const ZLeadBulkRequest = z.object({ leadIds: z.array(z.uuid()).min(1, 'Select at least one lead').max(1000) });
export const ZLeadBulkResponse = z.object({ count: z.number().int().nonnegative() });

export const LEAD_BULK_MSG = {
  otherCampaign: 'Some of these leads are not in this campaign',
  oneCampaign: 'Select leads of one campaign',
  chooseVoice: 'Choose a voice',
  unknownVoice: (voice: string) => `"${voice}" is not one of the voice provider's voices`,
} as const;

/** POST /api/admin/campaigns/{id}/leads/bulk-assign-voice: the selected leads, and the voice they all get. */
export const ZLeadBulkVoiceRequest = ZLeadBulkRequest.extend({
  voice: z.string().trim().min(1, LEAD_BULK_MSG.chooseVoice).max(200),
});
export type TLeadBulkVoiceRequest = z.infer<typeof ZLeadBulkVoiceRequest>;

/**
 * POST /api/admin/campaigns/{id}/leads/bulk-enrich: how many of the selected leads were queued (the
 * pending ones; enriched, failed or in-progress leads are left as they are) and the job, if any.
 */
export const ZLeadBulkEnrichResponse = z.object({
  queued: z.number().int().nonnegative(),
  jobId: z.uuid().nullable(),
});
export type TLeadBulkEnrichResponse = z.infer<typeof ZLeadBulkEnrichResponse>;
