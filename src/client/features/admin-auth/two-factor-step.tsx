import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZTwoFactorCode, type TTwoFactorCode } from '@common/auth/schemas';
import { Button } from '@client/components/ui/button';
import { FieldError, Input, Label } from '@client/components/ui/input';

/**
 * The second step of a sign-in for an account with two-factor authentication: a 6-digit code
 * from the authenticator app, or one of the backup codes shown at enrolment.
 */
export function TwoFactorStep({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit(code: string): void;
  onCancel(): void;
}) {
  const form = useForm<TTwoFactorCode>({ resolver: zodResolver(ZTwoFactorCode), defaultValues: { code: '' } });
  const error = form.formState.errors.code?.message;
  return (
    <form className="grid gap-4" onSubmit={form.handleSubmit((v) => onSubmit(v.code))} noValidate>
      <p className="text-sm text-muted-foreground">
        Enter the 6-digit code from your authenticator app, or one of your backup codes.
      </p>
      <div className="grid gap-2">
        <Label htmlFor="two-factor-code">Authentication code</Label>
        <Input
          id="two-factor-code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          placeholder="123456"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'two-factor-code-error' : undefined}
          {...form.register('code')}
        />
        <FieldError id="two-factor-code-error" message={error} />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Back
      </Button>
    </form>
  );
}
