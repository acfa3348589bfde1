import type { TAdminLoginRequest, TAdminSession, TDevCredentials, TEmailAuthRequest } from '@common/auth/schemas';
import { ApiError, apiRequest, toApiError } from '@client/lib/api';

// Calls to better-auth (mounted at /api/auth) and to our admin session endpoints.

/** A sign-in either opens a session or asks for the second factor first. */
export type SignInResult = { twoFactor: false } | { twoFactor: true };

const signedIn = (body: { twoFactorRedirect?: boolean } | undefined): SignInResult =>
  body?.twoFactorRedirect ? { twoFactor: true } : { twoFactor: false };

export async function signInWithUsername(input: TAdminLoginRequest): Promise<SignInResult> {
  return signedIn(
    await apiRequest('POST', '/api/auth/sign-in/username', { username: input.username, password: input.password }),
  );
}

export async function signInWithEmail(input: TEmailAuthRequest): Promise<SignInResult> {
  return signedIn(
    await apiRequest('POST', '/api/auth/sign-in/email', { email: input.email, password: input.password }),
  );
}

export async function signUpWithEmail(input: TEmailAuthRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/sign-up/email', {
    email: input.email,
    password: input.password,
    name: input.email.split('@')[0],
  });
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
export async function getSignedInUser(): Promise<{ email: string; name: string; emailVerified: boolean } | null> {
  const body = await apiRequest<{ user?: { email: string; name: string; emailVerified: boolean } } | null>(
    'GET',
    '/api/auth/get-session',
  );
  return body?.user ?? null;
}

/** A new verification link (better-auth answers the same whether or not the address needs one). */
export async function resendVerification(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/send-verification-email', { email });
}

/** Mails a reset link when the address has an account; the answer never says which. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', { token, newPassword });
}

export type AdminSessionState =
  | { status: 'admin'; session: TAdminSession }
  | { status: 'unauthenticated' }
  | { status: 'forbidden' }
  /** An allow-listed address that has not followed its verification link yet. */
  | { status: 'unverified'; message: string };

/** The guard's question, answered by the server from the session cookie (never by localStorage). */
export async function getAdminSession(): Promise<AdminSessionState> {
  const res = await fetch('/api/admin/session', { credentials: 'include' });
  if (res.status === 401) return { status: 'unauthenticated' };
  if (res.status === 403) {
    const err = await toApiError(res);
    if (err.body?.details?.reason === 'EMAIL_NOT_VERIFIED')
      return { status: 'unverified', message: err.serverMessage ?? '' };
    return { status: 'forbidden' };
  }
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
