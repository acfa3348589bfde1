import type { AppContext } from '../../context';
import { beatRun, getRun } from '../outreach-state/outreach-state';
import { assignCampaignVoices } from './assign-campaign-voices';
import { countEnriching } from './dispatch.repo';

// What the dispatch job does differently for a run with auto-dispatch on (auto-dispatch.ts).

/** A lead enrolled this long ago whose enrichment has not started is not waited for. */
const ENRICH_WAIT_MS = 2 * 60_000;
/** An idle auto run's heartbeat is held this far ahead: no process works it, none died. */
const IDLE_HOLD_MS = 365 * 24 * 60 * 60_000;

export async function isAutoRun(ctx: AppContext, runId: string): Promise<boolean> {
  return (await getRun(ctx.db, runId))?.autoDispatch === true;
}

/**
 * Before a claim: enriched leads without a voice get the campaign's. Answers whether leads are
 * still being enriched (the run waits for them: they are about to be callable).
 */
export async function prepareAutoLeads(ctx: AppContext, campaignId: string): Promise<{ enriching: boolean }> {
  await assignCampaignVoices(ctx, campaignId).catch((err) =>
    ctx.logger.warn({ err, campaignId }, 'auto-dispatch could not assign voices'),
  );
  const since = new Date(ctx.clock.now().getTime() - ENRICH_WAIT_MS);
  return { enriching: (await countEnriching(ctx.db, campaignId, since)) > 0 };
}

/** Nothing left to dial: the run idles, open, until an enrolment wakes it. */
export async function idleAutoRun(ctx: AppContext, runId: string): Promise<void> {
  await beatRun(ctx.db, runId, new Date(ctx.clock.now().getTime() + IDLE_HOLD_MS));
}
