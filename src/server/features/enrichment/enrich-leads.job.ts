import { z } from 'zod';
import { MAX_ENRICH_LEAD_IDS, type TEnrichRunResult } from '@common/enrichment/schemas';
import type { AppContext } from '../../context';
import { defineJob } from '../../jobs/define-job';
import { campaignPromptTemplate } from '../campaign-settings/campaign-prompt-template';
import { readCampaignProfile } from '../campaign-settings/read-campaign-profile';
import { buildEnrichment, fallbackPrompt } from './build-enrichment';
import {
  claimNextLead,
  countByStatus,
  markFailed,
  releaseAllProcessing,
  saveEnrichment,
  type EnrichScope,
  type LeadRow,
} from './enrichment.repo';
import { politeWeb } from './polite-web';

// One durable job enriches a campaign's pending leads (or the listed ones: a single lead, an AI
// Upload's rows). Leads are claimed one at a time (pending → processing) and finished with their
// enrichment in one transaction (→ enriched), or marked failed, so a job that runs again after a
// crash or a retry only picks up what is still pending and never enriches a lead twice.

export const ZEnrichLeadsPayload = z.object({
  campaignId: z.uuid(),
  leadIds: z.array(z.uuid()).max(MAX_ENRICH_LEAD_IDS).optional(),
  /** Leads to enrich when the job was queued: the progress bar's 100 %. */
  total: z.number().int().nonnegative(),
});

/** A lead in processing for longer than this was left by a dead worker and may be claimed again. */
const STALE_CLAIM_MS = 10 * 60 * 1000;
/** Progress is published at most this often (plus the last step). */
const PROGRESS_EVERY_MS = 200;

/** A processing lead's failure note (the spec's toast text plus the reason). */
const failureNote = (err: unknown) =>
  `Enrichment failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 2000);

async function enrichOne(ctx: AppContext, lead: LeadRow, template: string): Promise<'enriched' | 'failed' | 'lost'> {
  try {
    const e = await buildEnrichment(ctx, lead, template);
    const { basis, note, agentPrompt, ...rest } = e;
    const saved = await saveEnrichment(ctx.db, {
      leadId: lead.id,
      companyName: rest.companyName,
      industry: rest.industry,
      ownerName: rest.ownerName,
      gptAnalysis: rest.gptAnalysis,
      // basis and note travel with the web data: they say where the analysis came from.
      firecrawlData: { ...rest.firecrawlData, basis, note },
      mode: rest.mode,
      agentPrompt,
      notes: note,
    });
    return saved ? 'enriched' : 'lost';
  } catch (err) {
    ctx.logger.warn({ err, leadId: lead.id }, 'lead enrichment failed');
    await markFailed(ctx.db, lead.id, failureNote(err), fallbackPrompt(lead, template));
    return 'failed';
  }
}

export const enrichLeadsJob = defineJob({
  name: 'enrichment.leads',
  admin: true,
  payload: ZEnrichLeadsPayload,
  retryLimit: 3,
  retryDelaySeconds: 1,
  // A 100k-lead campaign at ~50 leads/s takes about half an hour; on Postgres a job whose worker
  // died is retried after this (the embedded database resumes it at the next start).
  expireInSeconds: 4 * 60 * 60,
  async recover(app, queue) {
    // Embedded database: nothing else can be running, so every processing lead is an orphan.
    if (app.database.driver !== 'pglite') return;
    const released = await releaseAllProcessing(app.db);
    const resumed = await queue.failOrphans();
    if (released || resumed) app.logger.info({ released, resumed }, 'enrichment interrupted by a stop: resuming');
  },
  async handler(payload, job): Promise<TEnrichRunResult> {
    const app = job.app;
    const ctx: AppContext = { ...app, providers: { ...app.providers, web: politeWeb(app.providers.web) } };
    const scope: EnrichScope = { campaignId: payload.campaignId, leadIds: payload.leadIds };
    // A campaign lead's prompt is the campaign's own (business, purpose, script, persona), not the
    // Template tab's base template, which is the wizard's job-candidate demo.
    const template = campaignPromptTemplate((await readCampaignProfile(ctx, payload.campaignId)).profile);
    const before = await countByStatus(ctx.db, scope);
    const total = Math.max(payload.total, before.pending + before.processing);
    let done = total - before.pending - before.processing;
    let lastSent = 0;
    const report = async (force = false) => {
      if (!force && Date.now() - lastSent < PROGRESS_EVERY_MS) return;
      lastSent = Date.now();
      await job.progress({ done, total, message: `${done} of ${total} leads enriched` });
    };
    await report(true);

    const staleBefore = () => new Date(ctx.clock.now().getTime() - STALE_CLAIM_MS);
    const worker = async () => {
      for (;;) {
        const lead = await claimNextLead(ctx.db, scope, staleBefore());
        if (!lead) return;
        const outcome = await enrichOne(ctx, lead, template);
        if (outcome !== 'lost') done++;
        await report();
      }
    };
    const concurrency = Math.max(1, ctx.env.ENRICH_CONCURRENCY);
    await Promise.all(Array.from({ length: concurrency }, worker));
    await report(true);
    const after = await countByStatus(ctx.db, scope);
    return { enriched: after.enriched, fromWebsite: after.fromWebsite, csvOnly: after.csvOnly, failed: after.failed };
  },
});
