import { z } from 'zod';
import { text } from '@common/text/schemas';
import { ZAvailability } from './availability';
import { ZCampaignSchedule } from './schedule';

// A campaign's own identity on the phone: who calls (the business and its agent's persona and
// voice), why (purpose and script), from which number, and where a live person takes over. One
// schema for the settings form, PATCH /api/admin/campaigns/{id} and every reader of a campaign's
// behaviour (dispatch, the conversation engine's transfer).

export const PERSONA_GENDERS = ['female', 'male'] as const;
export type TPersonaGender = (typeof PERSONA_GENDERS)[number];

const E164 = /^\+[1-9]\d{7,14}$/;
const phone = (what: string) =>
  z.string().trim().max(16).regex(E164, `${what} must be an international number such as +12125550123`).nullable();
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** Daily hours on a named clock: a campaign's transfer hours, a phone number's opening hours. */
export const zDailyHours = (what: string) =>
  z
    .object({
      start: z.string().max(5).regex(HHMM, 'Use HH:MM (24-hour)'),
      end: z.string().max(5).regex(HHMM, 'Use HH:MM (24-hour)'),
      timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, 'Unknown time zone'),
    })
    .refine((h) => h.start < h.end, { message: `${what} must end after they start`, path: ['end'] });

export const ZTransferHours = zDailyHours('Transfer hours');

export type TTransferHours = z.infer<typeof ZTransferHours>;

export const ZCampaignProfile = z.object({
  /** Named in the AI disclosure and the agent's greeting. */
  businessName: text(100).trim().min(1, 'Business name is required'),
  purpose: text(300).trim().min(1, 'Purpose is required'),
  /** The call flow the agent follows; may use {{businessName}}, {{companyName}}, {{name}}. */
  script: text(1200).trim().min(1, 'Script is required'),
  personaName: text(40).trim().min(1, 'Agent name is required'),
  personaGender: z.enum(PERSONA_GENDERS),
  /** A voice id of the voice provider; its gender must match the persona's. */
  voice: text(100).trim().min(1, 'Choose a voice'),
  callerId: phone('Caller ID'),
  transferNumber: phone('Transfer number'),
  /** When a transfer to a person is offered; null: at any time the transfer number is set. */
  transferHours: ZTransferHours.nullable(),
  /** A live dispatch needs a passing simulation run for every prompt version it would use. */
  requireSimulations: z.boolean().optional(),
  /**
   * The calling business's own website: what its agent knows comes from here (read on request,
   * "What your agent knows"). Absent: the site of the lead a test chat uses.
   */
  website: text(300).trim().nullable().optional(),
  /** When the campaign calls (start, days, hours, pace); null or absent: whenever the law allows. */
  schedule: ZCampaignSchedule.nullable().optional(),
  /**
   * When the business takes meetings (days, hours, its zone); null or absent: weekdays 09:00–17:00
   * in the transfer hours' zone, else the scheduler's.
   */
  availability: ZAvailability.nullable().optional(),
});
export type TCampaignProfile = z.infer<typeof ZCampaignProfile>;

/** The campaign's settings screen: what is saved, the voices to choose from, and what a call will say. */
export const ZCampaignProfileView = z.object({
  /** As saved; the voice is blank only while the provider lists no voices. */
  settings: ZCampaignProfile.extend({ voice: z.string() }),
  /** False while the campaign runs on the defaults (nothing saved yet). */
  saved: z.boolean(),
  voices: z.array(z.object({ id: z.string(), name: z.string(), gender: z.string().nullable() })),
  preview: z.object({
    /** The sample lead the prompt is rendered for (the campaign's first lead), or null with no leads. */
    leadName: z.string().nullable(),
    disclosure: z.string(),
    prompt: z.string(),
    voice: z.string(),
  }),
});
export type TCampaignProfileView = z.infer<typeof ZCampaignProfileView>;
