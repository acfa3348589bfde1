import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import { clientNetwork } from '../../http/client-network';
import { countHit } from './counters';

const DAY = 24 * 3600_000;

export interface DailyAllowance {
  /** Counter name, e.g. "prompt". */
  kind: string;
  /** What one unit is, for the message: "prompt generations". */
  label: string;
  perNetwork: number;
  site: number;
}

/** The whole site's counter of one kind of work (Diagnostics reads it). */
export const siteCounterKey = (kind: string) => `daily:${kind}:site`;

const hoursUntil = (at: Date) => Math.max(1, Math.ceil((at.getTime() - Date.now()) / 3600_000));
const inHours = (h: number) => `${h} ${h === 1 ? 'hour' : 'hours'}`;

/**
 * Counts one unit of anonymous expensive work (an LLM call, a website analysis, a stored
 * configuration) against the client network's daily allowance (an IPv4 address or an IPv6 /64)
 * and the whole site's, in the shared counters table, so the per-minute burst limits can't add up
 * to tens of thousands a day. Refused: 429 saying when to come back. A network refused is not
 * counted against the site.
 */
export async function spendDailyAllowance(ctx: AppContext, ip: string, allowance: DailyAllowance): Promise<void> {
  const network = await countHit(ctx, `daily:${allowance.kind}:net:${clientNetwork(ip)}`, DAY);
  if (network.count > allowance.perNetwork)
    throw new AppError(
      'RATE_LIMITED',
      `Your network has reached today's limit of ${allowance.perNetwork} ${allowance.label}. Please try again in ${inHours(hoursUntil(network.expiresAt))}.`,
      { limit: 'network' },
    );
  const site = await countHit(ctx, siteCounterKey(allowance.kind), DAY);
  if (site.count > allowance.site) {
    ctx.logger.error({ kind: allowance.kind, budget: allowance.site }, 'daily budget spent');
    throw new AppError(
      'RATE_LIMITED',
      `This service has reached today's limit of ${allowance.label}. Please try again in ${inHours(hoursUntil(site.expiresAt))}.`,
      { limit: 'site' },
    );
  }
}
