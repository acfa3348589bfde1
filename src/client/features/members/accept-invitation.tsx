import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { MEMBER_PASSWORD_MIN, ZAcceptInvitationRequest } from '@common/members/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiError, apiRequest } from '@client/lib/api';

/** /accept-invitation?token=…: the invitee chooses a name and password, then signs in at /login. */
export function AcceptInvitationView() {
  const [, navigate] = useLocation();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = ZAcceptInvitationRequest.safeParse({ token, name, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setBusy(true);
    setError(null);
    try {
      const { email } = await apiRequest<{ email: string }>('POST', '/api/invitations/accept', parsed.data);
      navigate(`/login?email=${encodeURIComponent(email)}&invited=1`);
    } catch (err) {
      setError(err instanceof ApiError ? (err.serverMessage ?? 'The invitation could not be accepted') : 'Try again');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle>Join the Callcraft team</CardTitle>
          <CardDescription>
            Choose the name your team sees and a password (at least {MEMBER_PASSWORD_MIN} characters).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            <label className="grid gap-1 text-sm font-medium">
              Name
              <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
            </label>
            <label className="grid gap-1 text-sm font-medium">
              Password
              <Input
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
              />
            </label>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" disabled={busy}>
              Accept invitation
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
