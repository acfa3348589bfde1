import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '../../src/common/audit/schemas';
import { pruneAuditLog } from '../../src/server/features/audit/prune-audit-log';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { addMember } from '../support/members';

const PASSWORD = 'audit-admin-pw';

describe('audit log', () => {
  let server: TestServer;
  let owner: CookieJar;
  let offsetMs = 0;

  beforeAll(async () => {
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD },
      clock: { now: () => new Date(Date.now() + offsetMs) },
    });
    owner = (await signInAdmin(server, PASSWORD)).jar;
  }, 60_000);
  afterAll(async () => server?.close());

  /** Entries are written once the answer is sent: wait for them to appear. */
  async function entries(query: string, jar = owner, atLeast = 1): Promise<TAuditEntry[]> {
    for (let i = 0; i < 100; i++) {
      const res = await send(server, jar, `/api/admin/audit-log?${query}`);
      expect(res.status).toBe(200);
      const found = (await res.json()).entries as TAuditEntry[];
      if (found.length >= atLeast) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`fewer than ${atLeast} entries for ${query}`);
  }

  it('records who changed what, from where, with before/after and the outcome; never secrets', async () => {
    const { jar: viewer, userId } = await addMember(server, owner, 'watcher@team.test', 'viewer');
    const [invite] = await entries('action=members/invitations&target=invitations');
    expect(invite).toMatchObject({
      actorKind: 'member',
      actor: 'admin@callcraft.invalid',
      role: 'owner',
      address: '127.0.0.1',
      action: 'POST /api/admin/members/invitations',
      outcome: 201,
      changes: { after: { email: 'watcher@team.test', role: 'viewer' } },
    });

    // A refusal by role is an act too.
    expect(
      (await send(server, viewer, '/api/admin/do-not-call/remove', { method: 'POST', json: { phone: '+15551234567' } }))
        .status,
    ).toBe(403);
    // The member's own acceptance of the invitation is theirs too: ask for the refusal by its action.
    const [refused] = await entries('actor=watcher@team.test&action=do-not-call/remove');
    expect(refused).toMatchObject({ action: 'POST /api/admin/do-not-call/remove', outcome: 403, role: 'viewer' });

    expect(
      (await send(server, owner, `/api/admin/members/${userId}`, { method: 'PATCH', json: { role: 'operator' } }))
        .status,
    ).toBe(200);
    const [change] = await entries(`target=${userId}&action=PATCH`);
    expect(change.changes).toEqual({ before: { role: 'viewer' }, after: { role: 'operator' } });

    const created = await send(server, owner, '/api/admin/webhooks', {
      method: 'POST',
      json: { url: 'https://hooks.example/x', events: ['call.completed'], secret: 'do-not-keep' },
    });
    const [hook] = await entries('action=POST /api/admin/webhooks');
    expect(hook.outcome).toBe(created.status);
    expect(JSON.stringify(hook)).not.toContain('do-not-keep');
  });

  it("keeps a campaign's changed settings as they were and as they became", async () => {
    const made = await send(server, owner, '/api/admin/campaigns/create', {
      method: 'POST',
      json: { name: 'Audited', leads: [{ email: 'a@x.com', firstName: 'A' }] },
    });
    const { campaignId } = await made.json();
    const res = await send(server, owner, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      json: { businessName: 'Acme Plumbing' },
    });
    expect(res.status).toBe(200);
    const [entry] = await entries(`target=${campaignId}&action=PATCH`);
    expect(entry.changes?.after).toEqual({ businessName: 'Acme Plumbing' });
    expect(entry.changes?.before).toHaveProperty('businessName');
    expect((entry.changes?.before as { businessName: string }).businessName).not.toBe('Acme Plumbing');
  });

  it('records changes made with an API key', async () => {
    const made = await send(server, owner, '/api/admin/api-keys', {
      method: 'POST',
      json: { name: 'zap', scopes: ['leads:write'] },
    });
    const { key, id } = await made.json();
    await server.request('/api/v1/campaigns/00000000-0000-4000-8000-000000000000/leads', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      json: { leads: [{ phone: '+15551234567' }] },
    });
    const [entry] = await entries('actor=zap');
    expect(entry).toMatchObject({ actorKind: 'api-key', actorId: id, action: 'POST /api/v1/campaigns/:id/leads' });
  });

  it('pages with a cursor, is for Owners and Admins only, and offers no way to edit or delete', async () => {
    const first = await send(server, owner, '/api/admin/audit-log?limit=1');
    const page = await first.json();
    expect(page.entries).toHaveLength(1);
    const next = await (await send(server, owner, `/api/admin/audit-log?limit=1&cursor=${page.nextCursor}`)).json();
    expect(next.entries[0].id).not.toBe(page.entries[0].id);
    expect(new Date(next.entries[0].at) <= new Date(page.entries[0].at)).toBe(true);

    const { jar: op } = await addMember(server, owner, 'runner@team.test', 'operator');
    const denied = await send(server, op, '/api/admin/audit-log');
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ details: { permission: 'audit:read' } });
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST'])
      expect((await send(server, owner, '/api/admin/audit-log', { method })).status).toBe(404);
  });

  it('prunes entries past the retention period (400 days by default)', async () => {
    expect(server.ctx.env.AUDIT_RETENTION_DAYS).toBe(400);
    const before = (await entries('limit=1000')).length;
    offsetMs = 399 * 86_400_000;
    expect(await pruneAuditLog(server.ctx)).toBe(0);
    offsetMs = 401 * 86_400_000;
    try {
      expect(await pruneAuditLog(server.ctx)).toBe(before);
    } finally {
      offsetMs = 0;
    }
  });
});
