import {
  ZAcceptInvitationRequest,
  ZAcceptInvitationResponse,
  ZChangeRoleRequest,
  ZInvitation,
  ZInvitationIdParams,
  ZInviteMemberRequest,
  ZMemberIdParams,
  ZMembersResponse,
  ZOk,
} from '@common/members/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { acceptInvitation } from './accept-invitation';
import { changeMemberRole } from './change-member-role';
import { inviteMember } from './invite-member';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';

// /admin/members/* needs "members:manage" (route-permissions.ts); accepting is public, the token is the proof.
export const memberRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'members'];
  app.get('/admin/members', { schema: { tags, response: { 200: ZMembersResponse } } }, () => listMembers(ctx));
  app.post(
    '/admin/members/invitations',
    {
      schema: { tags, summary: 'Invite a member by email', body: ZInviteMemberRequest, response: { 201: ZInvitation } },
    },
    async (req, reply) => reply.code(201).send(await inviteMember(ctx, req.adminUser!, req.body)),
  );
  app.post(
    '/admin/members/invitations/:id/resend',
    { schema: { tags, params: ZInvitationIdParams, response: { 200: ZInvitation } } },
    (req) => resendInvitation(ctx, req.adminUser!, req.params.id),
  );
  app.delete(
    '/admin/members/invitations/:id',
    { schema: { tags, params: ZInvitationIdParams, response: { 200: ZOk } } },
    (req) => revokeInvitation(ctx, req.params.id),
  );
  app.patch(
    '/admin/members/:userId',
    { schema: { tags, params: ZMemberIdParams, body: ZChangeRoleRequest, response: { 200: ZOk } } },
    async (req) => {
      req.auditChanges = await changeMemberRole(ctx, req.params.userId, req.body.role);
      return { ok: true as const };
    },
  );
  app.delete('/admin/members/:userId', { schema: { tags, params: ZMemberIdParams, response: { 200: ZOk } } }, (req) =>
    removeMember(ctx, req.adminUser!, req.params.userId),
  );
  app.post(
    '/invitations/accept',
    {
      schema: { tags: ['members'], body: ZAcceptInvitationRequest, response: { 200: ZAcceptInvitationResponse } },
      config: rateLimit(30, 15 * 60_000, 'Too many attempts to accept an invitation: wait a few minutes'),
    },
    async (req) => {
      const accepted = await acceptInvitation(ctx, req.body);
      req.auditSubject = accepted.email;
      return accepted;
    },
  );
};
