import { z } from 'zod';

// Internal events: a fact written by its owner together with one job in the same transaction
// (JobQueue.sendWithin); the handlers of the features that own each consequence subscribe in
// call-finished.job.ts. Only the name and payload live here, so the owner that sends an event
// imports nothing of the features that handle it.

/** A call reached a final status (its row, end reason and transcript are written). */
export const callFinishedEvent = {
  name: 'call.finished',
  payload: z.object({ callId: z.uuid() }),
};
