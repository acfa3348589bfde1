import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import { AppError } from '@common/errors';
import { VERIFY_MSG } from '@common/wizard/verification';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import type { Env } from '../../env';
import { clientNetwork } from '../../http/client-network';
import { countHitInTransaction, currentCount } from '../limits/counters';
import { countAllSendsSince, countSendsSince, lockSendKeys, oldestSendSince } from './phone-verifications.repo';

// What a texted code may cost. Texts to far-away numbers are what pumping fraud sells, so only the
// product's own countries are texted. The per-network cap counts an IPv6 /64 as one client (as the
// burst limiter does): counting exact IPv6 addresses let one client send a code every few seconds.
// The per-number cap is an hour, so a stranger can hold a number up for an hour, not a day.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The per-network counter's key (rate_limit_counters): one 24-hour window from its first code. */
const networkKey = (network: string) => `phone-code:net:${network}`;

/** The countries codes may be texted to: PHONE_CODE_COUNTRIES, else the product's region alone. */
export const codeCountries = (env: Env): CountryCode[] =>
  (env.PHONE_CODE_COUNTRIES.length ? env.PHONE_CODE_COUNTRIES : [env.PHONE_DEFAULT_REGION]) as CountryCode[];

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function refuseOtherCountries(env: Env, region: CountryCode | null): void {
  const allowed = codeCountries(env);
  if (region && allowed.includes(region)) return;
  const places = allowed.map((c) => `${regionNames.of(c) ?? c} (+${getCountryCallingCode(c)})`).join(', ');
  throw new AppError('VALIDATION', VERIFY_MSG.country(places), { reason: 'country' });
}

/**
 * Checks every cap and counts the send against its network, in the caller's transaction (which
 * then inserts the code's row). Locks the number, the network and the site budget, in one order.
 */
export async function reserveSend(
  ctx: AppContext,
  tx: DbOrTx,
  send: { phoneNumber: string; ipAddress: string | null; now: Date },
): Promise<void> {
  const network = send.ipAddress ? clientNetwork(send.ipAddress) : null;
  await lockSendKeys(tx, [send.phoneNumber, network ? `net:${network}` : '', 'site']);
  const env = ctx.env;

  const hourAgo = new Date(send.now.getTime() - HOUR);
  if ((await countSendsSince(tx, { phoneNumber: send.phoneNumber }, hourAgo)) >= env.PHONE_CODES_PER_PHONE_PER_HOUR) {
    const oldest = (await oldestSendSince(tx, send.phoneNumber, hourAgo)) ?? send.now;
    const minutes = Math.max(1, Math.ceil((oldest.getTime() + HOUR - send.now.getTime()) / 60_000));
    throw new AppError('RATE_LIMITED', VERIFY_MSG.perPhone(env.PHONE_CODES_PER_PHONE_PER_HOUR, minutes), {
      limit: 'phone',
    });
  }
  if (network && ((await currentCount({ db: tx }, networkKey(network)))?.count ?? 0) >= env.PHONE_CODES_PER_IP_PER_DAY)
    throw new AppError('RATE_LIMITED', VERIFY_MSG.perIp(env.PHONE_CODES_PER_IP_PER_DAY), { limit: 'ip' });
  if ((await countAllSendsSince(tx, new Date(send.now.getTime() - DAY))) >= env.PHONE_CODES_PER_DAY) {
    ctx.logger.error({ budget: env.PHONE_CODES_PER_DAY }, 'texted codes: the daily budget is spent');
    throw new AppError('RATE_LIMITED', VERIFY_MSG.siteBudget, { limit: 'site' });
  }
  if (network) await countHitInTransaction(tx, networkKey(network), DAY);
}
