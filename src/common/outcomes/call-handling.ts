import { fillPlaceholders } from '@common/text/fill-placeholders';
import { z } from 'zod';

// Voicemail and retries per outcome, one schema for the Results tab's settings
// form and the server. Stored on the campaign (campaign_outcome_settings.call_handling); a campaign
// that never saved them gets the server defaults (hang up; DISPATCH_RETRIES / _DELAY_MINUTES).

export const VOICEMAIL_ACTIONS = ['hangup', 'leave_message'] as const;

/** The outcomes that may be tried again, as the settings form names them. */
export const RETRY_OUTCOMES = ['busy', 'no-answer', 'voicemail'] as const;
export type TRetryOutcome = (typeof RETRY_OUTCOMES)[number];
export const RETRY_OUTCOME_LABEL: Record<TRetryOutcome, string> = {
  busy: 'Busy',
  'no-answer': 'No answer',
  voicemail: 'Voicemail',
};

/** Per outcome: at most this many attempts in all (1 = never retried), each retry this long after. */
export const ZRetryRule = z.object({
  maxAttempts: z
    .number()
    .int('Max attempts must be a whole number')
    .min(1, 'Max attempts must be between 1 and 10')
    .max(10, 'Max attempts must be between 1 and 10'),
  delayMinutes: z
    .number()
    .int('The delay must be a whole number of minutes')
    .min(0, 'The delay must be between 0 and 10,080 minutes (7 days)')
    .max(10_080, 'The delay must be between 0 and 10,080 minutes (7 days)'),
});
export type TRetryRule = z.infer<typeof ZRetryRule>;

/** Lead variables a voicemail message may use; both spellings work ({{first_name}} or {{firstName}}). */
export const VOICEMAIL_VARIABLES = ['first_name', 'last_name', 'company_name', 'industry'] as const;

export const ZCallHandling = z
  .object({
    voicemail: z.object({
      action: z.enum(VOICEMAIL_ACTIONS),
      /** Spoken after the beep when action is leave_message; lead variables are filled in per lead. */
      message: z.string().trim().max(500, 'At most 500 characters').default(''),
    }),
    retries: z.object({ busy: ZRetryRule, 'no-answer': ZRetryRule, voicemail: ZRetryRule }),
  })
  .refine((h) => h.voicemail.action !== 'leave_message' || h.voicemail.message.length > 0, {
    message: 'Write the message to leave on voicemail',
    path: ['voicemail', 'message'],
  })
  .refine(
    (h) => !/\{\{\s*(?!(first_?name|last_?name|company_?name|industry)\s*\}\})[^}]*\}\}/i.test(h.voicemail.message),
    {
      message: `Unknown variable: use ${VOICEMAIL_VARIABLES.map((v) => `{{${v}}}`).join(', ')}`,
      path: ['voicemail', 'message'],
    },
  );
export type TCallHandling = z.infer<typeof ZCallHandling>;

/** The server's defaults: hang up on voicemail; every outcome retried `retries` times, `delayMinutes` apart. */
export function defaultCallHandling(retries: number, delayMinutes: number): TCallHandling {
  const rule = {
    maxAttempts: Math.min(10, Math.max(1, retries + 1)),
    delayMinutes: Math.min(10_080, Math.max(0, delayMinutes)),
  };
  return { voicemail: { action: 'hangup', message: '' }, retries: { busy: rule, 'no-answer': rule, voicemail: rule } };
}

export interface LeadVariables {
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string;
}

const VALUE: Record<keyof LeadVariables, (l: LeadVariables) => string> = {
  firstName: (l) => l.firstName.trim() || 'there',
  lastName: (l) => l.lastName.trim(),
  companyName: (l) => l.companyName.trim() || 'your business',
  industry: (l) => l.industry.trim() || 'your industry',
};

/** The voicemail message for one lead: {{first_name}} / {{firstName}} … filled in, spaces tidied. */
export function renderVoicemailMessage(template: string, lead: LeadVariables): string {
  const values = Object.fromEntries(Object.entries(VALUE).map(([k, f]) => [k, f(lead)]));
  return fillPlaceholders(template, values)
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
