// The spec's exact texts (admin-area.md §2 and §8), in one place.
export const MSG = {
  adminTitle: 'Admin Access',
  adminSubtitle: 'Enter your credentials to access the admin dashboard',
  loginCard: 'Login',
  usernamePlaceholder: 'Enter username',
  passwordPlaceholder: 'Enter password',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  loginFailed: 'Login Failed',
  invalidCredentials: 'Invalid username or password',
  loginError: 'Login Error',
  loginErrorText: 'An error occurred during login',
  loginSuccess: 'Login Successful',
  loginSuccessText: 'Welcome to the admin dashboard',

  emailTitle: 'Inbound AI Voice Assistant',
  signInMode: 'Sign in to admin dashboard',
  signUpMode: 'Create an admin account',
  toSignUp: 'Need an account? Sign up',
  toSignIn: 'Already have an account? Sign in',
  signUp: 'Sign Up',
  processing: 'Processing...',
  authError: 'Authentication Error',
  success: 'Success',
  accountCreated: 'Account created successfully!',
  loggedIn: 'Logged in successfully!',

  // Verification and recovery: not in the spec, which only lists the backend calls.
  checkEmailTitle: 'Check your email',
  checkEmailText: (email: string) =>
    `We sent a verification link to ${email}. Open it to verify your address: it works once and expires after 24 hours. Admin access starts once the address is verified.`,
  resend: 'Resend email',
  resent: 'A new verification email is on its way.',
  forgotPassword: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotText: 'Enter the email address of your account. If it has one, we send it a link to choose a new password.',
  sendResetLink: 'Send reset link',
  resetSent: (email: string) =>
    `If ${email} has an account, a reset link is on its way. It works once and expires after 1 hour.`,
  backToSignIn: 'Back to sign in',
} as const;
