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
import { getSignedInUser, signInWithEmail, signUpWithEmail } from './auth-api';
import { MSG } from './messages';
import { TwoFactorStep } from './two-factor-step';
import { useResetAdminCache } from './use-admin-session';
import { classifyFailure, useSignInFlow } from './use-sign-in-flow';

type Mode = 'sign-in' | 'sign-up';

/**
 * /login (spec §2): email and password, sign-in or sign-up. Signing up creates an account; only
 * the server decides whether it may use the admin area (ADMIN_EMAILS / ADMIN_EMAIL_DOMAINS).
 */
export function EmailAuthForm() {
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<Mode>('sign-in');
  const resetCache = useResetAdminCache();
  const current = useQuery({ queryKey: ['signed-in-user'], queryFn: getSignedInUser, staleTime: 0, gcTime: 0 });
  const form = useForm<TEmailAuthRequest>({ resolver: zodResolver(ZEmailAuthRequest), defaultValues: { email: '', password: '' } });

  // Spec: a user already signed in is sent to /admin.
  useEffect(() => {
    if (current.data) navigate('/admin', { replace: true });
  }, [current.data, navigate]);

  const flow = useSignInFlow({
    onDone: () => {
      resetCache();
      toast({ title: MSG.success, description: mode === 'sign-up' ? MSG.accountCreated : MSG.loggedIn });
      navigate('/admin');
    },
    onFailure: (err) => {
      const { message } = classifyFailure(err);
      toast({ title: MSG.authError, description: message ?? (err instanceof Error ? err.message : 'Something went wrong'), variant: 'destructive' });
    },
  });

  const submit = (v: TEmailAuthRequest) => flow.submit(() => (mode === 'sign-up' ? signUpWithEmail(v) : signInWithEmail(v)));
  const errors = form.formState.errors;
  const busy = flow.busy;
  return (
    <div className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">{MSG.emailTitle}</CardTitle>
          <CardDescription>{mode === 'sign-in' ? MSG.signInMode : MSG.signUpMode}</CardDescription>
        </CardHeader>
        <CardContent>
          {flow.needsCode ? (
            <TwoFactorStep busy={busy} onSubmit={flow.submitCode} onCancel={flow.cancelCode} />
          ) : (
            <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
              <div className="grid gap-2">
                <Label htmlFor="email">Email</Label>
                <Input id="email" type="email" autoComplete="email" required disabled={busy} aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'email-error' : undefined} {...form.register('email')} />
                <FieldError id="email-error" message={errors.email?.message} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="password">Password</Label>
                <Input id="password" type="password" autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'} required disabled={busy} aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? 'password-error' : undefined} {...form.register('password')} />
                <FieldError id="password-error" message={errors.password?.message} />
              </div>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? MSG.processing : mode === 'sign-in' ? MSG.signIn : MSG.signUp}
              </Button>
              <Button variant="link" disabled={busy} onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}>
                {mode === 'sign-in' ? MSG.toSignUp : MSG.toSignIn}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
