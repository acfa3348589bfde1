import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@common/members/schemas';

/** 32 random bytes; only the hash is stored, so a database reader can't accept an invitation. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);
