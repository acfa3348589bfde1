import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { endVoiceCall } from './end-voice-call';

/**
 * Hangs up a browser voice session's Realtime call at its end time (queued when the browser
 * reports the call, to start then). Idempotent through endVoiceCall; retried if OpenAI is away.
 */
export const endVoiceCallJob = defineJob({
  name: 'voice-call.end',
  payload: z.object({ sessionId: z.uuid() }),
  admin: true,
  watchable: false,
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
  async handler({ sessionId }, job) {
    return endVoiceCall(job.app, sessionId);
  },
});
