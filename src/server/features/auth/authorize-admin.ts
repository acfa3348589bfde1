import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AdminCheck } from '../../http/admin-guard';

/**
 * Decides whether a request comes from a signed-in admin. Until sessions exist (the Admin access
 * issue), nobody is: every protected route answers 401.
 */
export async function authorizeAdmin(_ctx: AppContext, _request: FastifyRequest): Promise<AdminCheck> {
  return { status: 'unauthenticated' };
}
