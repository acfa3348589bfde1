import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEnrichments, leads } from '../../src/server/db/schema';
import { insertCampaignWithLeads, readJobEvents } from '../support/campaign-leads';
import { CookieJar, send, signInAdmin } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';

// Lead enrichment in Sandbox mode (no OpenAI key): website read through analyzeWebsite, rule-based
// analysis, agent prompt; single and batch jobs with SSE progress; politeness per host.

const PASSWORD = 'enrichment-test-password';

describe('lead enrichment (sandbox)', () => {
  let server: TestServer;
  let site: StaticSite;
  let busy: StaticSite;
  let jar: CookieJar;
  let inFlight = 0;
  let maxInFlight = 0;
  const admin = (path: string, init: RequestInit & { json?: unknown } = {}) => send(server, jar, path, init);
  const waitForJob = async (jobId: string) => readJobEvents(await admin(`/api/jobs/${jobId}/events`));

  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    // A host that counts its simultaneous requests (politeness: one at a time per host).
    const slow = async (_req: unknown, res: import('node:http').ServerResponse) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 60));
      inFlight--;
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<h1>Busy Bee Cleaning</h1><p>We are a family cleaning company serving homeowners across the valley since 1999.</p>',
        );
    };
    busy = await startStaticSite(null, { '/a': slow, '/b': slow, '/c': slow, '/d': slow });
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
    await busy?.close();
  });

  it('enriches one lead from its website: analysis, web data, agent prompt, labelled Sandbox', async () => {
    const { leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Single', [
      { companyName: 'Riverside Plumbing', firstName: 'Dana', lastName: 'Reyes', website: `${site.url}/` },
    ]);
    const res = await admin(`/api/admin/leads/${leadIds[0]}/enrich`, { method: 'POST' });
    expect(res.status).toBe(202);
    const { jobId } = await res.json();
    const events = await waitForJob(jobId);
    expect(events.at(-1)).toMatchObject({
      state: 'completed',
      done: 1,
      total: 1,
      result: { enriched: 1, fromWebsite: 1, csvOnly: 0, failed: 0 },
    });

    const body = await (await admin(`/api/admin/leads/${leadIds[0]}/enrichment`)).json();
    expect(body.enrichmentStatus).toBe('enriched');
    const e = body.enrichment;
    expect(e).toMatchObject({
      companyName: 'Riverside Plumbing',
      ownerName: 'Dana Reyes',
      industry: 'Plumbing',
      mode: 'sandbox',
      basis: 'website',
    });
    expect(e.gptAnalysis.keyServices).toContain('Emergency plumbing repairs');
    expect(e.gptAnalysis.targetAudience).toContain('Homeowners');
    expect(e.gptAnalysis.businessDescription).toMatch(/^Riverside Plumbing is a plumbing business/);
    expect(e.gptAnalysis.callScript).toContain('Hi Dana');
    expect(e.firecrawlData.success).toBe(true);
    expect(e.firecrawlData.sources[0]).toContain(site.url);
    expect(e.firecrawlData.businessInsights.keyPoints.length).toBeGreaterThan(0);
    expect(e.note).toMatch(/Sandbox/);
    expect(e.agentPrompt).toContain('Riverside Plumbing');
  });

  it('enriches a lead without a usable website from its CSV fields, and says so', async () => {
    const { leadIds } = await insertCampaignWithLeads(server.ctx.db, 'No site', [
      { companyName: 'Oak Dental', industry: 'Dental', website: '' },
      { companyName: 'Gone Ltd', website: 'http://127.0.0.1:1/' },
    ]);
    for (const id of leadIds)
      await waitForJob((await (await admin(`/api/admin/leads/${id}/enrich`, { method: 'POST' })).json()).jobId);
    const [blank, unreachable] = await Promise.all(
      leadIds.map(async (id) => (await admin(`/api/admin/leads/${id}/enrichment`)).json()),
    );
    expect(blank.enrichment).toMatchObject({
      basis: 'csv',
      industry: 'Dental',
      firecrawlData: { success: false, sources: [] },
    });
    expect(blank.enrichment.note).toMatch(/^No website in the CSV: enriched from the CSV fields only/);
    expect(blank.notes).toBe(blank.enrichment.note);
    expect(unreachable.enrichment.basis).toBe('csv');
    expect(unreachable.enrichment.note).toMatch(/^Website could not be read/);
  });

  it('offers single enrichment for pending leads only', async () => {
    const { leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Twice', [{ companyName: 'Once Co' }]);
    await waitForJob((await (await admin(`/api/admin/leads/${leadIds[0]}/enrich`, { method: 'POST' })).json()).jobId);
    const again = await admin(`/api/admin/leads/${leadIds[0]}/enrich`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe('This lead is enriched, not pending');
    expect(
      (await admin('/api/admin/leads/00000000-0000-4000-8000-000000000000/enrich', { method: 'POST' })).status,
    ).toBe(404);
    expect((await admin('/api/admin/leads/not-a-uuid/enrichment')).status).toBe(400);
  });

  it('enriches a campaign in one batch job with progress, each lead once, one request at a time per host', async () => {
    const rows = [
      { companyName: 'Riverside Plumbing', website: `${site.url}/` },
      ...['a', 'b', 'c', 'd'].map((p) => ({ companyName: `Busy Bee ${p}`, website: `${busy.url}/${p}` })),
      { companyName: 'Nowhere Inc' },
    ];
    const { campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Batch', rows);
    const res = await admin(`/api/admin/campaigns/${campaignId}/enrich`, { method: 'POST', json: { batchSize: 5 } });
    expect(res.status).toBe(202);
    const events = await waitForJob((await res.json()).jobId);
    const last = events.at(-1)!;
    // Nowhere Inc has no website: enriched from its CSV fields only, and counted apart.
    expect(last).toMatchObject({
      state: 'completed',
      done: 6,
      total: 6,
      result: { enriched: 6, fromWebsite: 5, csvOnly: 1, failed: 0 },
    });
    expect(events.some((e) => e.state === 'active' && e.done < 6)).toBe(true);
    expect(maxInFlight).toBe(1);

    const stored = await server.ctx.db.select().from(leadEnrichments);
    expect(stored.filter((s) => leadIds.includes(s.leadId))).toHaveLength(6);
    expect(await (await admin(`/api/admin/campaigns/${campaignId}/enrichment-stats`)).json()).toEqual({
      total: 6,
      pending: 0,
      processing: 0,
      enriched: 6,
      fromWebsite: 5,
      csvOnly: 1,
      failed: 0,
    });

    const none = await admin(`/api/admin/campaigns/${campaignId}/enrich`, { method: 'POST', json: {} });
    expect(none.status).toBe(409);
    expect((await none.json()).error).toBe('No pending leads to enrich');
  });

  it('enriches only the listed leads when given, and refuses ids from another campaign', async () => {
    const { campaignId, leadIds } = await insertCampaignWithLeads(server.ctx.db, 'Subset', [
      { companyName: 'A' },
      { companyName: 'B' },
      { companyName: 'C' },
    ]);
    const other = await insertCampaignWithLeads(server.ctx.db, 'Other', [{ companyName: 'X' }]);
    const bad = await admin(`/api/admin/campaigns/${campaignId}/enrich`, {
      method: 'POST',
      json: { leadIds: [other.leadIds[0]] },
    });
    expect(bad.status).toBe(400);
    const res = await admin(`/api/admin/campaigns/${campaignId}/enrich`, {
      method: 'POST',
      json: { leadIds: leadIds.slice(0, 2) },
    });
    await waitForJob((await res.json()).jobId);
    const statuses = await server.ctx.db
      .select({ id: leads.id, s: leads.enrichmentStatus })
      .from(leads)
      .where(eq(leads.campaignId, campaignId));
    expect(
      statuses
        .filter((r) => r.s === 'enriched')
        .map((r) => r.id)
        .sort(),
    ).toEqual(leadIds.slice(0, 2).sort());
  });

  it('is admin-only, /api/enrich-lead included', async () => {
    const anon = new CookieJar();
    expect((await send(server, anon, '/api/enrich-lead', { method: 'POST', json: { company: 'X' } })).status).toBe(401);
    expect(
      (await send(server, anon, '/api/admin/test-firecrawl', { method: 'POST', json: { companyName: 'X' } })).status,
    ).toBe(401);
    expect(
      (
        await send(server, anon, '/api/admin/campaigns/00000000-0000-4000-8000-000000000000/enrich', {
          method: 'POST',
          json: {},
        })
      ).status,
    ).toBe(401);
  });

  it('POST /api/enrich-lead enriches one AI Upload row without storing it', async () => {
    const res = await admin('/api/enrich-lead', {
      method: 'POST',
      json: { company: 'Riverside Plumbing', website: `${site.url}/`, contactName: 'Dana Reyes' },
    });
    expect(res.status).toBe(200);
    const e = await res.json();
    expect(e).toMatchObject({ industry: 'Plumbing', ownerName: 'Dana Reyes', basis: 'website', mode: 'sandbox' });
    expect(e.gptAnalysis.businessDescription).toContain('Riverside Plumbing');
    const missing = await admin('/api/enrich-lead', { method: 'POST', json: { company: ' ' } });
    expect(missing.status).toBe(400);
  });

  it('POST /api/admin/test-firecrawl reads a domain and answers insights, sources and markdown', async () => {
    const res = await admin('/api/admin/test-firecrawl', {
      method: 'POST',
      json: { companyName: 'Riverside Plumbing', domain: `${site.url}/` },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, businessInsights: { industry: 'Plumbing' } });
    expect(body.sources).toEqual([`${site.url}/`]);
    expect(body.businessInsights.services).toContain('Emergency plumbing repairs');
    expect(body.processedForPrompt).toMatch(/^Company: Riverside Plumbing\nIndustry: Plumbing/);
    // The page's main content as markdown (the reader drops the site header and footer).
    expect(body.markdown).toContain('Fast, friendly plumbing for Springfield');
    const blank = await admin('/api/admin/test-firecrawl', { method: 'POST', json: { companyName: '' } });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toContain('Company name is required');
  });
});

describe('AI Upload (sandbox)', () => {
  let server: TestServer;
  let site: StaticSite;
  let jar: CookieJar;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  it('stores the rows as an ai-csv campaign, enriches them in one job, previews and downloads them', async () => {
    const rows = [
      {
        company: 'Riverside Plumbing',
        contact_name: 'Dana Reyes',
        email: 'dana@riverside.example',
        phone: '555-0100',
        website: `${site.url}/`,
      },
      { company: '=HYPERLINK("http://evil.example")', contact_name: 'Eve', email: 'eve@example.com', website: '' },
    ];
    const res = await send(server, jar, '/api/admin/campaigns/ai-upload', {
      method: 'POST',
      json: { name: 'leads.csv - 2026-11-23', rows },
    });
    expect(res.status).toBe(202);
    const { campaignId, leadCount, jobId } = await res.json();
    expect(leadCount).toBe(2);
    const events = await readJobEvents(await send(server, jar, `/api/jobs/${jobId}/events`));
    expect(events.at(-1)).toMatchObject({ state: 'completed', result: { enriched: 2, failed: 0 } });

    const preview = await (
      await send(server, jar, `/api/admin/campaigns/${campaignId}/enriched-leads?limit=10`)
    ).json();
    expect(preview[0]).toMatchObject({
      company: 'Riverside Plumbing',
      contact_name: 'Dana Reyes',
      industry: 'Plumbing',
      status: 'enriched',
    });
    expect(preview[0].agent_prompt).toContain('Riverside Plumbing');
    expect(preview[1].notes).toMatch(/No website in the CSV/);

    const csv = await send(server, jar, `/api/admin/campaigns/${campaignId}/enriched-leads.csv`);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ai_enriched_leads.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(
      text.startsWith('\uFEFFcompany,contact_name,email,phone,website,industry,status,notes,agent_prompt\r\n'),
    ).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('refuses rows with a bad email with the row message, storing nothing', async () => {
    const res = await send(server, jar, '/api/admin/campaigns/ai-upload', {
      method: 'POST',
      json: { name: 'bad.csv', rows: [{ company: 'A', contact_name: 'B', email: 'not-an-email' }] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual(['Row 2: Invalid email format']);
  });
});
