import { AppError } from '@common/errors';

/**
 * A provider's webhook URL names its adapter (`/api/webhooks/<kind>/<adapter>`); a delivery for an
 * adapter that is not the configured one is refused before anything is read. One rule for every kind.
 */
export function assertConfiguredAdapter(provider: string, configured: string, named: string): void {
  if (named !== configured) throw new AppError('NOT_FOUND', `No ${provider} "${named}" is configured`);
}
