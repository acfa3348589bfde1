import { AppError } from '@common/errors';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../../context';
import { findSession } from './find-session';
import { accountNames } from './get-admin-session';
import { dismissSignInNotice as dismiss } from './sign-in-lock';

/** The admin has read the failed-sign-in notice: it is not shown again (until new failures). */
export async function dismissSignInNotice(ctx: AppContext, headers: IncomingHttpHeaders): Promise<void> {
  const found = await findSession(ctx, headers);
  if (!found) throw new AppError('UNAUTHENTICATED', 'Sign in as an admin to continue');
  await dismiss(ctx, accountNames(found.user));
}
