import { z } from 'zod';
import { text } from '../text/schemas';

// Page views (spec: one per route change) and wizard funnel steps, sent by the browser.
// Prompt generations, launches and deposits are recorded by the server where they happen.

export const ZPageViewRequest = z.object({
  path: text(2048).min(1),
  referrer: text(2048).optional(),
});
export type TPageViewRequest = z.infer<typeof ZPageViewRequest>;

export const ZWizardStepRequest = z.object({
  step: z.number().int().min(1).max(5),
});
export type TWizardStepRequest = z.infer<typeof ZWizardStepRequest>;

export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'wizard_step',
  'prompt_generated',
  'call_launched',
  'deposit_paid',
] as const;
export type TAnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];
