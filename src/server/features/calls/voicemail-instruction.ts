import { z } from 'zod';
import { VOICEMAIL_ACTIONS } from '@common/outcomes/call-handling';

// What a campaign call was told to do on voicemail, kept in its `calls.metadata` when the call is
// reserved (the message already filled in for its lead), so the send and the final status read the
// same instruction even if the campaign's settings change while the call rings.

const ZInstruction = z.object({ action: z.enum(VOICEMAIL_ACTIONS), message: z.string().default('') });
export type VoicemailInstruction = z.infer<typeof ZInstruction>;

export function voicemailOf(metadata: unknown): VoicemailInstruction | null {
  const v = (metadata as { voicemail?: unknown } | null | undefined)?.voicemail;
  const parsed = ZInstruction.safeParse(v);
  return parsed.success ? parsed.data : null;
}
