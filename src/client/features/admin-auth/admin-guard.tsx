import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import type { TAdminSession } from '@common/auth/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { RoleProvider } from '@client/shared/role/role';
import { getSignedInUser } from './auth-api';
import { adminLoginRemembered, forgetAdminLogin, rememberAdminLogin } from './admin-flag';
import { useAdminSession } from './use-admin-session';
import { useLogout } from './use-logout';

/**
 * Spec §2: a spinner while checking, a redirect to /admin/login when not authenticated. The
 * check is the server's (GET /api/admin/session); a signed-in account that isn't an admin is
 * told so and sees no admin data (the server would refuse every admin call anyway). Every guarded
 * page (the dashboard and the tool pages alike) learns the member's role here.
 */
export function AdminGuard({ children }: { children: (session: TAdminSession) => ReactNode }) {
  const [, navigate] = useLocation();
  const state = useAdminSession();

  useEffect(() => {
    if (state.data?.status === 'unauthenticated') {
      forgetAdminLogin();
      navigate('/admin/login', { replace: true });
    }
    // However the admin signed in (password or email), /admin/login now knows to ask the server.
    if (state.data?.status === 'admin' && !adminLoginRemembered()) rememberAdminLogin();
  }, [state.data, navigate]);

  if (state.isError)
    return (
      <GuardMessage
        title="Could not check your session"
        text="The server did not answer. Reload the page to try again."
      />
    );
  if (!state.data || state.data.status === 'unauthenticated') {
    return (
      <div className="flex min-h-screen items-center justify-center" data-testid="admin-guard-checking">
        <Spinner className="h-8 w-8" label="Checking your session" />
      </div>
    );
  }
  if (state.data.status === 'forbidden') return <NotAuthorised />;
  if (state.data.status === 'unverified') return <NotVerified message={state.data.message} />;
  const session = state.data.session;
  return <RoleProvider role={session.role ?? 'owner'}>{children(session)}</RoleProvider>;
}

function NotAuthorised() {
  const user = useQuery({ queryKey: ['signed-in-user'], queryFn: getSignedInUser, staleTime: 0 });
  const logout = useLogout();
  return (
    <GuardMessage
      title="Not authorised"
      text={`You are signed in${user.data ? ` as ${user.data.email}` : ''}, but this account is not authorised to use the admin area. Ask an administrator to add your email address (or its domain) to the server's admin list.`}
      action={
        <Button variant="outline" onClick={logout.run} disabled={logout.busy}>
          Sign out
        </Button>
      }
    />
  );
}

/** An allow-listed account whose address is not verified: the server refuses it until it is. */
function NotVerified({ message }: { message: string }) {
  const [, navigate] = useLocation();
  return (
    <GuardMessage
      title="Verify your email address"
      text={message}
      action={
        <Button variant="outline" onClick={() => navigate('/login')}>
          Get a new link
        </Button>
      }
    />
  );
}

function GuardMessage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-md" role="alert">
        <CardHeader>
          <ShieldAlert className="h-8 w-8 text-destructive" aria-hidden />
          <CardTitle>{title}</CardTitle>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        {action && <CardContent>{action}</CardContent>}
      </Card>
    </div>
  );
}
