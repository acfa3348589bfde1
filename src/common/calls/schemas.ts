import { z } from 'zod';
import { ZProviderMode } from '../system/providers';

// Phone calls placed through the voice provider (trials, campaign dispatch, the test page).

/** campaign-test: an attempt of a test-mode dispatch run (Sandbox; never touches its lead). */
export const CALL_PURPOSES = ['trial', 'campaign', 'test', 'campaign-test'] as const;
export type TCallPurpose = (typeof CALL_PURPOSES)[number];

/** Spec part 2 §3 "Call capacity". Usage counts are rolling windows (last 24 h, last 60 min). */
export const ZCallCapacity = z.object({
  dailyUsage: z.number().int(),
  hourlyUsage: z.number().int(),
  concurrentCalls: z.number().int(),
  limits: z.object({ daily: z.number().int(), hourly: z.number().int(), concurrent: z.number().int() }),
  canMakeCall: z.boolean(),
});
export type TCallCapacity = z.infer<typeof ZCallCapacity>;

/** The test page shows this raw (spec part 1 §2 "Voice-call test page"): shaped like Bland's own answer. */
export const ZTestCallResponse = z.object({
  status: z.literal('success'),
  /** The provider's call id (Bland's uuid, or a `sandbox-` id). */
  call_id: z.string(),
  message: z.string(),
  mode: ZProviderMode,
});
export type TTestCallResponse = z.infer<typeof ZTestCallResponse>;

export const ZVoiceWebhookResponse = z.object({
  received: z.literal(true),
  /** This exact delivery was seen before; nothing was changed. */
  duplicate: z.boolean(),
  /** The report matched one of our calls and was written to it. */
  applied: z.boolean(),
});
