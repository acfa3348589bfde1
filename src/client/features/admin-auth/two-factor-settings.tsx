import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { KeyRound } from 'lucide-react';
import { ZTwoFactorCode, ZTwoFactorPassword, type TTwoFactorCode, type TTwoFactorPassword } from '@common/auth/schemas';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor } from './auth-api';
import { ADMIN_SESSION_KEY } from './use-admin-session';

type Enrolment = { qr: string; secret: string; backupCodes: string[] };

const failure = (err: unknown, fallback: string) =>
  err instanceof ApiError ? (err.serverMessage ?? fallback) : fallback;

/** Optional TOTP for the signed-in admin: enrol with a QR code and backup codes, or turn it off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const passwordForm = useForm<TTwoFactorPassword>({
    resolver: zodResolver(ZTwoFactorPassword),
    defaultValues: { password: '' },
  });
  const codeForm = useForm<TTwoFactorCode>({ resolver: zodResolver(ZTwoFactorCode), defaultValues: { code: '' } });

  const close = (o: boolean) => {
    setOpen(o);
    if (!o) {
      setEnrolment(null);
      passwordForm.reset();
      codeForm.reset();
    }
  };
  const attempt = async (fn: () => Promise<void>, fallback: string) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      toast({ title: 'Two-factor authentication', description: failure(err, fallback), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const start = passwordForm.handleSubmit(({ password }) =>
    attempt(async () => {
      if (enabled) {
        await disableTwoFactor(password);
        await qc.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
        toast({ title: 'Two-factor authentication turned off' });
        close(false);
        return;
      }
      const { totpURI, backupCodes } = await enableTwoFactor(password);
      const secret = new URL(totpURI).searchParams.get('secret') ?? '';
      setEnrolment({ qr: await QRCode.toDataURL(totpURI, { margin: 1, width: 200 }), secret, backupCodes });
    }, 'Check your password and try again.'),
  );

  const confirm = codeForm.handleSubmit(({ code }) =>
    attempt(async () => {
      await confirmTwoFactor(code);
      await qc.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
      toast({
        title: 'Two-factor authentication enabled',
        description: 'Sign-ins now ask for a code from your authenticator app.',
      });
      close(false);
    }, 'That code did not match. Try the current one.'),
  );

  const pwError = passwordForm.formState.errors.password?.message;
  const codeError = codeForm.formState.errors.code?.message;
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden />
        {enabled ? 'Two-factor: on' : 'Two-factor: off'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Two-factor authentication"
        description={
          enabled
            ? 'Turn off the authenticator-app code for this account.'
            : 'Protect this admin account with a code from an authenticator app.'
        }
      >
        {!enrolment ? (
          <form className="grid gap-3" noValidate onSubmit={start}>
            <Label htmlFor="tf-password">Confirm your password</Label>
            <Input
              id="tf-password"
              type="password"
              autoComplete="current-password"
              disabled={busy}
              aria-invalid={pwError ? true : undefined}
              {...passwordForm.register('password')}
            />
            <FieldError message={pwError} />
            <Button type="submit" variant={enabled ? 'destructive' : 'default'} disabled={busy}>
              {enabled ? 'Turn off two-factor authentication' : 'Set up two-factor authentication'}
            </Button>
          </form>
        ) : (
          <form className="grid gap-3" noValidate onSubmit={confirm}>
            <p className="text-sm">1. Scan this code with your authenticator app (or type the key below).</p>
            <img
              src={enrolment.qr}
              alt="QR code for your authenticator app"
              className="mx-auto h-48 w-48 rounded bg-white p-1"
            />
            <p className="break-all text-center font-mono text-xs" data-testid="totp-secret">
              {enrolment.secret}
            </p>
            <p className="text-sm">
              2. Keep these backup codes somewhere safe. Each works once if you lose your phone.
            </p>
            <ul className="grid grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono text-sm" data-testid="backup-codes">
              {enrolment.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <Label htmlFor="tf-code">3. Enter the 6-digit code the app shows</Label>
            <Input
              id="tf-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              disabled={busy}
              aria-invalid={codeError ? true : undefined}
              {...codeForm.register('code')}
            />
            <FieldError message={codeError} />
            <Button type="submit" disabled={busy}>
              Turn on
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}
