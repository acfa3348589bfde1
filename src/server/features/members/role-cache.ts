import type { TRole } from '@common/members/roles';

// Every admin request needs the member's role. Like the session (auth/session-cache.ts), it is
// remembered for a few seconds in this process; every change of a role or membership made here
// empties the cache at once, so a demotion or a removal holds on the very next request. Another
// web process on the same PostgreSQL may serve the old role for at most ROLE_CACHE_TTL_MS (its
// removed member's sessions are deleted in the database, so a removal still ends at once there).

export const ROLE_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;
const entries = new Map<string, { role: TRole | null; until: number }>();
let generation = 0;

export const roleGeneration = () => generation;

export function cachedRole(userId: string): TRole | null | undefined {
  const hit = entries.get(userId);
  if (!hit || hit.until < Date.now()) return undefined;
  return hit.role;
}

/** Kept only if no change happened since the lookup began (`generation` read before it). */
export function rememberRole(userId: string, role: TRole | null, since: number): void {
  if (since !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(userId, { role, until: Date.now() + ROLE_CACHE_TTL_MS });
}

export function forgetRoles(): void {
  generation++;
  entries.clear();
}
