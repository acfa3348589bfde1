// The admin-auth feature's public surface: pages compose these.
export { AdminLoginForm } from './admin-login-form';
export { EmailAuthForm } from './email-auth-form';
export { AdminGuard } from './admin-guard';
export { LogoutButton } from './logout-button';
export { SignInNotice } from './sign-in-notice';
export { TwoFactorSettings } from './two-factor-settings';
export { EmailVerifiedView } from './email-verified';
export { ResetPasswordView } from './reset-password';
