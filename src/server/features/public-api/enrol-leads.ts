import { CsvLeadCollector } from '@common/campaigns/csv-leads';
import { isWrittenConsent } from '@common/dispatch/consent';
import { AppError } from '@common/errors';
import {
  ENROL_MAX_LEADS,
  type TEnrolLeadsRequest,
  type TEnrolLeadsResponse,
  type TEnrolResult,
} from '@common/public-api/schemas';
import type { TValidLead } from '@common/campaigns/schemas';
import type { AppContext } from '../../context';
import type { Actor } from '../../http/actor';
import { addLeads } from '../campaigns/add-leads';
import { leadPhoneE164 } from '../campaigns/lead-phone';
import { campaignExists } from '../campaigns/campaign-exists';
import { checkDialListsMany } from '../calls/check-dial-lists-many';
import { isAutoDispatch, wakeAutoDispatch } from '../dispatch/auto-dispatch';
import { queueEnrichment } from '../enrichment/start-enrichment';
import { forgetOldIdempotencyKeys, idempotent, requestHash } from './idempotent';

export const tooManyLeads = () =>
  new AppError('PAYLOAD_TOO_LARGE', `At most ${ENROL_MAX_LEADS} leads per request; split the list`, {
    max: ENROL_MAX_LEADS,
  });

const BLOCKED_MESSAGE = {
  'do-not-call': 'The number is on the do-not-call list',
  'no-consent': 'The number is on the national do-not-call registry and the lead has no written consent',
} as const;

/**
 * Enrols leads into a campaign through the CSV import's row rules (same messages), then the
 * do-not-call gates the dispatch applies: a number on the company's list is blocked; one on the
 * national registry is blocked unless the lead carries written consent. What passes is added;
 * an address the campaign already holds answers `duplicate` with the existing lead's id.
 */
export async function enrolLeads(
  ctx: AppContext,
  actor: Actor & { kind: 'api-key' },
  campaignId: string,
  input: TEnrolLeadsRequest,
  idempotencyKey: string | null,
): Promise<TEnrolLeadsResponse> {
  if (input.leads.length > ENROL_MAX_LEADS) throw tooManyLeads();
  if (!(await campaignExists(ctx, campaignId))) throw new AppError('NOT_FOUND', 'Campaign not found');

  const results: TEnrolResult[] = input.leads.map((_, index) => ({ index, status: 'invalid' }));
  const collector = new CsvLeadCollector();
  input.leads.forEach((lead, i) => collector.addLead(lead, i + 2));
  const checked = collector.finish();
  checked.errorRows.forEach((row, i) => (results[row - 2].message = checked.errors[i]));

  // Checked before the transaction: on the embedded database a query outside it would wait for it.
  const passing: TValidLead[] = [];
  const phones = checked.leads.map((lead) => leadPhoneE164(lead.phoneNumber));
  const lists = await checkDialListsMany(
    ctx,
    phones.filter((p): p is string => p !== null),
  );
  checked.leads.forEach((lead, i) => {
    const onLists = phones[i] ? lists.get(phones[i]) : undefined;
    const reason = onLists?.doNotCall
      ? 'do-not-call'
      : onLists?.registry && !isWrittenConsent(lead.consent, lead.consentSource)
        ? 'no-consent'
        : null;
    const index = lead.rowNumber - 2;
    if (reason) results[index] = { index, status: 'blocked', reason, message: BLOCKED_MESSAGE[reason] };
    else passing.push(lead);
  });

  const hash = requestHash([campaignId, input]);
  const { body, replayed } = await idempotent(ctx, actor.keyId, idempotencyKey, hash, async (tx) => {
    const added = await addLeads(tx, campaignId, passing);
    for (const lead of passing) {
      const index = lead.rowNumber - 2;
      const found = added.get(lead.email.toLowerCase());
      results[index] = !found
        ? { index, status: 'invalid', message: 'The lead could not be saved' }
        : found.created
          ? { index, status: 'created', leadId: found.id, ...callability(lead) }
          : { index, status: 'duplicate', leadId: found.id };
    }
    const counts = { created: 0, duplicate: 0, invalid: 0, blocked: 0 };
    for (const r of results) counts[r.status] += 1;
    return { campaignId, counts, results };
  });
  if (!replayed && Math.random() < 0.01) void forgetOldIdempotencyKeys(ctx).catch(() => undefined);
  // The leads are saved whatever happens here: a failure to wake the run must not fail the answer.
  if (!replayed)
    await callSoon(ctx, campaignId, body).catch((err) =>
      ctx.logger.warn({ err, campaignId }, 'auto-dispatch: could not queue the enrolled leads'),
    );
  return body;
}

/** A created lead without a dialable number is said so, not left for the caller to discover. */
function callability(lead: TValidLead): Pick<TEnrolResult, 'callable' | 'reason' | 'message'> {
  if (leadPhoneE164(lead.phoneNumber)) return { callable: true };
  return lead.phoneNumber.trim()
    ? { callable: false, reason: 'invalid-phone', message: 'The phone number is not one that can be dialled' }
    : { callable: false, reason: 'no-phone', message: 'The lead has no phone number, so it will not be called' };
}

/**
 * Speed to lead, after the enrolment committed: a campaign calling new leads automatically gets
 * them enriched (their prompt) and its run woken; the run gives them the campaign's voice and
 * dials them as soon as they are ready.
 */
async function callSoon(ctx: AppContext, campaignId: string, body: TEnrolLeadsResponse): Promise<void> {
  const created = body.results.flatMap((r) => (r.status === 'created' && r.leadId ? [r.leadId] : []));
  if (created.length === 0 || !(await isAutoDispatch(ctx, campaignId))) return;
  await queueEnrichment(ctx, campaignId, created);
  await wakeAutoDispatch(ctx, campaignId);
}
