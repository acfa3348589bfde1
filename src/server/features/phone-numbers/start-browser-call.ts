import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG, type TBrowserCallResponse } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { pickEngine } from '../conversations/pick-engine';
import { answerInboundCall } from './answer-inbound-call';
import { BROWSER_PROVIDER, browserCallId } from './browser-call';
import { BROWSER_CALL_MAX_MINUTES, endBrowserCallJob } from './end-browser-call.job';
import { findPhoneNumber } from './phone-numbers.repo';

/**
 * POST /api/admin/phone-numbers/{id}/browser-calls: the admin rings the number from the browser as
 * the caller at `from`. It is answered as a provider's call is (answerInboundCall: the one
 * resolution query, the inbound call row, the greeting with the caller's context), so any number
 * with a campaign can be tried, whatever its provider; the caller's lines are then typed.
 */
export async function startBrowserCall(ctx: AppContext, id: string, from: string): Promise<TBrowserCallResponse> {
  const number = await findPhoneNumber(ctx.db, id);
  if (!number) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
  if (!number.campaignId) throw new AppError('CONFLICT', PHONE_NUMBER_MSG.noCampaign);
  const mode = pickEngine(ctx).mode;
  const answered = await answerInboundCall(ctx, {
    provider: BROWSER_PROVIDER,
    providerCallId: browserCallId(),
    to: number.phoneNumber,
    from,
    mode,
  });
  // A tab closed mid-call never says goodbye: the call hangs up at its time limit all the same.
  await ctx.jobs.send(
    endBrowserCallJob,
    { numberId: id, callId: answered.callId },
    { singletonKey: answered.callId, startAfterSeconds: BROWSER_CALL_MAX_MINUTES * 60 },
  );
  return { callId: answered.callId, conversationId: answered.conversationId, greeting: answered.greeting, mode };
}
