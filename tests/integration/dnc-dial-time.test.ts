import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { calls, dncRegistry, dncRegistryFiles, doNotCall, leads } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { checkDialTimeLists } from '../../src/server/features/calls/dial-time-lists';
import { claimBatch } from '../../src/server/features/dispatch/claim-batch';
import { keepDiallable } from '../../src/server/features/dispatch/dial-time-check';
import { importDncRegistry } from '../../src/server/features/dispatch/import-dnc-registry';
import { openRun } from '../../src/server/features/outreach-state/outreach-state';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

//, the dial-time do-not-call check on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): checkDialTimeLists probes both lists in one prepared statement; a claimed batch's
// last look cancels what joined a list since the claim; a registry file's numbers and its record
// commit together or not at all.

const text = (s: string) => new TextEncoder().encode(s);

describe('the dial-time do-not-call check', () => {
  let testDb: TestDatabase;
  let ctx: AppContext;
  const registryFile = (kind: 'full' | 'additions' | 'deletions', body: string, downloadDate = '2026-03-01') =>
    importDncRegistry(ctx, { kind, fileName: `${kind}.txt`, downloadDate, body: text(body), importedBy: 'test' });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const sandbox = { adapter: 'sandbox', mode: 'sandbox' };
    ctx = {
      database: testDb.database,
      db: testDb.database.db,
      env: loadEnv({ NODE_ENV: 'test' }),
      logger: createLogger('silent'),
      clock: { now: () => new Date() },
      providers: { voice: sandbox, sandboxVoice: sandbox },
    } as unknown as AppContext;
  });
  afterAll(async () => testDb?.drop());

  it('answers both lists for a number, by primary key, and nothing for numbers on neither or outside +1', async () => {
    await registryFile('additions', '2125550001\n212,5550002\n');
    await ctx.db.insert(doNotCall).values([
      { phoneE164: '+12125550002', source: 'manual' },
      { phoneE164: '+442071234567', source: 'manual' },
    ]);
    expect(await checkDialTimeLists(ctx, '+12125550001')).toEqual({ doNotCall: false, registry: true });
    expect(await checkDialTimeLists(ctx, '+12125550002')).toEqual({ doNotCall: true, registry: true });
    expect(await checkDialTimeLists(ctx, '+12125550003')).toEqual({ doNotCall: false, registry: false });
    expect(await checkDialTimeLists(ctx, '+442071234567')).toEqual({ doNotCall: true, registry: false });
    // The same prepared statement, many times on the same connection, stays right.
    for (let i = 0; i < 20; i++)
      expect((await checkDialTimeLists(ctx, `+1212555000${1 + (i % 3)}`)).registry).toBe(i % 3 < 2);
  });

  it('cancels a claimed call whose number joined a list since the claim, unless written consent exempts it from the registry', async () => {
    const hour = new Date().getUTCHours();
    const zone = hour >= 9 && hour < 20 ? 'UTC' : hour < 9 ? 'Asia/Tokyo' : 'America/Los_Angeles';
    const phones = [0, 1, 2, 3].map((i) => testPhone(7100 + i));
    const { campaignId, leadIds } = await insertReadyCampaign(
      ctx.db,
      'dial-time',
      phones.map((p) => ({ phoneE164: p, timezone: zone })),
    );
    await ctx.db.update(leads).set({ consent: 'express written' }).where(eq(leads.id, leadIds[3]));
    const { run } = await openRun(
      ctx.db,
      campaignId,
      { batchSize: 4, delayMs: 0, testMode: false, counts: { now: 4, later: 0, never: 0 } },
      new Date(),
    );
    const claim = await claimBatch(ctx, run, 4);
    expect(claim.calls).toHaveLength(4);
    // After the claim: lead 1 opts out (company list), leads 2 and 3 are in a registry file applied.
    await ctx.db.insert(doNotCall).values({ phoneE164: phones[1], source: 'call' });
    await registryFile('additions', `${phones[2].slice(2)}\n${phones[3].slice(2)}\n`);

    const kept = await keepDiallable(ctx, claim);
    expect(kept.map((c) => c.phoneNumber).sort()).toEqual([phones[0], phones[3]].sort());
    const rows = await ctx.db.select().from(calls).where(inArray(calls.leadId, leadIds));
    expect(rows.map((c) => c.phoneNumber).sort()).toEqual([phones[0], phones[3]].sort());
    const status = new Map(
      (await ctx.db.select().from(leads).where(inArray(leads.id, leadIds))).map((l) => [l.phoneE164, l]),
    );
    expect(status.get(phones[1])).toMatchObject({ callStatus: 'pending', callAttempts: 0 });
    expect(status.get(phones[2])).toMatchObject({ callStatus: 'pending', callAttempts: 0 });
    expect(status.get(phones[0])!.callStatus).toBe('calling');
    // The next claim does not take them back.
    expect((await claimBatch(ctx, run, 4)).calls).toHaveLength(0);
  });

  it("writes a registry file's numbers and its record in one transaction: a failure leaves neither", async () => {
    const count = async () => (await ctx.db.select({ n: dncRegistry.number }).from(dncRegistry)).length;
    const files = async () => (await ctx.db.select().from(dncRegistryFiles)).length;
    const [numbersBefore, filesBefore] = [await count(), await files()];
    // The numbers apply, then the record's insert fails (the database refuses 30 February): the
    // full list's delete of area code 212 and its inserts must roll back with it.
    await expect(registryFile('full', '2125559999\n3055550000\n', '2026-02-30')).rejects.toThrow(/date|range/i);
    expect(await count()).toBe(numbersBefore);
    expect(await files()).toBe(filesBefore);
    expect((await checkDialTimeLists(ctx, '+12125550001')).registry).toBe(true);
    expect((await checkDialTimeLists(ctx, '+13055550000')).registry).toBe(false);
    // And a good file commits both.
    await registryFile('additions', '3055550000\n', '2026-03-02');
    expect(await count()).toBe(numbersBefore + 1);
    expect(await files()).toBe(filesBefore + 1);
  });
});
