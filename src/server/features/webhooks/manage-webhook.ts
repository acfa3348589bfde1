import { AppError } from '@common/errors';
import type { TWebhookEndpoint, TWebhookWithSecret } from '@common/webhooks/schemas';
import type { AppContext } from '../../context';
import { deleteEndpoint, deliveryCounts, rotateEndpointSecret, setEndpointEnabled } from './endpoints.repo';
import { newWebhookSecret } from './signature';
import { toEndpointDto } from './to-dto';

// The small changes to a registered endpoint: enable/disable, rotate its secret, delete it.

const NOT_FOUND = 'Webhook endpoint not found';
/** How long the previous secret keeps signing after a rotation (a second v1 in the header). */
export const ROTATION_GRACE_MS = 24 * 60 * 60_000;

/**
 * PATCH /api/admin/webhooks/{id} { enabled }: a disabled endpoint gets nothing; its deliveries
 * wait and go out when it is enabled again (new events are not recorded for it meanwhile).
 */
export async function setWebhookEnabled(ctx: AppContext, id: string, enabled: boolean): Promise<TWebhookEndpoint> {
  const row = await setEndpointEnabled(ctx.db, id, enabled);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toEndpointDto(row, (await deliveryCounts(ctx.db, [id])).get(id));
}

/** POST /api/admin/webhooks/{id}/rotate-secret: a new secret, shown once; the old one signs for another day. */
export async function rotateWebhookSecret(ctx: AppContext, id: string): Promise<TWebhookWithSecret> {
  const secret = newWebhookSecret();
  const row = await rotateEndpointSecret(ctx.db, id, secret, new Date(ctx.clock.now().getTime() + ROTATION_GRACE_MS));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { id, secret, endpoint: toEndpointDto(row, (await deliveryCounts(ctx.db, [id])).get(id)) };
}

/** DELETE /api/admin/webhooks/{id}: the endpoint, its deliveries and their log. */
export async function deleteWebhook(ctx: AppContext, id: string): Promise<{ deleted: boolean }> {
  if (!(await deleteEndpoint(ctx.db, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { deleted: true };
}
