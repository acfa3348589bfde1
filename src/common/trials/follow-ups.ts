import { z } from 'zod';
import { text } from '../text/schemas';

export const ZTrialIdParams = z.object({ id: z.uuid() });

// Voice Trials: Schedule Follow-up is stored and listed on the trial (beyond the spec's console log).
export const ZCreateFollowUpRequest = z.object({
  /** The day (and optionally time) to follow up, ISO. */
  scheduledFor: z.union([z.iso.date().max(10), z.iso.datetime({ offset: true }).max(64)], {
    error: 'Please choose a follow-up date',
  }),
  notes: text(2000).trim().optional().default(''),
});
export type TCreateFollowUpRequest = z.input<typeof ZCreateFollowUpRequest>;

export const ZFollowUp = z.object({
  id: z.uuid(),
  trialId: z.uuid(),
  scheduledFor: z.iso.datetime(),
  notes: z.string(),
  createdAt: z.iso.datetime(),
});
export type TFollowUp = z.infer<typeof ZFollowUp>;
export const ZFollowUpList = z.array(ZFollowUp);

export const FOLLOW_UP_MSG = {
  scheduled: 'Follow-up scheduled',
  failed: 'Follow-up not saved',
  dateRequired: 'Please choose a follow-up date',
} as const;
