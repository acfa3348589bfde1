import { z } from 'zod';
import { id, text } from '@common/text/schemas';
import { ROLES } from './roles';

// Members and invitations: one schema per request and response, shared by the Members tab's forms
// and the server routes.

export const INVITATION_TTL_DAYS = 7;
export const MEMBER_PASSWORD_MIN = 8;

export const ZRole = z.enum(ROLES);

export const ZInviteMemberRequest = z.object({
  email: text(254).trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  role: ZRole,
});
export type TInviteMemberRequest = z.infer<typeof ZInviteMemberRequest>;

export const ZAcceptInvitationRequest = z.object({
  token: text(200).min(1, 'The invitation link is incomplete'),
  name: text(200).trim().min(1, 'Name is required'),
  password: text(1024).min(MEMBER_PASSWORD_MIN, `Password must be at least ${MEMBER_PASSWORD_MIN} characters`),
});
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

export const ZChangeRoleRequest = z.object({ role: ZRole });

export const ZMemberIdParams = z.object({ userId: text(100).min(1) });
export const ZInvitationIdParams = z.object({ id: id() });

export const ZMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRole,
  /** The built-in `admin` account: it can be demoted but never removed. */
  builtIn: z.boolean(),
  since: z.string(),
});

export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: ZRole,
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZMembersResponse = z.object({ members: z.array(ZMember), invitations: z.array(ZInvitation) });
export type TMembersResponse = z.infer<typeof ZMembersResponse>;

export const ZAcceptInvitationResponse = z.object({ email: z.string() });
export const ZOk = z.object({ ok: z.literal(true) });
