import type { TWebhookList } from '@common/webhooks/schemas';
import type { AppContext } from '../../context';
import { deliveryCounts, listEndpoints } from './endpoints.repo';
import { toEndpointDto } from './to-dto';

/** GET /api/admin/webhooks: every endpoint, newest first, without secrets. */
export async function listWebhooks(ctx: AppContext): Promise<TWebhookList> {
  const rows = await listEndpoints(ctx.db);
  const counts = await deliveryCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { endpoints: rows.map((r) => toEndpointDto(r, counts.get(r.id))) };
}
