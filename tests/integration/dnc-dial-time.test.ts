import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/server/context';
import { calls, dncRegistry, dncRegistryFiles, doNotCall, leads } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { checkDialTimeLists } from '../../src/server/features/calls/dial-time-lists';
import { claimBatch } from '../../src/server/features/dispatch/claim-batch';
import { keepDiallable } from '../../src/server/features/dispatch/dial-time-check';
import { applyRegistryFile, latestRegistryDate } from '../../src/server/features/dispatch/dnc-registry.repo';
import { importDncRegistry } from '../../src/server/features/dispatch/import-dnc-registry';
import { openRun } from '../../src/server/features/outreach-state/outreach-state';
import { insertReadyCampaign, testPhone } from '../support/dispatch-leads';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

//, the dial-time do-not-call check on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): checkDialTimeLists probes both lists in one prepared statement; a claimed batch's
// last look cancels what joined a list since the claim; a registry file applies in chunks, its
// record last, so a failure midway never advances the copy's date.

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

  it('applies a registry file in chunks: a failure midway leaves no record and the old date, a second import converges', async () => {
    const all = async () =>
      (await ctx.db.select({ n: dncRegistry.number }).from(dncRegistry)).map((r) => Number(r.n)).sort((a, b) => a - b);
    const has = async (n: number) => (await checkDialTimeLists(ctx, `+1${n}`)).registry;
    const fileRecords = async () => (await ctx.db.select().from(dncRegistryFiles)).length;
    await registryFile('additions', '3035550001\n3035550003\n3035550005\n3035550009\n', '2026-03-03');
    const [before, filesBefore, dateBefore] = [await all(), await fileRecords(), await latestRegistryDate(ctx.db)];
    expect(dateBefore).toBe('2026-03-03');
    // A full list of area codes 303 and 415, one number a transaction; the database refuses the
    // record's date (30 February), which is written in the last one.
    const file = (downloadDate: string) => ({
      kind: 'full' as const,
      fileName: 'full.txt',
      downloadDate,
      numbers: 4,
      importedBy: null,
    });
    const numbers = new Float64Array([3035550002, 3035550003, 3035550006, 4155550001]);
    await expect(applyRegistryFile(ctx.database, 'full', numbers, file('2026-02-30'), 1)).rejects.toThrow(
      /date|range/i,
    );
    // The chunks before the last are applied: 0001 and 0005 gone, 0002 and 0006 in, 0003 (in both
    // the old copy and the file) never out; the last chunk (415, and 0009 above the file's last 303
    // number) rolled back with the record. No record, so the copy's date is still the old one.
    expect(await fileRecords()).toBe(filesBefore);
    expect(await latestRegistryDate(ctx.db)).toBe('2026-03-03');
    expect(await has(3035550001)).toBe(false);
    expect(await has(3035550003)).toBe(true);
    expect(await has(3035550006)).toBe(true);
    expect(await has(3035550009)).toBe(true);
    expect(await has(4155550001)).toBe(false);

    // Imported again (still in chunks): the same copy as the file imported in one go from the start.
    await applyRegistryFile(ctx.database, 'full', numbers, file('2026-03-04'), 1);
    const chunked = await all();
    expect(await latestRegistryDate(ctx.db)).toBe('2026-03-04');
    await ctx.db.delete(dncRegistry);
    await ctx.db.insert(dncRegistry).values(before.map((n) => ({ number: n })));
    await ctx.db.delete(dncRegistryFiles).where(eq(dncRegistryFiles.downloadDate, '2026-03-04'));
    await applyRegistryFile(ctx.database, 'full', numbers, file('2026-03-04'), 1_000_000);
    expect(chunked).toEqual(await all());
    expect(chunked.filter((n) => n >= 3030000000 && n < 3040000000)).toEqual([3035550002, 3035550003, 3035550006]);
    expect(chunked).toContain(4155550001);
    expect(await fileRecords()).toBe(filesBefore + 1);
  });
});
