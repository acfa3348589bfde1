import { z } from 'zod';
import { TRIAL_STATUSES } from '../wizard/schemas';

// The admin Voice Trials CRM (spec part 2 §3 "Voice agent trial"), plus what the trial's call
// produced (duration, transcript, recording) so the details dialog needs no second request.

export const ZTrialListItem = z.object({
  id: z.uuid(),
  phoneNumber: z.string(),
  /** Dialled after the call connects, never as part of the number (e.g. "45" of "ext 45"). */
  phoneExtension: z.string().nullable(),
  callStatus: z.enum(TRIAL_STATUSES),
  /** The configuration as the visitor built it (industry, name, gender, ...). */
  agentConfig: z.record(z.string(), z.unknown()),
  agentConfigId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  blandCallId: z.string().nullable(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  notes: z.string().nullable(),
  /** The consent text the visitor accepted at launch, and when (null before launch). */
  consentText: z.string().nullable(),
  consentedAt: z.iso.datetime().nullable(),
  /** The prompt the call was placed with (the visitor may have edited it), as sent to the voice provider. */
  dialledPrompt: z.string().nullable(),
  /** The server checked a code texted to this number for this visitor (never the browser's claim). */
  phoneVerified: z.boolean(),
  callId: z.uuid().nullable(),
  /** 'live' for Bland calls, 'sandbox' for simulated ones. */
  callMode: z.enum(['live', 'sandbox']).nullable(),
  durationSeconds: z.number().int().nullable(),
  transcript: z.string().nullable(),
  summary: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  answeredBy: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type TTrialListItem = z.infer<typeof ZTrialListItem>;

/** Newest first; at most TRIAL_LIST_LIMIT rows. */
export const ZTrialListResponse = z.array(ZTrialListItem);
export const TRIAL_LIST_LIMIT = 500;
