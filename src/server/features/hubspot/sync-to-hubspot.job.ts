import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { syncDelivery } from './sync-delivery';

/** Tries after the first; pg-boss doubles the delay from 2 s, so the last is about half an hour later. */
export const HUBSPOT_RETRY_LIMIT = 10;

/** One call's note and properties to HubSpot; queued by record-call-for-hubspot.ts, retried by pg-boss. */
export const syncToHubspotJob = defineJob({
  name: 'hubspot.sync',
  payload: z.object({ deliveryId: z.uuid() }),
  admin: true,
  // Watched in the HubSpot delivery log, not as a job.
  watchable: false,
  concurrency: 2,
  retryLimit: HUBSPOT_RETRY_LIMIT,
  retryDelaySeconds: 2,
  expireInSeconds: 120,
  handler: ({ deliveryId }, { app, attempt }) =>
    syncDelivery(app, deliveryId, { lastTry: attempt > HUBSPOT_RETRY_LIMIT }),
});
