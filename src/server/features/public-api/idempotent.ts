import { createHash } from 'node:crypto';
import { AppError } from '@common/errors';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/tx';
import {
  claimIdempotency,
  deleteIdempotencyBefore,
  findIdempotency,
  storeIdempotentResponse,
} from './idempotency.repo';

/** How long a first answer is kept for retries (Stripe keeps 24 hours too). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const requestHash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * Runs `work` once per (API key, Idempotency-Key): the claim, the work and its answer commit in one
 * transaction, so a retry (even 20 at once) answers the first answer and does nothing again; a
 * failure rolls the claim back with the work, so a retry after an error really retries. The same
 * Idempotency-Key with a different request is refused (422), as Stripe does.
 */
export async function idempotent<T>(
  ctx: AppContext,
  keyId: string,
  idempotencyKey: string | null,
  hash: string,
  work: (tx: DbOrTx) => Promise<T>,
): Promise<{ replayed: boolean; body: T }> {
  if (!idempotencyKey) return { replayed: false, body: await ctx.db.transaction((tx) => work(tx)) };
  return ctx.db.transaction(async (tx) => {
    if (!(await claimIdempotency(tx, keyId, idempotencyKey, hash))) {
      const first = await findIdempotency(tx, keyId, idempotencyKey);
      if (!first || first.response === null)
        throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed; retry shortly');
      if (first.requestHash !== hash)
        throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used with a different request');
      return { replayed: true, body: first.response as T };
    }
    const body = await work(tx);
    await storeIdempotentResponse(tx, keyId, idempotencyKey, 200, body);
    return { replayed: false, body };
  });
}

/** Drops answers past their time; called now and then by the enrolment, never on every request. */
export async function forgetOldIdempotencyKeys(ctx: AppContext): Promise<void> {
  await deleteIdempotencyBefore(ctx.db, new Date(ctx.clock.now().getTime() - IDEMPOTENCY_TTL_MS));
}
