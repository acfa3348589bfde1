import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ZEmailAuthRequest, type TEmailAuthRequest } from '@common/auth/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { toast } from '@client/lib/use-toast';
import { getSignedInUser, requestPasswordReset, signInWithEmail, signUpWithEmail } from './auth-api';
import { CheckEmail } from './check-email';
import { EmailRequestForm } from './email-request-form';
import { MSG } from './messages';
import { TwoFactorStep } from './two-factor-step';
import { useResetAdminCache } from './use-admin-session';
import { classifyFailure, useSignInFlow } from './use-sign-in-flow';

type Mode = 'sign-in' | 'sign-up' | 'forgot';

/**
 * /login (spec §2): email and password, sign-in or sign-up, plus "Forgot password?". Signing up
 * mails a verification link and opens no session; only the server decides whether an account may
 * use the admin area (ADMIN_EMAILS / ADMIN_EMAIL_DOMAINS, and only once its address is verified).
 */
export function EmailAuthForm() {
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>(() =>
    new URLSearchParams(window.location.search).has('forgot') ? 'forgot' : 'sign-in',
  );
  const [checkEmail, setCheckEmail] = useState<{ email: string; justSent: boolean } | null>(null);
  const resetCache = useResetAdminCache();
  const current = useQuery({ queryKey: ['signed-in-user'], queryFn: getSignedInUser, staleTime: 0, gcTime: 0 });
  const form = useForm<TEmailAuthRequest>({
    resolver: zodResolver(ZEmailAuthRequest),
    defaultValues: { email: '', password: '' },
  });

  // Spec: a user already signed in is sent to /admin; one whose address is unverified is asked to verify it first.
  useEffect(() => {
    if (!current.data) return;
    if (current.data.emailVerified) navigate('/admin', { replace: true });
    else setCheckEmail({ email: current.data.email, justSent: false });
  }, [current.data, navigate]);

  const [signingUp, setSigningUp] = useState(false);
  const showFailure = (err: unknown) => {
    const { message } = classifyFailure(err);
    toast({
      title: MSG.authError,
      description: message ?? (err instanceof Error ? err.message : 'Something went wrong'),
      variant: 'destructive',
    });
  };

  const signedIn = async () => {
    resetCache();
    const user = await getSignedInUser().catch(() => null);
    if (user && !user.emailVerified) return setCheckEmail({ email: user.email, justSent: false });
    toast({ title: MSG.success, description: MSG.loggedIn });
    navigate('/admin');
  };

  const flow = useSignInFlow({
    onDone: () => void signedIn(),
    onFailure: (err) => showFailure(err),
  });

  const submit = (v: TEmailAuthRequest) => {
    if (mode !== 'sign-up') return flow.submit(() => signInWithEmail(v));
    // Sign-up opens no session: the answer is the same for a new and a taken address (the owner
    // of a taken one gets a mail instead), and the next step is the link in the mailbox.
    setSigningUp(true);
    return signUpWithEmail(v)
      .then(() => {
        toast({ title: MSG.success, description: MSG.accountCreated });
        setCheckEmail({ email: v.email.trim(), justSent: true });
      })
      .catch(showFailure)
      .finally(() => setSigningUp(false));
  };
  const errors = form.formState.errors;
  const busy = flow.busy || signingUp;
  return (
    <div className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">{MSG.emailTitle}</CardTitle>
          <CardDescription>
            {mode === 'sign-in' ? MSG.signInMode : mode === 'sign-up' ? MSG.signUpMode : MSG.forgotTitle}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {checkEmail ? (
            <CheckEmail
              email={checkEmail.email}
              justSent={checkEmail.justSent}
              onBack={() => {
                setCheckEmail(null);
                setMode('sign-in');
              }}
            />
          ) : mode === 'forgot' ? (
            <div className="grid gap-4">
              <p className="text-sm text-muted-foreground">{MSG.forgotText}</p>
              <EmailRequestForm
                label={MSG.sendResetLink}
                defaultEmail={form.getValues('email')}
                confirmation={MSG.resetSent}
                send={requestPasswordReset}
              />
              <Button variant="link" onClick={() => setMode('sign-in')}>
                {MSG.backToSignIn}
              </Button>
            </div>
          ) : flow.needsCode ? (
            <TwoFactorStep busy={busy} onSubmit={flow.submitCode} onCancel={flow.cancelCode} />
          ) : (
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
              <div className="grid gap-2">
                <Label htmlFor="email">Email</Label>
                <Input
                  id="email"
                  type="email"
                  autoComplete="email"
                  required
                  disabled={busy}
                  aria-invalid={errors.email ? true : undefined}
                  aria-describedby={errors.email ? 'email-error' : undefined}
                  {...form.register('email')}
                />
                <FieldError id="email-error" message={errors.email?.message} />
              </div>
              <div className="grid gap-2">
                <div className="flex items-center justify-between">
                  <Label htmlFor="password">Password</Label>
                  {mode === 'sign-in' && (
                    <Button
                      type="button"
                      variant="link"
                      className="h-auto p-0 text-sm"
                      disabled={busy}
                      onClick={() => setMode('forgot')}
                    >
                      {MSG.forgotPassword}
                    </Button>
                  )}
                </div>
                <Input
                  id="password"
                  type="password"
                  autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
                  required
                  disabled={busy}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={errors.password ? 'password-error' : undefined}
                  {...form.register('password')}
                />
                <FieldError id="password-error" message={errors.password?.message} />
              </div>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? MSG.processing : mode === 'sign-in' ? MSG.signIn : MSG.signUp}
              </Button>
              <Button
                type="button"
                variant="link"
                disabled={busy}
                onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
              >
                {mode === 'sign-in' ? MSG.toSignUp : MSG.toSignIn}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
