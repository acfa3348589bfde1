import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { revokeApiKeyRow } from './api-keys.repo';

/** Takes effect on the next request: keys are looked up in the database every time. */
export async function revokeApiKey(ctx: AppContext, id: string): Promise<{ revoked: true }> {
  if (!(await revokeApiKeyRow(ctx.db, id, ctx.clock.now()))) throw new AppError('NOT_FOUND', 'No such API key');
  return { revoked: true };
}
