import { z } from 'zod';
import { isAppError } from '@common/errors';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/define-job';
import {
  claimAttempts,
  recordAttempts,
  setQueuedAttempt,
  unclaimAttempt,
  type AttemptOutcome,
} from './deliveries.repo';
import { nextRetryAt } from './retry-schedule';
import { sendWebhook } from './send-webhook';
import { startWebhookRelay } from './webhook-relay';

const ZAttempt = z.object({
  deliveryId: z.uuid(),
  attempt: z.number().int().min(1),
  manual: z.boolean().default(false),
});
const ZDeliverPayload = z.object({ attempts: z.array(ZAttempt).min(1).max(100) });
export type TDeliverPayload = z.infer<typeof ZDeliverPayload>;
export type TDeliverAttempt = z.input<typeof ZAttempt>;

/**
 * The body every attempt of an event sends (the same bytes each time; only the signature's t
 * changes). `mode` is always `live`: test events are never stored (emit-webhook-event.ts).
 */
export const deliveryBody = (event: { id: string; type: string; createdAt: Date; payload: unknown }): string =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    mode: 'live',
    data: event.payload,
  });

/**
 * One attempt at each of a few deliveries (the relay groups what is due; a manual redeliver sends
 * one). Claims the attempts atomically (a job run twice sends once), signs and posts each event at
 * once, and logs every attempt with the delivery's next try on the backoff schedule, which the
 * relay picks up when due, until the retry window has passed. Receiver failures are results, not
 * job errors: pg-boss retries are off, the schedule is ours.
 */
export async function deliverWebhooks(
  ctx: AppContext,
  { attempts }: TDeliverPayload,
): Promise<{ sent: number; ok: number }> {
  const manual = new Set(attempts.filter((a) => a.manual).map((a) => a.deliveryId));
  const claimed = await claimAttempts(ctx.db, attempts);
  const outcomes = await Promise.all(
    claimed.map(async ({ delivery, endpoint, event }): Promise<AttemptOutcome | null> => {
      if (!endpoint.enabled) {
        await unclaimAttempt(ctx.db, delivery.id, delivery.attempts);
        return null;
      }
      const start = ctx.clock.now();
      const graceOver =
        !endpoint.previousSecret || !endpoint.previousSecretExpiresAt || endpoint.previousSecretExpiresAt <= start;
      const result = await sendWebhook(ctx.env, {
        url: endpoint.url,
        eventId: event.id,
        eventType: event.type,
        body: deliveryBody(event),
        secrets: graceOver ? [endpoint.secret] : [endpoint.secret, endpoint.previousSecret!],
        timestamp: Math.floor(start.getTime() / 1000),
      });
      const at = ctx.clock.now();
      const next = result.ok
        ? null
        : nextRetryAt(delivery.attempts, delivery.scheduleStartedAt, at, ctx.env.WEBHOOK_RETRY_BASE_MS);
      return {
        deliveryId: delivery.id,
        attempt: delivery.attempts,
        manual: manual.has(delivery.id),
        ...result,
        nextRetryAt: next,
        at,
      };
    }),
  );
  const done = outcomes.filter((o): o is AttemptOutcome => o !== null);
  await recordAttempts(ctx.db, done);
  return { sent: done.length, ok: done.filter((o) => o.ok).length };
}

/** Queues one job for these attempts; its id derives from them, so queueing the same twice is once. */
export async function queueAttempts(ctx: AppContext, attempts: TDeliverAttempt[]): Promise<void> {
  const key = attempts.map((a) => `${a.deliveryId}:${a.attempt}${a.manual ? ':manual' : ''}`).join(',');
  try {
    await ctx.jobs.send(deliverWebhookJob, { attempts }, { singletonKey: key });
  } catch (err) {
    if (!(isAppError(err) && err.code === 'CONFLICT')) throw err;
  }
}

/** A manual redeliver: the next attempt now, recorded as queued so the relay does not add another. */
export async function queueManualAttempt(ctx: AppContext, deliveryId: string, attempt: number): Promise<void> {
  await queueAttempts(ctx, [{ deliveryId, attempt, manual: true }]);
  await setQueuedAttempt(ctx.db, deliveryId, attempt);
}

export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  payload: ZDeliverPayload,
  admin: true,
  retryLimit: 0,
  // Each job posts its deliveries side by side; a few jobs at once per worker.
  concurrency: 4,
  expireInSeconds: 120,
  // Watched in the delivery log (GET /api/admin/webhooks/{id}/deliveries), not as a job.
  watchable: false,
  handler: (payload, { app }) => deliverWebhooks(app, payload),
  background: (app) => startWebhookRelay(app, (attempts) => queueAttempts(app, attempts)),
});
