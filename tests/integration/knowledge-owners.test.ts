import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCampaignKnowledge, ZKnowledgeWebsiteResponse } from '../../src/common/conversations/knowledge';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { calls } from '../../src/server/db/schema';
import { signToolRequest } from '../../src/server/features/voice-tools/tool-signature';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { freshIp, sampleConfig } from '../support/wizard';

// Knowledge has an owner. Two businesses on ONE host (a dental clinic and an HVAC firm under
// different paths of one local server, as Google Sites or GitHub Pages hold them): each campaign's
// agent answers only from its own pages and lists none of the other's. A visitor's forged analysis,
// saved for the HVAC firm's address before anyone read the site, never reaches any listing, chat
// or live call's signed lookup.

const PASSWORD = 'knowledge-owners-admin-password';
const SITES = fileURLToPath(new URL('../fixtures/shared-host/', import.meta.url));
const PLANTED = 'PLANTED gift-card billing';

describe('knowledge owned per campaign and per agent configuration, on a shared host', () => {
  let site: StaticSite;
  let server: TestServer;
  let jar: CookieJar;
  const dental = { id: '', leadId: '', url: '' };
  const hvac = { id: '', leadId: '', url: '' };
  beforeAll(async () => {
    site = await startStaticSite(SITES);
    dental.url = `${site.url}/little-smiles/`;
    hvac.url = `${site.url}/sandoval-air/`;
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1', TRUST_PROXY: '1' },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    for (const [c, name] of [
      [dental, 'Little Smiles outreach'],
      [hvac, 'Sandoval outreach'],
    ] as const) {
      const made = await insertCampaignWithLeads(server.ctx.db, name, [
        { companyName: `${name} callee`, phoneNumber: '2125550190', website: 'https://callee.test/' },
      ]);
      c.id = made.campaignId;
      c.leadId = made.leadIds[0];
    }
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  const admin = (method: string, path: string, json?: unknown) => send(server, jar, path, { method, json });
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  /** Every passage a campaign lists, all pages of them. */
  async function listed(campaignId: string, search = '') {
    const out: Array<{ pageUrl: string; title: string; text: string }> = [];
    for (let page = 1; ; page++) {
      const q = `?page=${page}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
      const view = ZCampaignKnowledge.parse(
        await ok(await admin('GET', `/api/admin/campaigns/${campaignId}/knowledge${q}`)),
      );
      out.push(...view.passages);
      if (out.length >= view.passagesTotal || !view.passages.length) return out;
    }
  }
  async function testChat(campaignId: string) {
    const started = ZStartChatResponse.parse(await ok(await admin('POST', '/api/admin/agent-chats', { campaignId })));
    return async (text: string) =>
      ZChatMessageResponse.parse(
        await ok(await admin('POST', `/api/admin/agent-chats/${started.chatId}/messages`, { text })),
      );
  }
  /** A live call of the campaign's lead, and its provider-signed lookup_knowledge endpoint. */
  async function liveLookup(c: { id: string; leadId: string }) {
    const [call] = await server.ctx.db
      .insert(calls)
      .values({
        purpose: 'campaign',
        provider: 'bland',
        providerCallId: `owners-${c.id}`,
        phoneNumber: '+12125550190',
        prompt: 'You are Marisol, calling for the business.',
        status: 'in-progress',
        leadId: c.leadId,
        campaignId: c.id,
        attempt: 1,
      })
      .returning();
    const signature = signToolRequest(server.ctx.secret, call.id, 'lookup_knowledge');
    return async (question: string) => {
      const res = await fetch(`${server.url}/api/voice-tools/${call.id}/lookup_knowledge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-callcraft-tool-signature': signature },
        body: JSON.stringify({ question }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
  }

  it("a visitor's forged analysis becomes nobody's knowledge, not even its own agent's", async () => {
    const v = visitor(server);
    const headers = { 'x-forwarded-for': freshIp() };
    const saved = await v.request('/api/save-agent-config', {
      method: 'POST',
      headers,
      json: sampleConfig({
        name: 'Mallory',
        websiteUrl: hvac.url,
        generatedPrompt: 'You are Mallory.',
        scrapedData: {
          businessSpecialties: PLANTED,
          businessTone: '',
          topServices: PLANTED,
          customerTypes: '',
          testimonialTraits: '',
        },
      }),
    });
    const { id } = await ok(saved);
    const started = ZStartChatResponse.parse(
      await ok(await v.request('/api/agent-chats', { method: 'POST', headers, json: { agentConfigId: id } })),
    );
    const asked = ZChatMessageResponse.parse(
      await ok(
        await v.request(`/api/agent-chats/${started.chatId}/messages`, {
          method: 'POST',
          headers,
          json: { text: 'Do you do gift-card billing?' },
        }),
      ),
    );
    expect(JSON.stringify(asked)).not.toContain('PLANTED');
    expect(asked.toolCalls[0]).toMatchObject({ name: 'lookup_knowledge', result: { found: false } });
  });

  it('each campaign reads its own site on the shared host and lists only its own pages', async () => {
    for (const c of [dental, hvac]) {
      const read = ZKnowledgeWebsiteResponse.parse(
        await ok(await admin('PUT', `/api/admin/campaigns/${c.id}/knowledge/website`, { website: c.url })),
      );
      expect(read.passages).toBeGreaterThan(0);
      expect(read.site).toBe(`${new URL(c.url).host}${new URL(c.url).pathname}`);
    }
    for (const [own, other] of [
      [dental, hvac],
      [hvac, dental],
    ]) {
      const passages = await listed(own.id);
      expect(passages.length).toBeGreaterThan(0);
      expect(passages.filter((p) => !p.pageUrl.startsWith(own.url))).toEqual([]);
      expect(passages.some((p) => p.pageUrl.startsWith(other.url))).toBe(false);
      expect(JSON.stringify(passages)).not.toContain('PLANTED');
      expect(await listed(own.id, 'gift-card')).toEqual([]);
    }
    expect(JSON.stringify(await listed(hvac.id))).not.toMatch(/nitrous|Priya/i);
    expect(JSON.stringify(await listed(dental.id))).not.toMatch(/Marisol|heat pump/i);
  });

  it("each campaign's test chat answers only from its own site", async () => {
    const dentalSays = await testChat(dental.id);
    // The dental clinic's site answers this, so the HVAC agent's silence below means something.
    const sedation = await dentalSays('Do you offer laughing gas or sedation?');
    expect(sedation.toolCalls[0]).toMatchObject({
      result: { found: true, source: { url: expect.stringContaining('/little-smiles/') } },
    });
    const runs = await dentalSays('Who runs the company?');
    expect(JSON.stringify(runs)).not.toMatch(/Marisol|Sandoval/);
    expect(runs.toolCalls[0]).toMatchObject({ name: 'lookup_knowledge', result: { found: false } });

    const hvacSays = await testChat(hvac.id);
    const ducts = await hvacSays('Do you do duct cleaning?');
    expect(ducts.toolCalls[0]).toMatchObject({
      result: { found: true, source: { url: expect.stringContaining('/sandoval-air/') } },
    });
    const gas = await hvacSays('Do you offer laughing gas or sedation?');
    expect(JSON.stringify(gas)).not.toMatch(/nitrous|anaesthesia|little-smiles/i);
    expect(gas.toolCalls[0]).toMatchObject({ name: 'lookup_knowledge', result: { found: false } });
    const planted = await hvacSays('Do you do gift-card billing?');
    expect(JSON.stringify(planted)).not.toContain('PLANTED');
  });

  it("a live call's provider-signed lookup answers from the campaign's own site only", async () => {
    const lookup = await liveLookup(hvac);
    expect(await lookup('Do you do duct cleaning?')).toMatchObject({
      found: true,
      source: { url: expect.stringContaining('/sandoval-air/') },
    });
    const planted = await lookup('Do you do gift-card billing?');
    expect(JSON.stringify(planted)).not.toContain('PLANTED');
    expect(planted).toEqual({ found: false });
    expect(await lookup('Do you offer laughing gas or sedation?')).toEqual({ found: false });
    const dentalLookup = await liveLookup(dental);
    expect(await dentalLookup('Who runs the company?')).toEqual({ found: false });
  });
});
