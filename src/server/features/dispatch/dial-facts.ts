import type { DialFacts } from '@common/dispatch/classify-lead';
import { isWrittenConsent } from '@common/dispatch/consent';
import { resolveCalleePlace } from './callee-place';
import type { DialRow } from './dispatch.repo';

/**
 * The facts the pure decision (classifyLead) takes, from one row of the dispatch query: where the
 * callee is (resolved from the lead's columns and number), the two lists, consent, the calls of
 * the last 24 hours (this campaign's and the other campaigns'). The preview and the claim build them the same way.
 */
export function dialFactsOf(
  row: Pick<
    DialRow,
    | 'timezone'
    | 'region'
    | 'postalCode'
    | 'phoneE164'
    | 'consent'
    | 'consentSource'
    | 'onDoNotCall'
    | 'onRegistry'
    | 'callsLast24h'
    | 'firstCallLast24h'
    | 'otherCampaignCalls24h'
    | 'firstOtherCampaignCall24h'
  >,
  /** Calls a day to one number from the other campaigns before a campaign holds it (null: no cap). */
  crossCampaignCap: number | null,
  /** The campaign's scheduled start (null: none, or a test run, which ignores the schedule). */
  notBefore: Date | null = null,
): DialFacts {
  return {
    place: resolveCalleePlace(row),
    onDoNotCall: Boolean(row.onDoNotCall),
    onRegistry: Boolean(row.onRegistry),
    writtenConsent: isWrittenConsent(row.consent, row.consentSource),
    callsLast24h: Number(row.callsLast24h ?? 0),
    firstCallLast24h: row.firstCallLast24h ? new Date(row.firstCallLast24h) : null,
    otherCampaigns: {
      cap: crossCampaignCap,
      calls24h: Number(row.otherCampaignCalls24h ?? 0),
      firstCall24h: row.firstOtherCampaignCall24h ? new Date(row.firstOtherCampaignCall24h) : null,
    },
    notBefore,
  };
}

/** The cross-campaign cap from the environment: 0 turns it off. */
export function crossCampaignCap(env: { CROSS_CAMPAIGN_CALLS_PER_DAY: number }): number | null {
  return env.CROSS_CAMPAIGN_CALLS_PER_DAY > 0 ? env.CROSS_CAMPAIGN_CALLS_PER_DAY : null;
}
