import { AppError } from '@common/errors';
import { checkPhone } from '@common/wizard/phone';
import type { TVoiceAgentTrialRequest } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../http/client-info';
import { requireVerifiedNumber } from '../phone-verification/require-verified-number';
import { insertTrial } from './trials.repo';

export type { ClientInfo };

/**
 * Records that a visitor verified a phone number on the Launch step (status 'verified'). The
 * status is the server's fact, not the browser's claim: the request is refused unless this
 * visitor proved the number with a code (phone-verification). The launch that follows picks this
 * trial up again (see launch-agent.ts), so the CRM shows one row per trial, not one per request.
 */
export async function createTrial(
  ctx: AppContext,
  input: TVoiceAgentTrialRequest,
  client: ClientInfo,
): Promise<{ id: string }> {
  const phone = checkPhone(input.phoneNumber, ctx.env.PHONE_DEFAULT_REGION);
  if (!phone.ok) throw new AppError('VALIDATION', phone.message);
  const verificationId = await requireVerifiedNumber(ctx, ctx.db, {
    visitorId: client.visitorId ?? null,
    phoneNumber: phone.e164,
  });
  const { id: agentConfigId, ...agentConfig } = input.agentConfig;
  const id = await insertTrial(ctx.db, {
    phoneNumber: phone.e164,
    phoneExtension: phone.extension,
    agentConfig,
    agentConfigId: agentConfigId ?? null,
    callStatus: 'verified',
    verificationId,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ipAddress: client.ipAddress,
  });
  return { id };
}
