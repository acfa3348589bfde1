import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '../../src/common/audit/schemas';
import { startTestServer, type TestServer } from '../support/test-server';
import { CookieJar, readOutbox, send, signInAdmin, signInEmail, waitForMail } from '../support/session';
import { addMember } from '../support/members';

// An Admin holds system:inspect, which reads the Sandbox outbox. The outbox must not hand them an
// Owner's invitation or the Owner's reset link, and every account takeover attempt is audited.

const PASSWORD = 'outbox-takeover-owner-pw';
const OWNER_EMAIL = 'admin@callcraft.invalid';

describe('the outbox and account takeovers', () => {
  let server: TestServer;
  let owner: CookieJar;
  let admin: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    owner = (await signInAdmin(server, PASSWORD)).jar;
    admin = (await addMember(server, owner, 'second@team.test', 'admin')).jar;
  }, 60_000);
  afterAll(async () => server?.close());

  async function audited(query: string): Promise<TAuditEntry[]> {
    for (let i = 0; i < 100; i++) {
      const found = (await (await send(server, owner, `/api/admin/audit-log?${query}`)).json())
        .entries as TAuditEntry[];
      if (found.length) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no audit entry for ${query}`);
  }

  it("hides an Owner invitation's link from an Admin, and shows it to Owners", async () => {
    const invite = await send(server, owner, '/api/admin/members/invitations', {
      method: 'POST',
      json: { email: 'next-owner@team.test', role: 'owner' },
    });
    expect(invite.status).toBe(201);
    const full = await waitForMail(server, owner, 'next-owner@team.test', /invited/i);
    expect(full.links.some((l) => l.includes('token='))).toBe(true);

    const seen = (await readOutbox(server, admin)).find((m) => m.recipient === 'next-owner@team.test')!;
    expect(seen).toMatchObject({ links: [], linksHidden: true });
    expect(seen.text).not.toContain('token=');
    expect(seen.text).not.toContain('http');
  });

  it("hides the Owner's reset link from an Admin; a member still sees their own", async () => {
    const forgot = (email: string) =>
      send(server, new CookieJar(), '/api/auth/request-password-reset', {
        method: 'POST',
        json: { email, redirectTo: '/reset-password' },
      });
    expect((await forgot(OWNER_EMAIL)).status).toBe(200);
    expect((await forgot('second@team.test')).status).toBe(200);
    await waitForMail(server, owner, OWNER_EMAIL, /^Reset/);
    const mine = await waitForMail(server, admin, 'second@team.test', /^Reset/);
    expect(mine.links).toHaveLength(1);

    const ownersReset = (await readOutbox(server, admin)).find((m) => m.recipient === OWNER_EMAIL)!;
    expect(ownersReset.links).toEqual([]);
    expect(ownersReset.text).not.toMatch(/reset-password\//);

    const [requested] = await audited(`action=request-password-reset&actor=${OWNER_EMAIL}`);
    expect(requested).toMatchObject({
      actorKind: 'visitor',
      actor: OWNER_EMAIL,
      action: 'POST /api/auth/request-password-reset',
      outcome: 200,
    });

    // The member's own reset, used: audited under the account it reset, never with the token.
    const token = decodeURIComponent(new URL(mine.links[0]).pathname.split('/').pop()!);
    const reset = await send(server, new CookieJar(), '/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'second-new-password-2' },
    });
    expect(reset.status).toBe(200);
    expect((await signInEmail(server, 'second@team.test', 'second-new-password-2')).res.status).toBe(200);
    const [done] = await audited('action=POST /api/auth/reset-password&actor=second@team.test');
    expect(done).toMatchObject({ actorKind: 'visitor', outcome: 200 });
    expect(JSON.stringify(done)).not.toContain(token);
    expect(JSON.stringify(done)).not.toContain('second-new-password-2');
  });

  it('audits an invitation acceptance under the invited address', async () => {
    const [accepted] = await audited('action=invitations/accept&actor=second@team.test');
    expect(accepted).toMatchObject({
      actorKind: 'visitor',
      action: 'POST /api/invitations/accept',
      outcome: 200,
    });
    expect(JSON.stringify(accepted.changes)).not.toContain('member-password-1');

    // A refused acceptance (a guessed token) is kept too, with no account to name.
    const guessed = await server.request('/api/invitations/accept', {
      method: 'POST',
      json: { token: 'a'.repeat(43), name: 'Mallory', password: 'mallory-password-1' },
    });
    expect(guessed.status).toBe(400);
    const [refused] = await audited('action=invitations/accept&actor=anonymous');
    expect(refused).toMatchObject({ actorKind: 'visitor', outcome: 400 });
  });
});
