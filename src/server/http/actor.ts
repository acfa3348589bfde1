import type { TApiKeyScope } from '@common/api-keys/schemas';
import type { AdminUser } from './types';

/**
 * Who a request acts as: a signed-in admin (browser session) or an API key with its scopes. Routes
 * receive this one type, so roles and permissions can later be decided from it in one place.
 */
export type Actor =
  | { kind: 'admin'; user: AdminUser }
  | { kind: 'api-key'; keyId: string; name: string; scopes: readonly TApiKeyScope[]; createdBy: string | null };

export const adminActor = (user: AdminUser): Actor => ({ kind: 'admin', user });
