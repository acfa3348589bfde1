import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { startPolling } from '../calls/poll-call-status.job';
import { answerInboundCall } from './answer-inbound-call';
import { findPhoneNumber } from './phone-numbers.repo';

/**
 * POST /api/admin/phone-numbers/{id}/sandbox-calls: a Sandbox caller at `from` rings a Sandbox
 * number. It arrives as a provider's call does (answered through answerInboundCall, then polled
 * to its end), and the caller's lines follow the Sandbox number patterns.
 */
export async function placeSandboxInboundCall(ctx: AppContext, id: string, from: string): Promise<{ callId: string }> {
  const number = await findPhoneNumber(ctx.db, id);
  if (!number) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
  const sandbox = ctx.providers.sandboxVoice;
  if (number.provider !== sandbox.adapter || !sandbox.placeInboundCall)
    throw new AppError('CONFLICT', PHONE_NUMBER_MSG.notSandbox);
  if (!number.campaignId) throw new AppError('CONFLICT', PHONE_NUMBER_MSG.noCampaign);
  const { providerCallId } = await sandbox.placeInboundCall({ to: number.phoneNumber, from, metadata: {} });
  const answered = await answerInboundCall(ctx, {
    provider: sandbox.adapter,
    providerCallId,
    to: number.phoneNumber,
    from,
    mode: sandbox.mode,
  });
  await startPolling(ctx, answered.callId);
  return { callId: answered.callId };
}
