import { z } from 'zod';
import { text } from '../text/schemas';

// /test-enhanced-voice (spec part 2 §2 admin tool page 2, §7 test-enriched-prompt and
// dispatch-enriched-call, §5 "No lead selected", §8 "Call Failed" / "Test Failed").

export const ENHANCED_VOICE_GENDERS = ['female', 'male'] as const;
export const ENHANCED_VOICE_AGES = ['20s', '30s', '40s'] as const;
export const DEFAULT_ENHANCED_VOICE_AGE = '30s';

export const ENHANCED_VOICE_MSG = {
  noLeadSelected: 'No lead selected',
  callFailed: 'Call Failed',
  testFailed: 'Test Failed',
} as const;

/** Custom instructions are appended to the lead's prompt; kept short so the prompt stays within the provider's limit. */
export const MAX_CUSTOM_INSTRUCTIONS = 500;

export const ZTestEnrichedPromptRequest = z.object({
  leadId: z.uuid(ENHANCED_VOICE_MSG.noLeadSelected),
  customInstructions: text(MAX_CUSTOM_INSTRUCTIONS).trim().optional().default(''),
});
export type TTestEnrichedPromptRequest = z.input<typeof ZTestEnrichedPromptRequest>;
export const ZTestEnrichedPromptResponse = z.object({ prompt: z.string() });

export const ZDispatchEnrichedCallRequest = ZTestEnrichedPromptRequest.extend({
  gender: z.enum(ENHANCED_VOICE_GENDERS),
  age: z.enum(ENHANCED_VOICE_AGES).optional().default(DEFAULT_ENHANCED_VOICE_AGE),
});
export type TDispatchEnrichedCallRequest = z.input<typeof ZDispatchEnrichedCallRequest>;
export const ZDispatchEnrichedCallResponse = z.object({
  callId: z.uuid(),
  mode: z.enum(['live', 'sandbox']),
  voice: z.string(),
});
export type TDispatchEnrichedCallResponse = z.infer<typeof ZDispatchEnrichedCallResponse>;

export const ZEnhancedVoiceLead = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companyName: z.string(),
  website: z.string(),
  industry: z.string(),
  callStatus: z.string(),
  hasWebData: z.boolean(),
  businessDescription: z.string(),
  keyServices: z.array(z.string()),
  painPoints: z.array(z.string()),
  targetAudience: z.string(),
  keyPoints: z.array(z.string()),
});
export type TEnhancedVoiceLead = z.infer<typeof ZEnhancedVoiceLead>;

export const ZEnhancedVoiceOverview = z.object({
  stats: z.object({
    totalLeads: z.number().int(),
    enriched: z.number().int(),
    withFirecrawl: z.number().int(),
    readyToCall: z.number().int(),
  }),
  /** Enriched leads having a phone number, newest first (at most ENHANCED_VOICE_LIST_LIMIT). */
  leads: z.array(ZEnhancedVoiceLead),
});
export type TEnhancedVoiceOverview = z.infer<typeof ZEnhancedVoiceOverview>;
export const ENHANCED_VOICE_LIST_LIMIT = 100;
