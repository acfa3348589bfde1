import { z } from 'zod';
import { isAppError } from '@common/errors';
import { defineJob } from '../../jobs/define-job';
import { endBrowserCall } from './end-browser-call';

/** A typed call left open (the tab closed) hangs up after this long, as a provider's call would end. */
export const BROWSER_CALL_MAX_MINUTES = 30;

/**
 * Hangs up a browser call nobody ended, so it does not hold a line of the call capacity for ever
 * (queued when the call is answered, to start at its time limit). Idempotent through
 * endBrowserCall: a call already ended is left alone; a number removed since has nothing to end.
 */
export const endBrowserCallJob = defineJob({
  name: 'browser-call.end',
  payload: z.object({ numberId: z.uuid(), callId: z.uuid() }),
  admin: true,
  watchable: false,
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 60,
  async handler({ numberId, callId }, job) {
    try {
      return await endBrowserCall(job.app, numberId, callId);
    } catch (err) {
      if (isAppError(err) && err.code === 'NOT_FOUND') return { ended: false };
      throw err;
    }
  },
});
