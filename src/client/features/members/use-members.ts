import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRole } from '@common/members/roles';
import type { TInvitation, TInviteMemberRequest, TMembersResponse } from '@common/members/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const MEMBERS_KEY = ['/api/admin/members'] as const;

export function useMembers() {
  return useQuery({
    queryKey: MEMBERS_KEY,
    queryFn: () => apiRequest<TMembersResponse>('GET', MEMBERS_KEY[0], undefined, NO_CACHE),
  });
}

export function useRefreshMembers() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: MEMBERS_KEY });
}

export const inviteMember = (body: TInviteMemberRequest) =>
  apiRequest<TInvitation>('POST', '/api/admin/members/invitations', body);
export const resendInvitation = (id: string) =>
  apiRequest<TInvitation>('POST', `/api/admin/members/invitations/${id}/resend`);
export const revokeInvitation = (id: string) => apiRequest('DELETE', `/api/admin/members/invitations/${id}`);
export const changeRole = (userId: string, role: TRole) =>
  apiRequest('PATCH', `/api/admin/members/${encodeURIComponent(userId)}`, { role });
export const removeMember = (userId: string) =>
  apiRequest('DELETE', `/api/admin/members/${encodeURIComponent(userId)}`);
