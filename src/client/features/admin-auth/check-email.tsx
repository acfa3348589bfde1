import { useEffect, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { RESEND_INTERVAL_SECONDS } from '@common/auth/schemas';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api';
import { resendVerification } from './auth-api';
import { MSG } from './messages';

/**
 * After sign-up, or a sign-in whose address is not verified yet: "check your email", with a
 * resend that waits a minute between mails (the server refuses faster ones anyway).
 */
export function CheckEmail({ email, justSent, onBack }: { email: string; justSent: boolean; onBack(): void }) {
  const [waitUntil, setWaitUntil] = useState(() => (justSent ? Date.now() + RESEND_INTERVAL_SECONDS * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (waitUntil <= now) return;
    const t = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(t);
  }, [waitUntil, now]);

  const seconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));
  const resend = async () => {
    setBusy(true);
    try {
      await resendVerification(email);
      setNote({ text: MSG.resent, error: false });
    } catch (err) {
      setNote({
        text: err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Something went wrong. Please try again.',
        error: true,
      });
    } finally {
      setBusy(false);
      setWaitUntil(Date.now() + RESEND_INTERVAL_SECONDS * 1000);
      setNow(Date.now());
    }
  };

  return (
    <div className="grid gap-4 text-center" data-testid="check-email">
      <MailCheck className="mx-auto h-10 w-10 text-primary" aria-hidden />
      <h2 className="text-xl font-semibold">{MSG.checkEmailTitle}</h2>
      <p className="text-sm text-muted-foreground">{MSG.checkEmailText(email)}</p>
      {note && (
        <p
          role={note.error ? 'alert' : 'status'}
          className={note.error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
        >
          {note.text}
        </p>
      )}
      <Button variant="outline" onClick={resend} disabled={busy || seconds > 0}>
        {seconds > 0 ? `${MSG.resend} (in ${seconds} s)` : MSG.resend}
      </Button>
      <Button variant="link" onClick={onBack}>
        {MSG.backToSignIn}
      </Button>
    </div>
  );
}
