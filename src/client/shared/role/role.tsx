import { createContext, useContext, type ReactNode } from 'react';
import { lacksMessage, roleCan, type TPermission, type TRole } from '@common/members/roles';

// The signed-in member's role, for hiding or disabling what it may not do. The server enforces
// the same table regardless; this only spares the member a control that would answer 403.
// Without a provider (unit tests of single features) everything is allowed, as before roles.

const RoleContext = createContext<TRole>('owner');

export function RoleProvider({ role, children }: { role: TRole; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export const useRole = () => useContext(RoleContext);

/** Whether the member may, and if not, the sentence that says why (shown beside the control). */
export function useCan(permission: TPermission): { allowed: boolean; reason?: string } {
  const role = useRole();
  return roleCan(role, permission) ? { allowed: true } : { allowed: false, reason: lacksMessage(role, permission) };
}

/** The reason a control is disabled, as a note under it (nothing when allowed). */
export function LacksNote({ permission }: { permission: TPermission }) {
  const { reason } = useCan(permission);
  return reason ? (
    <p className="w-full text-sm text-muted-foreground" data-testid="role-note">
      {reason}.
    </p>
  ) : null;
}
