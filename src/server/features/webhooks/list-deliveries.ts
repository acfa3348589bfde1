import { AppError } from '@common/errors';
import type { TRedeliverResponse, TWebhookDeliveries } from '@common/webhooks/schemas';
import type { AppContext } from '../../context';
import { listDeliveries, reopenDelivery } from './deliveries.repo';
import { queueManualAttempt } from './deliver-webhook.job';
import { findEndpoint } from './endpoints.repo';
import { toDeliveryDto } from './to-dto';

/** GET /api/admin/webhooks/{id}/deliveries: newest first, each with every attempt. */
export async function listWebhookDeliveries(
  ctx: AppContext,
  endpointId: string,
  limit: number,
): Promise<TWebhookDeliveries> {
  if (!(await findEndpoint(ctx.db, endpointId))) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
  return { deliveries: (await listDeliveries(ctx.db, endpointId, limit)).map(toDeliveryDto) };
}

/**
 * POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver: sends the same event (same id,
 * so a receiver that has it can tell) once more now, whatever its state, with a fresh retry
 * window. Not while an attempt is on the wire.
 */
export async function redeliverWebhook(
  ctx: AppContext,
  endpointId: string,
  deliveryId: string,
): Promise<TRedeliverResponse> {
  const endpoint = await findEndpoint(ctx.db, endpointId);
  if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
  if (!endpoint.enabled) throw new AppError('CONFLICT', 'This endpoint is disabled: enable it to redeliver.');
  const reopened = await reopenDelivery(ctx.db, endpointId, deliveryId, ctx.clock.now());
  if (!reopened) {
    const [existing] = await listDeliveries(ctx.db, endpointId, 1, deliveryId);
    if (!existing) throw new AppError('NOT_FOUND', 'Delivery not found');
    throw new AppError('CONFLICT', 'This delivery is being sent right now; try again in a moment.');
  }
  await queueManualAttempt(ctx, deliveryId, reopened.attempts + 1);
  const [delivery] = await listDeliveries(ctx.db, endpointId, 1, deliveryId);
  return { queued: true, delivery: toDeliveryDto(delivery) };
}
