import { AppError } from '@common/errors';
import { PHONE_CODE_MAX_TRIES, VERIFY_MSG, type TCheckPhoneVerificationResponse } from '@common/wizard/verification';
import type { AppContext } from '../../context';
import { findVerification, setVerificationStatus, takeAttempt } from './phone-verifications.repo';
import { messagingFailure } from './start-phone-verification';

/**
 * Checks the code the visitor typed. A try is taken in the database first (atomic, so at most
 * PHONE_CODE_MAX_TRIES are ever asked of the vendor), then the vendor answers approved, pending
 * (wrong code) or expired. An approval is recorded here: from now on "Phone Verified" is the
 * server's fact about this visitor and this number, whatever the browser sends later.
 */
export async function checkPhoneVerification(
  ctx: AppContext,
  input: { verificationId: string; code: string },
  visitorId: string,
): Promise<TCheckPhoneVerificationResponse> {
  const now = ctx.clock.now();
  const row = await takeAttempt(ctx.db, input.verificationId, visitorId, now, PHONE_CODE_MAX_TRIES);
  if (!row) throw refusal(await findVerification(ctx.db, input.verificationId), visitorId);
  if (row.adapter !== ctx.providers.messaging.adapter) {
    // The server was reconfigured since the code was sent: the new provider never saw it.
    await setVerificationStatus(ctx.db, row.id, 'expired', null);
    throw new AppError('CONFLICT', VERIFY_MSG.expired);
  }
  let answer: Awaited<ReturnType<typeof ctx.providers.messaging.checkVerification>>;
  try {
    answer = await ctx.providers.messaging.checkVerification(row.phoneNumber, input.code);
  } catch (err) {
    messagingFailure(err);
  }
  if (answer === 'approved') {
    const approved = await setVerificationStatus(ctx.db, row.id, 'approved', ctx.clock.now());
    return { verified: true, phoneNumber: approved.phoneNumber, verifiedAt: approved.verifiedAt!.toISOString() };
  }
  if (answer === 'expired') {
    await setVerificationStatus(ctx.db, row.id, 'expired', null);
    throw new AppError('CONFLICT', VERIFY_MSG.expired);
  }
  const left = PHONE_CODE_MAX_TRIES - row.attempts;
  if (left <= 0) {
    await setVerificationStatus(ctx.db, row.id, 'expired', null);
    throw new AppError('RATE_LIMITED', VERIFY_MSG.tooManyTries);
  }
  throw new AppError('VALIDATION', VERIFY_MSG.wrongCode(left), { triesLeft: left });
}

/** Why no try could be taken: unknown (or another visitor's), out of tries, timed out or used already. */
function refusal(row: Awaited<ReturnType<typeof findVerification>>, visitorId: string): AppError {
  if (!row || row.visitorId !== visitorId) return new AppError('NOT_FOUND', VERIFY_MSG.notFound);
  if (row.status !== 'approved' && row.attempts >= PHONE_CODE_MAX_TRIES)
    return new AppError('RATE_LIMITED', VERIFY_MSG.tooManyTries);
  return new AppError('CONFLICT', VERIFY_MSG.expired);
}
