import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import { countLaunchesSince } from './trials.repo';

const DAY = 24 * 3600_000;

export const phoneLimitMessage = (limit: number) =>
  `This phone number has reached its limit of ${limit} trial calls today. Please try again tomorrow.`;
export const ipLimitMessage = (limit: number) =>
  `Too many trial calls from your network today (limit ${limit}). Please try again tomorrow.`;

/**
 * The abuse guard on trial calls: a phone number gets at most TRIAL_CALLS_PER_PHONE_PER_DAY
 * launches in 24 hours, a client address at most TRIAL_CALLS_PER_IP_PER_DAY. Nobody should be
 * able to use the wizard to ring someone else's phone over and over.
 */
export async function assertWithinTrialLimits(
  ctx: AppContext,
  db: DbOrTx,
  phoneNumber: string,
  ipAddress: string | null,
): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - DAY);
  const perPhone = ctx.env.TRIAL_CALLS_PER_PHONE_PER_DAY;
  if ((await countLaunchesSince(db, { phoneNumber }, since)) >= perPhone) {
    throw new AppError('RATE_LIMITED', phoneLimitMessage(perPhone), { limit: 'phone' });
  }
  if (!ipAddress) return;
  const perIp = ctx.env.TRIAL_CALLS_PER_IP_PER_DAY;
  if ((await countLaunchesSince(db, { ipAddress }, since)) >= perIp) {
    throw new AppError('RATE_LIMITED', ipLimitMessage(perIp), { limit: 'ip' });
  }
}
