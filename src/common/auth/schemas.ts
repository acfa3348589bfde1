import { z } from 'zod';
import { text } from '../text/schemas';

// Admin access: the forms (react-hook-form + zodResolver) and the server use these same objects.

/** Spec §5: "Username is required" / "Password is required". */
export const ZAdminLoginRequest = z.object({
  username: text(200).trim().min(1, 'Username is required'),
  password: text(1024).min(1, 'Password is required'),
});
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

/** /login: email and password, both required (spec §2 "Email sign-in page"). */
export const ZEmailAuthRequest = z.object({
  email: text(320).trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: text(1024).min(1, 'Password is required'),
});
export type TEmailAuthRequest = z.infer<typeof ZEmailAuthRequest>;

/** A six-digit authenticator code, or a backup code (better-auth's are 10 characters with a dash). */
export const ZTwoFactorCode = z.object({
  code: text(32).trim().min(6, 'Enter the 6-digit code'),
});
export type TTwoFactorCode = z.infer<typeof ZTwoFactorCode>;

/** Password confirmation before enabling or disabling two-factor authentication. */
export const ZTwoFactorPassword = z.object({
  password: text(1024).min(1, 'Password is required'),
});
export type TTwoFactorPassword = z.infer<typeof ZTwoFactorPassword>;

/** GET /api/admin/session: who the server thinks is signed in (an admin, or the guard refused). */
export const ZAdminSession = z.object({
  user: z.object({
    id: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    name: z.string(),
    twoFactorEnabled: z.boolean(),
  }),
  expiresAt: z.string(),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;

/** GET /api/dev-credentials: only when NODE_ENV !== 'production' and ADMIN_PASSWORD is unset. */
export const ZDevCredentials = z.object({
  username: z.string(),
  password: z.string(),
});
export type TDevCredentials = z.infer<typeof ZDevCredentials>;

/** The fixed admin account's username (spec §6: "default admin credentials (username admin)"). */
export const ADMIN_USERNAME = 'admin';

/** Spec §4/§9: an admin session lasts 24 hours. */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
