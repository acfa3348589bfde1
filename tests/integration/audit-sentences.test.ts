import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntry } from '@common/audit/schemas';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The audit log as an owner reads it: a sentence with the person and the campaign's name, and
// each changed setting old → new.

const PASSWORD = 'audit-sentences-password';

describe('audit log sentences', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  }, 180_000);
  afterAll(async () => server?.close());

  /** Entries are written once the answer is sent: wait for them to appear. */
  async function entry(query: string, test: (e: TAuditEntry) => boolean): Promise<TAuditEntry> {
    for (let i = 0; i < 100; i++) {
      const found = (await (await send(server, jar, `/api/admin/audit-log?${query}`)).json()).entries as TAuditEntry[];
      const hit = found.find(test);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no entries for ${query}`);
  }

  it('tells a campaign setting change as a sentence, with the field old → new', async () => {
    const { campaignId } = await insertReadyCampaign(server.ctx.db, 'Spring roofing leads', [
      { phoneE164: testPhone(960) },
    ]);
    const patch = (json: unknown) => send(server, jar, `/api/admin/campaigns/${campaignId}`, { method: 'PATCH', json });
    expect((await patch({ businessName: 'Northwind Roofing', personaName: 'Ava' })).status).toBe(200);

    const changed = await entry(`target=${campaignId}&action=PATCH`, () => true);
    expect(changed.campaignName).toBe('Spring roofing leads');
    expect(changed.sentence).toBe('admin@callcraft.invalid changed the settings of campaign “Spring roofing leads”');
    // Only what changed: the persona was already Ava.
    expect(changed.changed).toEqual([{ field: 'businessName', before: 'Callcraft', after: 'Northwind Roofing' }]);

    expect((await patch({ status: 'paused' })).status).toBe(200);
    const paused = await entry(`target=${campaignId}&action=PATCH`, (e) => e.changed.some((c) => c.field === 'status'));
    expect(paused.sentence).toBe('admin@callcraft.invalid paused campaign “Spring roofing leads”');
    expect(paused.changed).toEqual([{ field: 'status', before: 'active', after: 'paused' }]);
  });
});
