import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { addMember, invitationToken } from '../support/members';

const PASSWORD = 'members-admin-pw';

describe('members and invitations', () => {
  let server: TestServer;
  let owner: CookieJar;
  let ownerId: string;
  let offsetMs = 0;

  beforeAll(async () => {
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD },
      clock: { now: () => new Date(Date.now() + offsetMs) },
    });
    owner = (await signInAdmin(server, PASSWORD)).jar;
    ownerId = (await (await send(server, owner, '/api/admin/session')).json()).user.id;
  }, 60_000);
  afterAll(async () => server?.close());

  const accept = (token: string, password = 'member-password-1') =>
    server.request('/api/invitations/accept', { method: 'POST', json: { token, name: 'Someone', password } });

  it('the built-in admin is an Owner', async () => {
    const session = await (await send(server, owner, '/api/admin/session')).json();
    expect(session.role).toBe('owner');
  });

  it('an invitee accepts through the mailed link, signs in in their role, and the token works once', async () => {
    const { jar, token } = await addMember(server, owner, 'op@team.test', 'operator');
    expect((await (await send(server, jar, '/api/admin/session')).json()).role).toBe('operator');
    const again = await accept(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      details: { reason: 'INVITATION_USED' },
      error: expect.stringMatching(/already been accepted/),
    });
    // The operator may pause runs but not edit the template; the 403 names the permission.
    const put = await send(server, jar, '/api/admin/prompt-template', { method: 'PUT', json: { template: 'x' } });
    expect(put.status).toBe(403);
    expect(await put.json()).toMatchObject({ details: { permission: 'prompts:edit' } });
  });

  it('refuses an expired invitation with a clear message, and a revoked one; a resend replaces the link', async () => {
    await send(server, owner, '/api/admin/members/invitations', {
      method: 'POST',
      json: { email: 'late@team.test', role: 'viewer' },
    });
    const token = await invitationToken(server, owner, 'late@team.test');
    offsetMs = 8 * 86_400_000;
    try {
      const res = await accept(token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        details: { reason: 'INVITATION_EXPIRED' },
        error: expect.stringMatching(/expired/),
      });
    } finally {
      offsetMs = 0;
    }
    const list = await (await send(server, owner, '/api/admin/members')).json();
    const inv = list.invitations.find((i: { email: string }) => i.email === 'late@team.test');
    expect(
      (await send(server, owner, `/api/admin/members/invitations/${inv.id}/resend`, { method: 'POST' })).status,
    ).toBe(200);
    const fresh = await invitationToken(server, owner, 'late@team.test', 2);
    expect(fresh).not.toBe(token);
    expect((await (await accept(token)).json()).details.reason).toBe('INVITATION_INVALID');
    expect((await send(server, owner, `/api/admin/members/invitations/${inv.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await (await accept(fresh)).json()).details.reason).toBe('INVITATION_REVOKED');
  });

  it('the last Owner can be neither demoted nor removed', async () => {
    const res = await send(server, owner, `/api/admin/members/${ownerId}`, {
      method: 'PATCH',
      json: { role: 'viewer' },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      details: { reason: 'LAST_OWNER' },
      error: expect.stringMatching(/at least one Owner/),
    });
    expect((await (await send(server, owner, '/api/admin/session')).json()).role).toBe('owner');
  });

  it('removing a member ends their session and their API keys at once', async () => {
    const { jar, userId } = await addMember(server, owner, 'boss@team.test', 'admin');
    const created = await send(server, jar, '/api/admin/api-keys', {
      method: 'POST',
      json: { name: 'crm', scopes: ['campaigns:read'] },
    });
    expect(created.status).toBe(201);
    const { key } = await created.json();
    const bearer = { authorization: `Bearer ${key}` };
    expect((await server.request('/api/v1/campaigns', { headers: bearer })).status).toBe(200);
    expect((await send(server, jar, '/api/admin/stats')).status).toBe(200);

    expect((await send(server, owner, `/api/admin/members/${userId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await send(server, jar, '/api/admin/stats')).status).toBe(401);
    expect((await server.request('/api/v1/campaigns', { headers: bearer })).status).toBe(401);
    const members = await (await send(server, owner, '/api/admin/members')).json();
    expect(members.members.map((m: { email: string }) => m.email)).not.toContain('boss@team.test');
  });

  it("a demotion ends the keys that now exceed the member's role; keys within it keep working", async () => {
    const { jar, userId } = await addMember(server, owner, 'lead@team.test', 'admin');
    const make = async (scopes: string[]) =>
      (
        await (
          await send(server, jar, '/api/admin/api-keys', { method: 'POST', json: { name: scopes[0], scopes } })
        ).json()
      ).key;
    const writer = await make(['leads:write']);
    const reader = await make(['campaigns:read']);
    const res = await send(server, owner, `/api/admin/members/${userId}`, {
      method: 'PATCH',
      json: { role: 'viewer' },
    });
    expect(res.status).toBe(200);
    const status = async (key: string) =>
      (
        await server.request('/api/v1/campaigns/00000000-0000-4000-8000-000000000000/leads', {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
          json: { leads: [] },
        })
      ).status;
    expect(await status(writer)).toBe(401);
    expect((await server.request('/api/v1/campaigns', { headers: { authorization: `Bearer ${reader}` } })).status).toBe(
      200,
    );
  });
});
