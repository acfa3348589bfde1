import { z } from 'zod';
import { isAppError } from '@common/errors';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/define-job';
import { claimAttempt, loadForSend, recordAttempt, setQueuedAttempt, unclaimAttempt } from './deliveries.repo';
import { nextRetryAt } from './retry-schedule';
import { sendWebhook } from './send-webhook';
import { startWebhookRelay } from './webhook-relay';

const ZDeliverPayload = z.object({ deliveryId: z.uuid(), attempt: z.number().int().min(1), manual: z.boolean().default(false) });
export type TDeliverPayload = z.infer<typeof ZDeliverPayload>;

/** The body every attempt of an event sends (the same bytes each time; only the signature's t changes). */
export const deliveryBody = (event: { id: string; type: string; createdAt: Date; payload: unknown }): string =>
  JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.payload });

/**
 * One attempt at one delivery. Claims the attempt atomically (a job run twice sends once), signs
 * and posts the event, logs the attempt, and on failure queues the next attempt on the backoff
 * schedule until the retry window has passed. Failures are the receiver's, so they are results,
 * not job errors: pg-boss retries are off, the schedule is ours.
 */
export async function deliverWebhook(ctx: AppContext, { deliveryId, attempt, manual }: TDeliverPayload): Promise<{ sent: boolean; ok?: boolean; next?: string | null }> {
  const claimed = await claimAttempt(ctx.db, deliveryId, attempt);
  if (!claimed) return { sent: false };
  const loaded = await loadForSend(ctx.db, deliveryId);
  if (!loaded) return { sent: false };
  const { endpoint, event } = loaded;
  if (!endpoint.enabled) {
    await unclaimAttempt(ctx.db, deliveryId, attempt);
    return { sent: false };
  }
  const start = ctx.clock.now();
  const graceOver = !endpoint.previousSecret || !endpoint.previousSecretExpiresAt || endpoint.previousSecretExpiresAt <= start;
  const result = await sendWebhook(ctx.env, {
    url: endpoint.url,
    eventId: event.id,
    eventType: event.type,
    body: deliveryBody(event),
    secrets: graceOver ? [endpoint.secret] : [endpoint.secret, endpoint.previousSecret!],
    timestamp: Math.floor(start.getTime() / 1000),
  });
  const at = ctx.clock.now();
  const next = result.ok ? null : nextRetryAt(attempt, claimed.scheduleStartedAt, at, ctx.env.WEBHOOK_RETRY_BASE_MS);
  await recordAttempt(ctx.db, deliveryId, { attempt, manual, ...result, nextRetryAt: next, at });
  if (next) await queueAttempt(ctx, deliveryId, attempt + 1, { afterMs: next.getTime() - at.getTime() });
  return { sent: true, ok: result.ok, next: next?.toISOString() ?? null };
}

/** Queues attempt `attempt` (keyed, so twice is once) and records that it is queued. */
export async function queueAttempt(ctx: AppContext, deliveryId: string, attempt: number, opts: { afterMs?: number; manual?: boolean } = {}): Promise<void> {
  try {
    await ctx.jobs.send(
      deliverWebhookJob,
      { deliveryId, attempt, manual: opts.manual ?? false },
      { singletonKey: `${deliveryId}:${attempt}${opts.manual ? ':manual' : ''}`, startAfterSeconds: opts.afterMs ? opts.afterMs / 1000 : undefined },
    );
  } catch (err) {
    if (!(isAppError(err) && err.code === 'CONFLICT')) throw err;
  }
  await setQueuedAttempt(ctx.db, deliveryId, attempt);
}

export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  payload: ZDeliverPayload,
  admin: true,
  retryLimit: 0,
  // Deliveries mostly wait on the network: several at once per worker.
  concurrency: 8,
  expireInSeconds: 120,
  handler: (payload, { app }) => deliverWebhook(app, payload),
  background: (app) =>
    startWebhookRelay(app, async (deliveryId, attempt) => {
      await app.jobs.send(deliverWebhookJob, { deliveryId, attempt, manual: false }, { singletonKey: `${deliveryId}:${attempt}` });
    }),
});
