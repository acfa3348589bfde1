import { ROLE_LABELS, type TRole } from '@common/members/roles';
import { INVITATION_TTL_DAYS } from '@common/members/schemas';
import type { AppContext } from '../../context';

/** The page that reads `token` from its address and asks for a name and a password. */
export const ACCEPT_PAGE = '/accept-invitation';

export function invitationMail(ctx: AppContext, email: string, role: TRole, token: string, inviter: string) {
  const url = new URL(ACCEPT_PAGE, ctx.publicUrl());
  url.searchParams.set('token', token);
  return {
    to: email,
    subject: 'You are invited to Callcraft',
    text: [
      'Hello,',
      '',
      `${inviter} invited you to run campaigns in Callcraft as ${ROLE_LABELS[role]}. Open this link to choose your name and password:`,
      '',
      url.toString(),
      '',
      `The link works once and expires after ${INVITATION_TTL_DAYS} days. If you did not expect it, ignore this email.`,
    ].join('\n'),
  };
}
