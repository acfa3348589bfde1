import type { TCreateWebhookRequest, TWebhookWithSecret } from '@common/webhooks/schemas';
import type { AppContext } from '../../context';
import { checkEndpointAddress } from './endpoint-address';
import { insertEndpoint } from './endpoints.repo';
import { newWebhookSecret } from './signature';
import { toEndpointDto } from './to-dto';

/**
 * POST /api/admin/webhooks: registers an endpoint for the chosen events. The URL must pass the
 * address guard now (and passes it again before each delivery). The answer is the only time the
 * signing secret is shown.
 */
export async function registerWebhook(ctx: AppContext, input: TCreateWebhookRequest): Promise<TWebhookWithSecret> {
  const target = await checkEndpointAddress(ctx.env, input.url);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(ctx.db, { url: target.url.href, events: [...new Set(input.events)], secret });
  return { id: row.id, secret, endpoint: toEndpointDto(row) };
}
