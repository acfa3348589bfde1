import { AppError } from '@common/errors';
import { VERIFIED_FOR_MINUTES, VERIFY_MSG } from '@common/wizard/verification';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { bindAgentConfig, findApproval } from './phone-verifications.repo';

/**
 * The gate in front of every call placed for an anonymous visitor: this visitor
 * (signed cookie) must have proved, by a code, that they hold exactly this E.164 number within
 * VERIFIED_FOR_MINUTES. So whatever prompt the visitor wrote, the call reaches no one but them.
 * A number proved through the Sandbox (code shown on screen) proves nothing, so it unlocks only a
 * Sandbox call. Returns the verification id, recorded with the trial.
 */
export async function requireVerifiedNumber(
  ctx: AppContext,
  db: DbOrTx,
  check: { visitorId: string | null; phoneNumber: string; agentConfigId?: string },
): Promise<string> {
  if (!check.visitorId) throw new AppError('FORBIDDEN', VERIFY_MSG.notVerified, { reason: 'PHONE_NOT_VERIFIED' });
  const since = new Date(ctx.clock.now().getTime() - VERIFIED_FOR_MINUTES * 60_000);
  const approval = await findApproval(db, check.visitorId, check.phoneNumber, since);
  if (!approval) throw new AppError('FORBIDDEN', VERIFY_MSG.notVerified, { reason: 'PHONE_NOT_VERIFIED' });
  if (approval.mode === 'sandbox' && ctx.providers.voice.mode === 'live')
    throw new AppError('PROVIDER_UNAVAILABLE', VERIFY_MSG.sandboxOnly, { reason: 'SANDBOX_VERIFICATION' });
  if (check.agentConfigId) await bindAgentConfig(db, approval.id, check.agentConfigId);
  return approval.id;
}
