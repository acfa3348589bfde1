import { z } from 'zod';
import { ROLES } from '@common/members/roles';
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
/** Failed sign-ins for this admin's names before their last sign-in, until dismissed. */
export const ZSignInNotice = z.object({ failedAttempts: z.number().int(), slowedAttempts: z.number().int() });
export type TSignInNotice = z.infer<typeof ZSignInNotice>;

export const signInNoticeText = (n: TSignInNotice) =>
  `${n.failedAttempts} failed sign-in attempt${n.failedAttempts === 1 ? '' : 's'} for your account since your previous sign-in` +
  (n.slowedAttempts
    ? `; ${n.slowedAttempts} further attempt${n.slowedAttempts === 1 ? ' was' : 's were'} slowed down`
    : '') +
  '. Nobody else was locked out. If these were not you, change your password.';

export const ZAdminSession = z.object({
  user: z.object({
    id: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    name: z.string(),
    twoFactorEnabled: z.boolean(),
  }),
  expiresAt: z.string(),
  signInNotice: ZSignInNotice.nullable().optional(),
  /** What the member may do; the client hides or disables the rest. */
  role: z.enum(ROLES).optional(),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;

/** GET /api/dev-credentials: only when NODE_ENV !== 'production' and ADMIN_PASSWORD is unset. */
export const ZDevCredentials = z.object({
  username: z.string(),
  password: z.string(),
});
export type TDevCredentials = z.infer<typeof ZDevCredentials>;

/** 403 on every admin route for an allow-listed account whose address is not verified yet. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Verify your email address to use the admin area: open the link we sent you, or sign in at /login to get a new one.';

/** Account mail links: verification lasts 24 hours, a password reset 1 hour; each works once. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** At most one verification mail a minute (per address and per client). */
export const RESEND_INTERVAL_SECONDS = 60;

/** Sign-up, resend and recovery answers (the same whether or not the address has an account). */
export const ZEmailOnly = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254).email('Enter a valid email address'),
});
export type TEmailOnly = z.infer<typeof ZEmailOnly>;

/** A new password, chosen from a reset link (better-auth's default length rules: 8 to 128). */
export const ZNewPassword = z
  .object({
    password: z.string().min(8, 'Use at least 8 characters').max(128, 'Use at most 128 characters'),
    confirm: z.string().max(128),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
export type TNewPassword = z.infer<typeof ZNewPassword>;

/** The fixed admin account's username (spec §6: "default admin credentials (username admin)"). */
export const ADMIN_USERNAME = 'admin';

/** Spec §4/§9: an admin session lasts 24 hours. */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
