import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { CheckCircle2, KeyRound, LinkIcon } from 'lucide-react';
import { ZNewPassword, type TNewPassword } from '@common/auth/schemas';
import { Button } from '@client/components/ui/button';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';
import { requestPasswordReset, resetPassword } from './auth-api';
import { EmailRequestForm } from './email-request-form';
import { Shell } from './email-verified';
import { MSG } from './messages';

/** /reset-password: where a reset link lands (?token=… or ?error=…). */
export function ResetPasswordView() {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(window.location.search);
  const token = params.get('token');
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token && !params.get('error') ? 'form' : 'invalid');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TNewPassword>({
    resolver: zodResolver(ZNewPassword),
    defaultValues: { password: '', confirm: '' },
  });
  const busy = form.formState.isSubmitting;

  const submit = async (v: TNewPassword) => {
    setFailure(null);
    try {
      await resetPassword(token ?? '', v.password);
      setState('done');
    } catch (err) {
      if (err instanceof ApiError && err.body?.details?.authCode === 'INVALID_TOKEN') setState('invalid');
      else
        setFailure(
          err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Something went wrong. Please try again.',
        );
    }
  };

  if (state === 'done') {
    return (
      <Shell
        icon={<CheckCircle2 className="h-8 w-8 text-green-600" aria-hidden />}
        title="Password changed"
        text="Your new password is set, and every other session of this account has been signed out."
      >
        <Button onClick={() => navigate('/login')}>Sign in</Button>
      </Shell>
    );
  }
  if (state === 'invalid') {
    return (
      <Shell
        icon={<LinkIcon className="h-8 w-8 text-destructive" aria-hidden />}
        title="This reset link has expired or was already used"
        text="Each reset link works once, for 1 hour. Ask for a new one below."
      >
        <div className="grid gap-4">
          <EmailRequestForm label={MSG.sendResetLink} confirmation={MSG.resetSent} send={requestPasswordReset} />
          <Button variant="link" onClick={() => navigate('/login')}>
            {MSG.backToSignIn}
          </Button>
        </div>
      </Shell>
    );
  }
  const errors = form.formState.errors;
  return (
    <Shell
      icon={<KeyRound className="h-8 w-8 text-primary" aria-hidden />}
      title="Choose a new password"
      text="At least 8 characters. Setting it signs this account out everywhere else."
    >
      <form className="grid gap-4" noValidate onSubmit={form.handleSubmit(submit)}>
        <div className="grid gap-2">
          <Label htmlFor="new-password">New password</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            disabled={busy}
            aria-invalid={errors.password ? true : undefined}
            {...form.register('password')}
          />
          <FieldError message={errors.password?.message} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="confirm-password">Repeat the new password</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            disabled={busy}
            aria-invalid={errors.confirm ? true : undefined}
            {...form.register('confirm')}
          />
          <FieldError message={errors.confirm?.message} />
        </div>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </Shell>
  );
}
