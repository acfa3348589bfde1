import type { TCallCompletedData } from '@common/webhooks/events';
import type { TWebhookMode } from '@common/webhooks/schemas';
import type { DbOrTx } from '../../db/tx';
import { emitWebhookEvent } from './emit-webhook-event';

/** A finished call as the call.completed event needs it (the calls feature's row, in plain fields). */
export type FinishedCallFacts = Omit<TCallCompletedData, 'disposition' | 'fields' | 'reader' | 'templateVersion'>;

/**
 * The call.finished handler of webhooks: one `call.completed` per call, with the call's reading when
 * it has one (campaign calls; trial calls carry nulls). Keyed by the call: a redelivered event
 * sends nothing twice. A test's call (a test run's attempt, the test page) is `test`: not sent.
 */
export async function emitCallCompleted(
  db: DbOrTx,
  call: FinishedCallFacts,
  reading: Pick<TCallCompletedData, 'disposition' | 'fields' | 'reader' | 'templateVersion'> | null,
  mode: TWebhookMode,
): Promise<void> {
  await emitWebhookEvent(
    db,
    'call.completed',
    { ...call, disposition: null, fields: null, reader: null, templateVersion: null, ...reading },
    { key: `call.completed:${call.callId}`, mode },
  );
}
