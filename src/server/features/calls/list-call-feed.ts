import type { AppContext } from '../../context';
import { campaignCallFeed, type CallFeedPosition } from './call-feed.repo';

export type { CallFeedPosition };

/** Campaign calls by last change, for outside systems that read results back (GET /api/v1/calls). */
export function listCallFeed(
  ctx: AppContext,
  filter: { campaignId?: string; since?: Date; after?: CallFeedPosition },
  limit: number,
) {
  return campaignCallFeed(ctx.db, filter, limit);
}
