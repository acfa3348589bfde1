import { AppError } from '@common/errors';
import { checkPhone } from '@common/wizard/phone';
import { PHONE_CODE_TTL_MINUTES, type TStartPhoneVerificationResponse } from '@common/wizard/verification';
import type { AppContext } from '../../context';
import { MessagingError } from '../../providers/messaging/types';
import type { ClientInfo } from '../../http/client-info';
import { insertVerification, setVerificationStatus } from './phone-verifications.repo';
import { refuseOtherCountries, reserveSend } from './send-caps';

/** A vendor refusal in the visitor's words: too many codes is a 429, a number it can't text a 400. */
export function messagingFailure(err: unknown): never {
  if (err instanceof MessagingError) {
    const code =
      err.reason === 'rate-limited'
        ? 'RATE_LIMITED'
        : err.reason === 'invalid-number'
          ? 'VALIDATION'
          : 'PROVIDER_UNAVAILABLE';
    throw new AppError(code, err.message, { reason: err.reason });
  }
  throw err;
}

/**
 * The Launch step's Verify: texts a one-time code to the number through the messaging provider
 * (the Sandbox answers the code, to be shown on screen labelled Sandbox). Each code sent is a row
 * bound to this visitor's signed cookie and the E.164 number. Every text costs the operator money,
 * so only numbers of the allowed countries are texted, and sends are capped per number an hour,
 * per client network a day and for the whole site a day (send-caps.ts), under locks so parallel
 * requests can't pass the caps.
 */
export async function startPhoneVerification(
  ctx: AppContext,
  phoneNumber: string,
  client: ClientInfo & { visitorId: string },
): Promise<TStartPhoneVerificationResponse> {
  const phone = checkPhone(phoneNumber, ctx.env.PHONE_DEFAULT_REGION);
  if (!phone.ok) throw new AppError('VALIDATION', phone.message);
  refuseOtherCountries(ctx.env, phone.region);
  const messaging = ctx.providers.messaging;
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await reserveSend(ctx, tx, { phoneNumber: phone.e164, ipAddress: client.ipAddress, now });
    return insertVerification(tx, {
      visitorId: client.visitorId,
      phoneNumber: phone.e164,
      mode: messaging.mode,
      adapter: messaging.adapter,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
    });
  });
  // Sent after the row commits: a refused send keeps its row (it still counts against the caps,
  // as the vendor's own attempt did) but can never be checked.
  let sandboxCode: string | undefined;
  try {
    ({ sandboxCode } = await messaging.startVerification(phone.e164));
  } catch (err) {
    await setVerificationStatus(ctx.db, row.id, 'expired', null);
    messagingFailure(err);
  }
  return {
    verificationId: row.id,
    phoneNumber: phone.e164,
    mode: messaging.mode,
    ...(sandboxCode ? { sandboxCode } : {}),
    expiresAt: row.expiresAt.toISOString(),
  };
}
