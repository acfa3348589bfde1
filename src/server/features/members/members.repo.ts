import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TRole } from '@common/members/roles';
import type { DbOrTx } from '../../db/tx';
import { teamInvitations, teamMembers } from '../../db/schema';
import { forgetRoles } from './role-cache';

// The only file touching team_members and team_invitations. Every write of a role forgets the
// remembered roles (role-cache.ts), so it can't be forgotten by a new use-case.

export type MemberRow = typeof teamMembers.$inferSelect & { role: TRole };
export type InvitationRow = typeof teamInvitations.$inferSelect & { role: TRole };

export async function findMember(db: DbOrTx, userId: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.userId, userId)).limit(1);
  return (row as MemberRow | undefined) ?? null;
}

export async function listMemberRows(db: DbOrTx): Promise<MemberRow[]> {
  return (await db.select().from(teamMembers).orderBy(teamMembers.createdAt)) as MemberRow[];
}

export async function countMemberRows(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamMembers);
  return Number(row?.n ?? 0);
}

/** Adds the member, or sets the role of an existing one. */
export async function upsertMember(db: DbOrTx, row: { userId: string; role: TRole; invitedBy: string | null }) {
  await db
    .insert(teamMembers)
    .values(row)
    .onConflictDoUpdate({ target: teamMembers.userId, set: { role: row.role } });
  forgetRoles();
}

/** Adds the member only when it has no row yet (the built-in admin's first boot). */
export async function insertMemberIfAbsent(db: DbOrTx, row: { userId: string; role: TRole }) {
  await db.insert(teamMembers).values(row).onConflictDoNothing();
  forgetRoles();
}

export async function setMemberRole(db: DbOrTx, userId: string, role: TRole): Promise<void> {
  await db.update(teamMembers).set({ role }).where(eq(teamMembers.userId, userId));
  forgetRoles();
}

export async function deleteMember(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(teamMembers).where(eq(teamMembers.userId, userId));
  forgetRoles();
}

/** Owners, counted under a lock so two demotions at once can't both see "another owner left". */
export async function countOwnersForUpdate(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.role, 'owner'))
    .for('update');
  return rows.length;
}

export async function insertInvitation(
  db: DbOrTx,
  row: Pick<InvitationRow, 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
): Promise<InvitationRow> {
  const [created] = await db.insert(teamInvitations).values(row).returning();
  return created as InvitationRow;
}

export async function findInvitationByHash(db: DbOrTx, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash)).limit(1);
  return (row as InvitationRow | undefined) ?? null;
}

export async function findInvitation(db: DbOrTx, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.id, id)).limit(1);
  return (row as InvitationRow | undefined) ?? null;
}

/** Invitations still open or closed recently enough to show, newest first. */
export async function listInvitationRows(db: DbOrTx, limit: number): Promise<InvitationRow[]> {
  return (await db
    .select()
    .from(teamInvitations)
    .orderBy(desc(teamInvitations.createdAt))
    .limit(limit)) as InvitationRow[];
}

/** Marks it accepted only if nobody did first: the same token can't make two accounts. */
export async function markAccepted(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ acceptedAt: at })
    .where(
      and(
        eq(teamInvitations.id, id),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, at),
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

export async function markRevoked(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ revokedAt: at })
    .where(and(eq(teamInvitations.id, id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** A resend issues a new token (the old link stops working) and a new expiry. */
export async function renewInvitation(db: DbOrTx, id: string, tokenHash: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ tokenHash, expiresAt })
    .where(and(eq(teamInvitations.id, id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}
