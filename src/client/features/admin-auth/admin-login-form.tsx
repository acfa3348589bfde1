import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { Shield } from 'lucide-react';
import { ZAdminLoginRequest, type TAdminLoginRequest } from '@common/auth/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { toast } from '@client/lib/use-toast';
import { useHydrated } from '@client/lib/use-hydrated';
import { getDevCredentials, signInWithUsername } from './auth-api';
import { usePublicConfig } from '@client/lib/use-public-config';
import { adminLoginRemembered, rememberAdminLogin } from './admin-flag';
import { MSG } from './messages';
import { TwoFactorStep } from './two-factor-step';
import { useAdminSession, useResetAdminCache } from './use-admin-session';
import { classifyFailure, useSignInFlow } from './use-sign-in-flow';

/** /admin/login (spec §2): username and password for the admin account, checked by the server. */
export function AdminLoginForm() {
  const [, navigate] = useLocation();
  const resetCache = useResetAdminCache();
  // Ask whether we are signed in already only if this browser signed in before: for anyone else the
  // answer is a 401, an error in the console of a page that has done nothing wrong.
  const session = useAdminSession({ enabled: adminLoginRemembered() });
  const config = usePublicConfig();
  const devCreds = useQuery({
    queryKey: ['dev-credentials'],
    queryFn: getDevCredentials,
    enabled: config?.devCredentials === true,
  });
  const form = useForm<TAdminLoginRequest>({
    resolver: zodResolver(ZAdminLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  // The page is prerendered (src/common/system/prerendered-pages.ts), so until hydrated the browser
  // alone owns this form. Its disabled submit button also blocks Enter's implicit submission, and
  // method="post" keeps the fields out of the URL should one happen anyway. What the visitor typed
  // meanwhile stays in the fields (the e2e test "before its scripts run…" checks both).
  const hydrated = useHydrated();

  // An admin who is already signed in has nothing to do here.
  useEffect(() => {
    if (session.data?.status === 'admin') navigate('/admin', { replace: true });
  }, [session.data, navigate]);

  const flow = useSignInFlow({
    onDone: () => {
      rememberAdminLogin();
      resetCache();
      toast({ title: MSG.loginSuccess, description: MSG.loginSuccessText });
      navigate('/admin');
    },
    onFailure: (err) => {
      const { kind, message } = classifyFailure(err);
      if (kind === 'rejected')
        toast({ title: MSG.loginFailed, description: MSG.invalidCredentials, variant: 'destructive' });
      else if (kind === 'rate-limited')
        toast({ title: MSG.loginFailed, description: message ?? MSG.invalidCredentials, variant: 'destructive' });
      else toast({ title: MSG.loginError, description: MSG.loginErrorText, variant: 'destructive' });
    },
  });

  const errors = form.formState.errors;
  const busy = flow.busy;
  return (
    <main className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-md space-y-6">
        <div className="text-center">
          <Shield className="mx-auto h-12 w-12 text-primary" aria-hidden />
          <h1 className="mt-4 text-3xl font-bold">{MSG.adminTitle}</h1>
          <p className="mt-2 text-muted-foreground">{MSG.adminSubtitle}</p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{MSG.loginCard}</CardTitle>
          </CardHeader>
          <CardContent>
            {flow.needsCode ? (
              <TwoFactorStep busy={busy} onSubmit={flow.submitCode} onCancel={flow.cancelCode} />
            ) : (
              <form
                className="grid gap-4"
                method="post"
                noValidate
                onSubmit={form.handleSubmit((v) => flow.submit(() => signInWithUsername(v)))}
              >
                <div className="grid gap-2">
                  <Label htmlFor="username">Username</Label>
                  <Input
                    id="username"
                    autoComplete="username"
                    placeholder={MSG.usernamePlaceholder}
                    disabled={busy}
                    aria-invalid={errors.username ? true : undefined}
                    aria-describedby={errors.username ? 'username-error' : undefined}
                    {...form.register('username')}
                  />
                  <FieldError id="username-error" message={errors.username?.message} />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="password">Password</Label>
                  <Input
                    id="password"
                    type="password"
                    autoComplete="current-password"
                    placeholder={MSG.passwordPlaceholder}
                    disabled={busy}
                    aria-invalid={errors.password ? true : undefined}
                    aria-describedby={errors.password ? 'password-error' : undefined}
                    {...form.register('password')}
                  />
                  <FieldError id="password-error" message={errors.password?.message} />
                </div>
                <Button type="submit" className="w-full" disabled={busy || !hydrated}>
                  {busy ? MSG.signingIn : MSG.signIn}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
        <p className="text-center text-sm text-muted-foreground" data-testid="dev-credentials">
          {devCreds.data ? (
            <>
              Development credentials: <span className="font-mono">{devCreds.data.username}</span> /{' '}
              <span className="font-mono">{devCreds.data.password}</span>
            </>
          ) : (
            <>
              Username <span className="font-mono">admin</span>; the password is this server&apos;s ADMIN_PASSWORD.
            </>
          )}
        </p>
      </div>
    </main>
  );
}
