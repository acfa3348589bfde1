import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { send, signInAdmin, type CookieJar } from '../support/session';

const PASSWORD = 'dashboard-admin-pw';

describe('GET /api/admin/stats and /api/admin/analytics', () => {
  let server: TestServer;
  let jar: CookieJar;
  const q = (text: string, values: unknown[] = []) => server.ctx.database.sql.query(text, values);

  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(() => server?.close());

  it('reports zeros (and a 0% success rate) with no campaigns', async () => {
    const res = await send(server, jar, '/api/admin/stats');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      totalCampaigns: 0,
      totalLeads: 0,
      processedLeads: 0,
      successfulCalls: 0,
      successRate: 0,
    });
  });

  it('counts successes once per lead, over dialled leads, and never a voicemail', async () => {
    const [{ id: c1 }] = (await q(`insert into campaigns (name) values ('A') returning id`)).rows as { id: string }[];
    await q(`insert into campaigns (name) values ('B')`);
    const leads = (
      await q(
        `insert into leads (campaign_id, email) select $1, 'l' || g || '@x.test' from generate_series(1, 5) g returning id`,
        [c1],
      )
    ).rows as { id: string }[];
    let n = 0;
    const call = async (leadId: string | null, status: string, disposition: string | null, purpose = 'campaign') => {
      const [{ id }] = (
        await q(
          `insert into calls (purpose, provider, provider_call_id, phone_number, prompt, status, lead_id, campaign_id)
           values ($1, 'sandbox', $2, '+15550000000', 'p', $3, $4, $5) returning id`,
          [purpose, `sb-${++n}`, status, leadId, leadId ? c1 : null],
        )
      ).rows as { id: string }[];
      if (disposition && leadId)
        await q(
          `insert into call_outcomes (call_id, lead_id, campaign_id, disposition, summary, fields, reader, template_version, created_at)
           values ($1, $2, $3, $4, '', '{}', 'sandbox', 'v1', timestamptz '2026-03-01T10:00:00Z' + $5 * interval '1 minute')`,
          [id, leadId, c1, disposition, n],
        );
    };
    await call(leads[0].id, 'left-voicemail', 'voicemail'); // a voicemail first…
    await call(leads[0].id, 'completed', 'interested'); // …then a redial that was answered: one success
    await call(leads[1].id, 'failed', 'failed');
    await call(leads[2].id, 'left-voicemail', 'voicemail'); // the campaign left a message: not a success
    await call(null, 'completed', null, 'trial'); // trials are not campaign successes
    // leads[3] and leads[4] were never dialled: they are not in the rate.

    const res = await send(server, jar, '/api/admin/stats');
    // 1 successful lead of 3 dialled → 33%.
    expect(await res.json()).toEqual({
      totalCampaigns: 2,
      totalLeads: 5,
      processedLeads: 3,
      successfulCalls: 1,
      successRate: 33,
    });
    const cards = (await (await send(server, jar, '/api/admin/campaigns')).json()) as Array<Record<string, unknown>>;
    expect(cards.find((c) => c.id === c1)).toMatchObject({
      totalLeads: 5,
      processedLeads: 3,
      successfulCalls: 1,
      failedCalls: 1,
    });
  });

  it('aggregates page views, the wizard funnel, deposits and calls over the chosen days', async () => {
    const ev = (type: string, path: string | null, visitor: string, day: string, props: object = {}) =>
      q(`insert into analytics_events (type, path, visitor_id, props, created_at) values ($1, $2, $3, $4, $5)`, [
        type,
        path,
        visitor,
        JSON.stringify(props),
        `${day}T12:00:00Z`,
      ]);
    await ev('page_view', '/', 'v1', '2026-03-01');
    await ev('page_view', '/', 'v2', '2026-03-01');
    await ev('page_view', '/', 'v1', '2026-03-02');
    await ev('page_view', '/pricing', 'v1', '2026-03-02');
    await ev('page_view', '/', 'v9', '2026-02-27'); // outside the range
    await ev('wizard_step', '/', 'v1', '2026-03-01', { step: 1 });
    await ev('wizard_step', '/', 'v1', '2026-03-01', { step: 3 });
    await ev('wizard_step', '/', 'v2', '2026-03-01', { step: 2 });
    await ev('prompt_generated', '/', 'v1', '2026-03-01');
    await ev('call_launched', '/', 'v1', '2026-03-02');
    const pay = (id: string, cents: number, status: string, day: string) =>
      q(
        `insert into payments (provider, provider_payment_id, amount_cents, status, created_at) values ('sandbox-card', $1, $2, $3, $4)`,
        [id, cents, status, `${day}T10:00:00Z`],
      );
    await pay('p1', 5000, 'succeeded', '2026-03-02');
    await pay('p2', 5000, 'failed', '2026-03-02');
    await q(
      `insert into calls (purpose, provider, phone_number, prompt, status, created_at) values ('trial', 'sandbox', '+1555', 'p', 'in-progress', '2026-03-02T09:00:00Z')`,
    );

    const res = await send(server, jar, '/api/admin/analytics?from=2026-03-01&to=2026-03-02');
    expect(res.status).toBe(200);
    const r = await res.json();
    expect(r.pageViews.total).toBe(4);
    expect(r.pageViews.byRoute).toEqual([
      { path: '/', count: 3 },
      { path: '/pricing', count: 1 },
    ]);
    expect(r.pageViews.byDay).toEqual([
      { day: '2026-03-01', count: 2 },
      { day: '2026-03-02', count: 2 },
    ]);
    expect(r.funnel).toEqual({
      visitors: 2,
      steps: [
        { step: 1, visitors: 2 },
        { step: 2, visitors: 2 },
        { step: 3, visitors: 1 },
        { step: 4, visitors: 0 },
        { step: 5, visitors: 0 },
      ],
      promptsGenerated: 1,
      callsLaunched: 1,
    });
    expect(r.deposits).toEqual({
      count: 1,
      totalCents: 5000,
      byDay: [{ day: '2026-03-02', count: 1, amountCents: 5000 }],
    });
    expect(r.callsByStatus).toEqual([{ status: 'in-progress', count: 1 }]);
  });

  it('rejects a reversed range', async () => {
    const res = await send(server, jar, '/api/admin/analytics?from=2026-03-05&to=2026-03-01');
    expect(res.status).toBe(400);
  });
});
