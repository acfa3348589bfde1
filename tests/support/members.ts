import type { TRole } from '../../src/common/members/roles';
import type { TestServer } from './test-server';
import { CookieJar, send, signInEmail, waitForMail } from './session';

/** The token of the newest invitation mailed to `email` (read from the Sandbox outbox). */
export async function invitationToken(server: TestServer, ownerJar: CookieJar, email: string, count = 1) {
  const mail = await waitForMail(server, ownerJar, email, /invited/i, count);
  const link = mail.links.find((l) => l.includes('token='));
  if (!link) throw new Error(`no invitation link in ${mail.text}`);
  return new URL(link).searchParams.get('token')!;
}

/** Invites `email` as `role`, accepts through the public route and signs in: a member's jar. */
export async function addMember(
  server: TestServer,
  ownerJar: CookieJar,
  email: string,
  role: TRole,
  password = 'member-password-1',
) {
  const invite = await send(server, ownerJar, '/api/admin/members/invitations', {
    method: 'POST',
    json: { email, role },
  });
  if (invite.status !== 201) throw new Error(`invite: ${invite.status} ${await invite.text()}`);
  const token = await invitationToken(server, ownerJar, email);
  const accept = await server.request('/api/invitations/accept', {
    method: 'POST',
    json: { token, name: email.split('@')[0], password },
  });
  if (accept.status !== 200) throw new Error(`accept: ${accept.status} ${await accept.text()}`);
  const { res, jar } = await signInEmail(server, email, password, new CookieJar());
  if (res.status !== 200) throw new Error(`sign-in: ${res.status}`);
  const session = await send(server, jar, '/api/admin/session');
  const userId = ((await session.json()) as { user: { id: string } }).user.id;
  return { jar, userId, token };
}
