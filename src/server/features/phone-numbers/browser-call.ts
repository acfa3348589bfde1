import { randomUUID } from 'node:crypto';
import { AppError } from '@common/errors';
import { PHONE_NUMBER_MSG } from '@common/phone-numbers/schemas';
import type { AppContext } from '../../context';
import { isFinished } from '../calls/apply-call-details';
import { getCall, type CallRow } from '../calls/get-call';
import { findPhoneNumber } from './phone-numbers.repo';

/** A call typed in the browser has no voice provider: its rows name this one. */
export const BROWSER_PROVIDER = 'browser';
export const browserCallId = () => `browser-${randomUUID()}`;

/**
 * The browser call `callId` to number `id`, still on the line: any other call (another number's,
 * a provider's) is not found, and one that has ended is refused in words the admin can act on.
 */
export async function openBrowserCall(ctx: AppContext, id: string, callId: string): Promise<CallRow> {
  const call = await endedOrOpenBrowserCall(ctx, id, callId);
  if (isFinished(call.status)) throw new AppError('CONFLICT', PHONE_NUMBER_MSG.callEnded);
  return call;
}

export async function endedOrOpenBrowserCall(ctx: AppContext, id: string, callId: string): Promise<CallRow> {
  const [number, call] = await Promise.all([findPhoneNumber(ctx.db, id), getCall(ctx.db, callId)]);
  if (!number) throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.notFound);
  const to = (call?.metadata as { to?: string } | undefined)?.to;
  if (!call || call.provider !== BROWSER_PROVIDER || to !== number.phoneNumber)
    throw new AppError('NOT_FOUND', PHONE_NUMBER_MSG.callNotFound);
  return call;
}
