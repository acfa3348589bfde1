import type { TInvitation } from '@common/members/schemas';
import type { InvitationRow } from './members.repo';

export function toInvitationDto(row: InvitationRow, now: Date): TInvitation {
  const status = row.acceptedAt
    ? 'accepted'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt.getTime() <= now.getTime()
        ? 'expired'
        : 'pending';
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
