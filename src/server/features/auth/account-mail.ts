import type { AppContext } from '../../context';

// The account mails (plain text, so the Sandbox outbox shows exactly what a recipient reads).
// Links point at our own API paths; better-auth checks the tokens, and the pages it redirects to
// (/email-verified, /reset-password) are fixed here rather than taken from the request.

export const VERIFIED_PAGE = '/email-verified';
export const RESET_PAGE = '/reset-password';

interface Recipient {
  email: string;
}

/** better-auth's verify link with our landing page as its callback (success and failure alike). */
export function verificationLink(ctx: AppContext, token: string): string {
  const url = new URL('/api/auth/verify-email', ctx.publicUrl());
  url.searchParams.set('token', token);
  url.searchParams.set('callbackURL', VERIFIED_PAGE);
  return url.toString();
}

export function resetLink(ctx: AppContext, token: string): string {
  const url = new URL(`/api/auth/reset-password/${encodeURIComponent(token)}`, ctx.publicUrl());
  url.searchParams.set('callbackURL', RESET_PAGE);
  return url.toString();
}

export function verificationMail(ctx: AppContext, user: Recipient, token: string) {
  return {
    to: user.email,
    subject: 'Verify your email address for Callcraft',
    text: [
      'Hello,',
      '',
      `Someone (we hope you) created a Callcraft account for ${user.email}. Open this link to verify the address:`,
      '',
      verificationLink(ctx, token),
      '',
      'The link works once and expires after 24 hours. If you did not sign up, ignore this email: nothing happens without the link.',
    ].join('\n'),
  };
}

export function resetMail(ctx: AppContext, user: Recipient, token: string) {
  return {
    to: user.email,
    subject: 'Reset your Callcraft password',
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of the Callcraft account for ${user.email}. Open this link to choose a new one:`,
      '',
      resetLink(ctx, token),
      '',
      'The link works once and expires after 1 hour. Setting a new password signs the account out everywhere else.',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/** Sign-up with an address that already has an account: the answer looks like a new sign-up, the owner is told. */
export function existingAccountMail(ctx: AppContext, user: Recipient) {
  const login = new URL('/login', ctx.publicUrl()).toString();
  return {
    to: user.email,
    subject: 'Someone tried to create a Callcraft account with your address',
    text: [
      'Hello,',
      '',
      `Someone tried to sign up at Callcraft as ${user.email}. This address already has an account, so nothing was changed.`,
      '',
      `If it was you, sign in here (use "Forgot password?" there if you no longer know your password):`,
      '',
      login,
      '',
      'If it was not you, you can ignore this email.',
    ].join('\n'),
  };
}

/**
 * Hands a mail to the provider without making the HTTP answer wait for it: a slow or failing SMTP
 * server must not tell an observer (by timing or by error) whether an address has an account.
 */
export function sendInBackground(ctx: AppContext, mail: { to: string; subject: string; text: string }): Promise<void> {
  return ctx.providers.mail.send(mail).catch((err) => {
    ctx.logger.error({ err, subject: mail.subject }, 'account mail could not be sent');
  });
}
