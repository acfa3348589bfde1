import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, sandboxCalls } from '../../src/server/db/schema';
import { readJobEvents } from '../support/campaign-leads';
import { insertReadyCampaign, testPhone, zoneOpenNow } from '../support/dispatch-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// The calls of one run end when each of them ends, not when the report that settled them was
// written: the Sandbox's calls of a run are settled together, so a report time would be one instant
// for all. Results, the CSV and the XLSX all show each call's own end.

const PASSWORD = 'call-end-times-password';
const QUEUED_MS = 50;

describe('call end times', () => {
  let server: TestServer;
  let jar: CookieJar;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ADMIN_PASSWORD: PASSWORD,
        SANDBOX_CALL_QUEUED_MS: String(QUEUED_MS),
        SANDBOX_CALL_TALK_MS: '100',
        DISPATCH_RETRIES: '0',
      },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  }, 180_000);
  afterAll(async () => server?.close());

  it('each call of a run keeps its own end time in Results, CSV and XLSX', async () => {
    const zone = zoneOpenNow();
    const { campaignId } = await insertReadyCampaign(
      server.ctx.db,
      'End times',
      Array.from({ length: 6 }, (_, i) => ({ phoneE164: testPhone(700 + i * 7), timezone: zone })),
    );
    const named = await send(server, jar, `/api/admin/campaigns/${campaignId}`, {
      method: 'PATCH',
      json: { businessName: 'Northwind Roofing' },
    });
    expect(named.status).toBe(200);
    const started = await send(server, jar, `/api/admin/campaigns/${campaignId}/dispatch-calls`, {
      method: 'POST',
      json: { testMode: false },
    });
    expect(started.status).toBeLessThan(300);
    const events = await readJobEvents(await send(server, jar, `/api/jobs/${(await started.json()).jobId}/events`));
    expect(events.at(-1)).toMatchObject({ state: 'completed' });

    // Wait until every call is finished and read (the Results rows carry a disposition).
    type Row = { phone: string; completedAt: string | null; durationSeconds: number | null; disposition: string };
    let rows: Row[] = [];
    for (const end = Date.now() + 20_000; ;) {
      const res = await send(server, jar, `/api/admin/campaigns/${campaignId}/results`);
      rows = (await res.json()).rows;
      if (rows.length === 6 && rows.every((r) => r.completedAt && r.disposition)) break;
      if (Date.now() > end) throw new Error(`calls did not finish: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    // Each call ended when its simulated conversation did: answered after the queue time, then as
    // long as its duration.
    const placed = await server.ctx.db
      .select({ completedAt: calls.completedAt, duration: calls.durationSeconds, sent: sandboxCalls.createdAt })
      .from(calls)
      .innerJoin(sandboxCalls, eq(sandboxCalls.id, calls.providerCallId))
      .where(eq(calls.campaignId, campaignId));
    expect(placed).toHaveLength(6);
    // Each call ends within its own simulated span: answered after its queue time, and never later
    // than its talk would have run (nor than the moment the Sandbox reported it).
    for (const c of placed) {
      expect(c.completedAt!.getTime()).toBeGreaterThanOrEqual(c.sent.getTime() + QUEUED_MS);
      expect(c.completedAt!.getTime()).toBeLessThanOrEqual(c.sent.getTime() + QUEUED_MS + (c.duration ?? 0) * 1000);
    }
    expect(new Set(placed.map((c) => c.duration)).size).toBeGreaterThan(1);
    const ends = new Set(placed.map((c) => c.completedAt!.toISOString()));
    expect(ends.size).toBeGreaterThan(1);

    const byPhone = Object.fromEntries(rows.map((r) => [r.phone, r.completedAt]));
    expect(new Set(Object.values(byPhone))).toEqual(ends);

    const csv = await (await send(server, jar, `/api/admin/campaigns/${campaignId}/results.csv`)).text();
    const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(Object.fromEntries(parsed.data.map((r) => [r.phone.replace(/^'/, ''), r.completed_at]))).toEqual(byPhone);

    const xlsx = await send(server, jar, `/api/admin/campaigns/${campaignId}/results.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.getWorksheet('Results')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const col = (name: string) => header.indexOf(name);
    const fromSheet: Record<string, string> = {};
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const v = row.values as unknown[];
      const at = v[col('completed_at')];
      fromSheet[String(v[col('phone')]).replace(/^'/, '')] = at instanceof Date ? at.toISOString() : String(at);
    });
    expect(fromSheet).toEqual(byPhone);
  });
});
