import { z } from 'zod';
import { list } from '@common/text/schemas';

// The national do-not-call registry copy and the per-campaign consent attestation.
// Shared by the Do-not-call admin card, the Dispatch tab and the server.

/** A dispatch that rings real phones is refused when the registry copy is older than this. */
export const REGISTRY_MAX_AGE_DAYS = 31;
/** The national registry opened on this day: a download date before it is a typing mistake. */
export const REGISTRY_OLDEST_DATE = '2003-06-27';
/** A download date may be at most this many days after the server's today (time zones apart). */
export const REGISTRY_DATE_SLACK_DAYS = 1;
/** The largest registry upload accepted in one request (a zip of ~5M numbers). */
export const REGISTRY_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The most text one upload may unzip to: as much as may be uploaded unzipped (about 6 million
 * numbers). The registry's downloads come one file per area code or state; a larger set is
 * uploaded in parts.
 */
export const REGISTRY_MAX_EXPANDED_BYTES = REGISTRY_MAX_BYTES;

/** The registry key of an E.164 number: its 10 digits for +1 numbers, else null (the registry is US-only). */
export const registryKey = (e164: string | null): number | null =>
  e164 && /^\+1\d{10}$/.test(e164) ? Number(e164.slice(2)) : null;

export const REGISTRY_KINDS = ['full', 'additions', 'deletions'] as const;
export const REGISTRY_KIND_LABEL: Record<(typeof REGISTRY_KINDS)[number], string> = {
  full: 'Full list (replaces its area codes)',
  additions: 'Change list: additions',
  deletions: 'Change list: deletions',
};

export const ZRegistryImportQuery = z.object({
  kind: z.enum(REGISTRY_KINDS),
  downloadDate: z.iso.date('Download date must be a date (YYYY-MM-DD)').max(10),
  fileName: z.string().trim().min(1).max(200).default('registry.zip'),
});

export const ZRegistryImportResult = z.object({
  numbers: z.number().int(),
  changed: z.number().int(),
  skipped: z.number().int(),
  errors: list(z.string(), 20),
});
export type TRegistryImportResult = z.infer<typeof ZRegistryImportResult>;

export const ZRegistryStatus = z.object({
  /** The copy's date: the newest download applied (YYYY-MM-DD), or null before the first import. */
  downloadDate: z.string().nullable(),
  numbers: z.number().int(),
  /** True when a real-phone dispatch would be refused for the copy's age (or its absence). */
  stale: z.boolean(),
  files: z.array(
    z.object({
      kind: z.string(),
      fileName: z.string(),
      downloadDate: z.string(),
      numbers: z.number().int(),
      changed: z.number().int(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type TRegistryStatus = z.infer<typeof ZRegistryStatus>;

/** Days between the copy's date and `now` (whole days, UTC). */
export const registryAgeDays = (downloadDate: string, now: Date) =>
  Math.floor((now.getTime() - Date.parse(`${downloadDate}T00:00:00Z`)) / 86_400_000);
export const isRegistryStale = (downloadDate: string | null, now: Date) =>
  downloadDate === null || registryAgeDays(downloadDate, now) > REGISTRY_MAX_AGE_DAYS;

/** The text an admin attests, once per campaign, before its calls ring real phones (FCC 24-17). */
export const ATTESTATION_TEXT =
  'I confirm that every lead in this campaign gave prior express written consent to receive calls from an AI voice on behalf of our business, and that consent records are kept.';

export const REGISTRY_MSG = {
  stale: (date: string) =>
    `The national do-not-call registry copy is from ${date}, more than ${REGISTRY_MAX_AGE_DAYS} days ago. Import a current download before calling real phones.`,
  tooBig: `The archive unzips to more than ${REGISTRY_MAX_EXPANDED_BYTES / 1024 / 1024} MiB. Upload the registry's files for fewer area codes at a time.`,
  future: (date: string) =>
    `The download date ${date} is in the future. Enter the date the file was downloaded from the registry.`,
  tooOld: (date: string) =>
    `The download date ${date} is before the national registry opened (${REGISTRY_OLDEST_DATE}). Enter the date the file was downloaded.`,
  missing:
    'No national do-not-call registry copy has been imported. Import the registry download before calling real phones.',
  attestationNeeded:
    'Calls to real phones need the consent attestation for this campaign: confirm the leads gave prior express written consent to calls from an AI voice.',
} as const;

export const ZAttestation = z.object({ attestedBy: z.string(), attestedAt: z.iso.datetime(), text: z.string() });
/** How the preview shows consent: needed and given (who, when), needed and missing, or not needed (Sandbox / test mode). */
export const ZConsentState = z.object({ needed: z.boolean(), attestation: ZAttestation.nullable() });
