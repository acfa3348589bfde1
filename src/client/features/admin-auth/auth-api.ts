import type { TAdminLoginRequest, TAdminSession, TDevCredentials, TEmailAuthRequest } from '@common/auth/schemas';
import { ApiError, apiRequest, toApiError } from '@client/lib/api';

// Calls to better-auth (mounted at /api/auth) and to our admin session endpoints.

/** A sign-in either opens a session or asks for the second factor first. */
export type SignInResult = { twoFactor: false } | { twoFactor: true };

const signedIn = (body: { twoFactorRedirect?: boolean } | undefined): SignInResult => (body?.twoFactorRedirect ? { twoFactor: true } : { twoFactor: false });

export async function signInWithUsername(input: TAdminLoginRequest): Promise<SignInResult> {
  return signedIn(await apiRequest('POST', '/api/auth/sign-in/username', { username: input.username, password: input.password }));
}

export async function signInWithEmail(input: TEmailAuthRequest): Promise<SignInResult> {
  return signedIn(await apiRequest('POST', '/api/auth/sign-in/email', { email: input.email, password: input.password }));
}

export async function signUpWithEmail(input: TEmailAuthRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-up/email', { email: input.email, password: input.password, name: input.email.split('@')[0] });
}

/** Completes a sign-in that asked for a second factor: an authenticator code or a backup code. */
export async function verifySecondFactor(code: string): Promise<void> {
  const trimmed = code.trim();
  const path = /^\d{6}$/.test(trimmed) ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  await apiRequest('POST', path, { code: trimmed });
}

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-out', {});
}

/** Whoever is signed in, admin or not (better-auth's own session endpoint), or null. */
export async function getSignedInUser(): Promise<{ email: string; name: string } | null> {
  const body = await apiRequest<{ user?: { email: string; name: string } } | null>('GET', '/api/auth/get-session');
  return body?.user ?? null;
}

export type AdminSessionState = { status: 'admin'; session: TAdminSession } | { status: 'unauthenticated' } | { status: 'forbidden' };

/** The guard's question, answered by the server from the session cookie (never by localStorage). */
export async function getAdminSession(): Promise<AdminSessionState> {
  const res = await fetch('/api/admin/session', { credentials: 'include' });
  if (res.status === 401) return { status: 'unauthenticated' };
  if (res.status === 403) return { status: 'forbidden' };
  if (!res.ok) throw await toApiError(res);
  return { status: 'admin', session: (await res.json()) as TAdminSession };
}

/** Shown in the admin login footer; null when the server has none to show (ADMIN_PASSWORD set, production). */
export async function getDevCredentials(): Promise<TDevCredentials | null> {
  try {
    return await apiRequest<TDevCredentials>('GET', '/api/dev-credentials');
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export async function enableTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  return apiRequest('POST', '/api/auth/two-factor/enable', { password });
}

export async function confirmTwoFactor(code: string): Promise<void> {
  await apiRequest('POST', '/api/auth/two-factor/verify-totp', { code: code.trim() });
}

export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest('POST', '/api/auth/two-factor/disable', { password });
}
