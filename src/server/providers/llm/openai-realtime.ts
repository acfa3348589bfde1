import type OpenAI from 'openai';
import { NotFoundError } from 'openai';
import type { RealtimeSecret, RealtimeSecretInput } from './types';

// Browser voice through the OpenAI Realtime API: the server mints a client secret bound to one
// session configuration (model, instructions, tools, voice), the browser connects with it over
// WebRTC. The API key never leaves the server; the secret expires in minutes.

export const REALTIME_MODEL = 'gpt-realtime';
const DEFAULT_VOICE = 'marin';
/** The Realtime voices that fit a persona, so a campaign's Max is not heard as a woman. */
const VOICE_BY_GENDER: Record<string, string> = { female: 'marin', male: 'cedar' };
/** Long enough to open the connection; the session itself may run on after the secret expires. */
const SECRET_SECONDS = 120;
/** Each spoken answer stops here (about a minute and a half of speech): a prompt can't make the model talk on. */
export const REALTIME_MAX_OUTPUT_TOKENS = 1024;

export async function createRealtimeSecret(client: OpenAI, input: RealtimeSecretInput): Promise<RealtimeSecret> {
  const made = await client.realtime.clientSecrets.create({
    expires_after: { anchor: 'created_at', seconds: SECRET_SECONDS },
    session: {
      type: 'realtime',
      model: REALTIME_MODEL,
      instructions: input.instructions,
      tools: input.tools.map((t) => ({
        type: 'function' as const,
        name: t.name,
        description: t.description,
        parameters: t.parameters,
      })),
      tool_choice: 'auto',
      max_output_tokens: REALTIME_MAX_OUTPUT_TOKENS,
      audio: {
        // The caller's words come back as text too, so the conversation is stored like a chat's.
        input: { transcription: { model: 'gpt-4o-mini-transcribe' } },
        output: { voice: input.voice ?? VOICE_BY_GENDER[input.gender ?? ''] ?? DEFAULT_VOICE },
      },
    },
  });
  const model = 'model' in made.session && made.session.model ? made.session.model : REALTIME_MODEL;
  return { clientSecret: made.value, expiresAt: new Date(made.expires_at * 1000), model };
}

/**
 * POST /v1/realtime/calls/{call_id}/hangup: ends a WebRTC call from the server. The call id is the
 * last path segment of the Location header OpenAI answers the browser's SDP offer with. A 404 is
 * a call that already ended (the person hung up first, or a retried end): nothing left to do.
 */
export async function hangUpRealtimeCall(client: OpenAI, callId: string): Promise<void> {
  try {
    await client.realtime.calls.hangup(callId);
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
}
