import { createAccessControl } from 'better-auth/plugins/access';
import type { TApiKeyScope } from '@common/api-keys/schemas';

// Roles and what each may do, shared by the server (which enforces them) and the client (which
// hides or disables what a role may not do). better-auth's access-control statements are the
// vocabulary: a permission is `resource:action`.

const statements = {
  admin: ['read'],
  campaigns: ['run'],
  prompts: ['edit'],
  settings: ['edit'],
  keys: ['manage'],
  members: ['manage'],
  audit: ['read'],
  system: ['inspect'],
} as const;

export const ROLES = ['owner', 'admin', 'operator', 'prompter', 'viewer'] as const;
export type TRole = (typeof ROLES)[number];

export const ROLE_LABELS: Record<TRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  operator: 'Operator',
  prompter: 'Prompter',
  viewer: 'Viewer',
};

export type TPermission = {
  [R in keyof typeof statements]: `${R}:${(typeof statements)[R][number]}`;
}[keyof typeof statements];

export const PERMISSION_LABELS: Record<TPermission, string> = {
  'admin:read': 'read the admin area',
  'campaigns:run': 'run campaigns (import, enrich, dispatch, pause, bookings)',
  'prompts:edit': 'edit prompts, templates and experiments',
  'settings:edit': 'change settings, webhooks and do-not-call removals',
  'keys:manage': 'manage API keys',
  'members:manage': 'manage members and invitations',
  'audit:read': 'read the audit log',
  'system:inspect': 'inspect the system (environment, mail outbox)',
};

const ac = createAccessControl(statements);
const every = { admin: ['read'], campaigns: ['run'], prompts: ['edit'], settings: ['edit'] } as const;
const roles = {
  owner: ac.newRole({ ...every, keys: ['manage'], members: ['manage'], audit: ['read'], system: ['inspect'] }),
  admin: ac.newRole({ ...every, keys: ['manage'], audit: ['read'], system: ['inspect'] }),
  operator: ac.newRole({ admin: ['read'], campaigns: ['run'] }),
  prompter: ac.newRole({ admin: ['read'], prompts: ['edit'] }),
  viewer: ac.newRole({ admin: ['read'] }),
};

/** Whether `role` holds `permission`. */
export function roleCan(role: TRole, permission: TPermission): boolean {
  const [resource, action] = permission.split(':') as [keyof typeof statements, string];
  return roles[role].authorize({ [resource]: [action] } as never).success;
}

/** The permission an API key scope stands for: a key may never do more than its creator's role. */
export const SCOPE_PERMISSION: Record<TApiKeyScope, TPermission> = {
  'leads:write': 'campaigns:run',
  'calls:read': 'admin:read',
  'campaigns:read': 'admin:read',
  // Switching auto-dispatch starts or stops calling: what Dispatch Calls needs of a member.
  'campaigns:write': 'campaigns:run',
};

export const scopesAllowed = (role: TRole, scopes: readonly TApiKeyScope[]) =>
  scopes.every((s) => roleCan(role, SCOPE_PERMISSION[s]));

/** Why a control is disabled, in the words the 403 uses. */
export const lacksMessage = (role: TRole, permission: TPermission) =>
  `Your role (${ROLE_LABELS[role]}) may not ${PERMISSION_LABELS[permission]}`;
