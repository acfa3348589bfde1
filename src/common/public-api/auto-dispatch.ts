import { z } from 'zod';
import { AUTO_DISPATCH_ONLY } from '@common/campaigns/schemas';

// PATCH /api/v1/campaigns/{id}/auto-dispatch: an outside system (a CRM that enrols leads) switches
// the campaign's automatic dialling, as the Dispatch tab's switch does. Scope `campaigns:write`.

export const ZV1AutoDispatchRequest = z
  .object({
    /** Call leads enrolled later automatically, within a minute (true), or no longer (false). */
    autoDispatch: z.boolean(),
    /** Turned on without an open run: whether the run it opens is a test run (the default) or live. */
    testMode: z.boolean().optional(),
    /** Turned on live: the consent attestation, as for Start calling. */
    consentAttestation: z.boolean().optional(),
  })
  .refine((b) => (b.testMode === undefined && b.consentAttestation === undefined) || b.autoDispatch, AUTO_DISPATCH_ONLY)
  .meta({ example: { autoDispatch: true, testMode: false, consentAttestation: true } });
export type TV1AutoDispatchRequest = z.infer<typeof ZV1AutoDispatchRequest>;

export const ZV1AutoDispatchResponse = z
  .object({ campaignId: z.uuid(), autoDispatch: z.boolean() })
  .meta({ example: { campaignId: '6f1c2a9e-3b7d-4c1e-9a52-8d0f4e7b2c11', autoDispatch: true } });
