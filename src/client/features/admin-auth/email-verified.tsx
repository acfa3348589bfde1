import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'wouter';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { resendVerification } from './auth-api';
import { EmailRequestForm } from './email-request-form';
import { useResetAdminCache } from './use-admin-session';

// Where a verification link lands (/email-verified): on success the link has signed this browser
// in and we go on to the admin area; otherwise the page says why and offers a new link.

const REASONS: Record<string, { title: string; text: string }> = {
  LINK_ALREADY_USED: {
    title: 'This link has already been used',
    text: 'Each verification link works once. If you used it to verify your address, just sign in. Otherwise ask for a new link below.',
  },
  TOKEN_EXPIRED: {
    title: 'This link has expired',
    text: 'Verification links work for 24 hours. Ask for a new one below.',
  },
  INVALID_TOKEN: {
    title: 'This link is not valid',
    text: 'The link may have been cut short or changed. Open it again from the email, or ask for a new one below.',
  },
  USER_NOT_FOUND: {
    title: 'This link is not valid',
    text: 'No account matches this link. Sign up again, or ask for a new link below.',
  },
};

export function EmailVerifiedView() {
  const [, navigate] = useLocation();
  const resetCache = useResetAdminCache();
  const error = new URLSearchParams(window.location.search).get('error');

  // Effect events: the cache reset and navigation run once per outcome, not again when their
  // function identities change on re-render.
  const resetCacheOnce = useEffectEvent(resetCache);
  const goToAdmin = useEffectEvent(() => navigate('/admin', { replace: true }));
  useEffect(() => {
    if (error) return;
    resetCacheOnce();
    const t = setTimeout(goToAdmin, 1200);
    return () => clearTimeout(t);
  }, [error]);

  if (!error) {
    return (
      <Shell
        icon={<CheckCircle2 className="h-8 w-8 text-green-600" aria-hidden />}
        title="Email verified"
        text="Your email address is verified and you are signed in. Taking you to the admin area…"
      >
        <Button onClick={() => navigate('/admin')}>Continue</Button>
      </Shell>
    );
  }
  const reason = REASONS[error] ?? REASONS.INVALID_TOKEN;
  return (
    <Shell icon={<LinkIcon className="h-8 w-8 text-destructive" aria-hidden />} title={reason.title} text={reason.text}>
      <div className="grid gap-4">
        <EmailRequestForm
          label="Send a new link"
          confirmation={(email) =>
            `If ${email} still needs verifying, a new link is on its way. It works once and expires after 24 hours.`
          }
          send={resendVerification}
        />
        <Button variant="link" onClick={() => navigate('/login')}>
          Sign in
        </Button>
      </div>
    </Shell>
  );
}

export function Shell({
  icon,
  title,
  text,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-background px-4 py-12">
      <Card className="w-full max-w-md" role="main">
        <CardHeader>
          {icon}
          <CardTitle role="heading" aria-level={1}>
            {title}
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
