import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCampaignKnowledge } from '../../src/common/conversations/knowledge';
import { ZKnowledgeFacts, type TKnowledgeFacts } from '../../src/common/conversations/knowledge-facts';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { agentConfigOwner } from '../../src/server/features/conversations/knowledge-owner';
import { readKnowledgeFacts } from '../../src/server/features/conversations/read-knowledge-facts';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startStaticSite, type SiteRoute, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor } from '../support/visitor-client';
import { freshIp, sampleConfig } from '../support/wizard';

// The business's fact sheet, end to end: the HVAC firm's site states its hours only on its contact
// page, its area in the footer and a price in a banner. "Read website" reads them with their page
// and sentence, the test chat answers hours, area, prices, services and phone from them, the admin
// edits the hours and the next answer says the edited hours, also after the site is read again.
// A visitor's forged analysis never becomes a fact.

const PASSWORD = 'knowledge-facts-admin-password';
const DIR = fileURLToPath(new URL('../fixtures/fact-sheet/sandoval-hvac/', import.meta.url));
const page =
  (file: string): SiteRoute =>
  async (_req, res) =>
    void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(await readFile(`${DIR}${file}`));
const PLANTED = 'PLANTED';

describe("a campaign's fact sheet: read from its site, answered first, edited by the owner", () => {
  let site: StaticSite;
  let server: TestServer;
  let jar: CookieJar;
  let campaignId: string;
  let url: string;
  beforeAll(async () => {
    site = await startStaticSite(null, {
      '/': page('home.html'),
      '/contact': page('contact.html'),
      '/about': page('about.html'),
    });
    url = `${site.url}/`;
    server = await startTestServer({
      env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1', TRUST_PROXY: '1' },
    });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    ({ campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Sandoval outreach', [
      { companyName: 'Callee Co', phoneNumber: '2125550191', website: 'https://callee.test/' },
    ]));
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
  const knowledge = async () =>
    ZCampaignKnowledge.parse(await ok(await admin('GET', `/api/admin/campaigns/${campaignId}/knowledge`)));
  const fact = (facts: TKnowledgeFacts, kind: string) => facts.facts.find((f) => f.kind === kind);
  const editFacts = (body: unknown) => admin('PATCH', `/api/admin/campaigns/${campaignId}/knowledge/facts`, body);
  async function testChat() {
    const started = ZStartChatResponse.parse(await ok(await admin('POST', '/api/admin/agent-chats', { campaignId })));
    return async (text: string) =>
      ZChatMessageResponse.parse(
        await ok(await admin('POST', `/api/admin/agent-chats/${started.chatId}/messages`, { text })),
      );
  }

  it("a visitor's forged analysis is no fact of the wizard's agent", async () => {
    const v = visitor(server);
    const headers = { 'x-forwarded-for': freshIp() };
    const forged = {
      businessSpecialties: `${PLANTED} open 24/7`,
      businessTone: '',
      topServices: `${PLANTED} gift cards`,
      customerTypes: '',
      testimonialTraits: '',
      // Not part of the analysis a browser may send at all: dropped or refused, never a fact.
      factSheet: { hours: { text: `${PLANTED} hours` } },
    };
    const saved = await v.request('/api/save-agent-config', {
      method: 'POST',
      headers,
      json: sampleConfig({
        name: 'Mallory',
        websiteUrl: url,
        generatedPrompt: 'You are Mallory.',
        scrapedData: forged,
      }),
    });
    const { id } = await ok(saved);
    await ok(await v.request('/api/agent-chats', { method: 'POST', headers, json: { agentConfigId: id } }));
    // Nobody's server read the site yet: the agent has no facts at all, and certainly not the forged ones.
    expect((await readKnowledgeFacts(server.ctx.db, agentConfigOwner(id))).facts).toEqual([]);

    // Once the wizard's server-side analysis has read the site, its agent's facts are the site's.
    expect((await v.request(`/api/scrape-website?url=${encodeURIComponent(url)}&t=1`, { headers })).status).toBe(200);
    await ok(await v.request('/api/agent-chats', { method: 'POST', headers, json: { agentConfigId: id } }));
    const facts = await readKnowledgeFacts(server.ctx.db, agentConfigOwner(id));
    expect(fact(facts, 'hours')?.values[0].source?.url).toBe(`${site.url}/contact`);
    expect(JSON.stringify(facts)).not.toContain(PLANTED);
  });

  it('"Read website" reads the fact sheet with each value\'s page and sentence', async () => {
    await ok(await admin('PUT', `/api/admin/campaigns/${campaignId}/knowledge/website`, { website: url }));
    const { facts } = await knowledge();
    expect(facts.site).toBe(`${new URL(url).host}/`);
    expect(fact(facts, 'hours')).toEqual({
      kind: 'hours',
      edited: false,
      values: [
        {
          value: 'Monday to Friday 7am to 6pm, Saturday 8am to 2pm; emergency service 24/7 (America/Phoenix time)',
          source: {
            url: `${site.url}/contact`,
            text: 'Office Hours · Mon–Fri 7am–6pm · Sat 8am–2pm · Emergency service 24/7',
            from: 'page text',
          },
        },
      ],
      siteValues: [],
    });
    expect(fact(facts, 'area')?.values[0]).toMatchObject({
      value: 'Phoenix, Glendale, Peoria, Scottsdale, Tempe, Mesa, Chandler',
      source: { url, text: expect.stringContaining('Phoenix · Glendale') },
    });
    expect(fact(facts, 'offers')?.values.map((v) => v.value)).toEqual(['Summer Tune-Up Special: $79 (reg. $129)']);
    expect(fact(facts, 'services')?.values.map((v) => v.value)).toEqual([
      'AC Repair',
      'Furnace Installation',
      'Duct Cleaning',
    ]);
    expect(fact(facts, 'phones')?.values[0].value).toBe('+16025550134');
    expect(JSON.stringify(facts)).not.toContain(PLANTED);
  });

  it('the test chat answers hours, area, prices, services and phone from the fact sheet', async () => {
    const say = await testChat();
    const hours = await say('What are your hours?');
    expect(hours.messages[0].text).toBe(
      'Our hours are Monday to Friday 7am to 6pm, Saturday 8am to 2pm; emergency service 24/7 (America/Phoenix time).',
    );
    expect(hours.toolCalls[0]).toMatchObject({
      name: 'lookup_knowledge',
      result: { found: true, source: { title: 'Fact sheet', facts: ['hours'], url: `${site.url}/contact` } },
    });
    expect((await say('Which areas do you serve?')).messages[0].text).toBe(
      'Our service area: Phoenix, Glendale, Peoria, Scottsdale, Tempe, Mesa, Chandler.',
    );
    expect((await say('How much is a tune-up?')).messages[0].text).toBe('Summer Tune-Up Special: $79 (reg. $129).');
    expect((await say('What services do you offer?')).messages[0].text).toBe(
      'We offer AC Repair, Furnace Installation and Duct Cleaning.',
    );
    expect((await say("What's your phone number?")).messages[0].text).toBe('You can call us on (602) 555-0134.');
    // No fact answers this: the passages are searched as before.
    const who = await say('Do you do duct cleaning?');
    expect(who.messages[0].text).toBe('Yes, we offer Duct Cleaning.');
  });

  it('refuses a bad edit with the field named and changes nothing', async () => {
    const before = (await knowledge()).facts;
    const two = await editFacts({ hours: ['Mon–Fri 9–5', 'Sat 9–1'] });
    expect(two.status).toBe(400);
    expect(await two.text()).toContain('Opening hours is one line');
    expect((await editFacts({ hours: ['   '] })).status).toBe(400);
    expect((await editFacts({ openingTimes: ['9–5'] })).status).toBe(400);
    expect((await editFacts({})).status).toBe(400);
    expect((await knowledge()).facts).toEqual(before);
    expect(
      (
        await send(server, jar, `/api/admin/campaigns/${crypto.randomUUID()}/knowledge/facts`, {
          method: 'PATCH',
          json: { hours: ['9–5'] },
        })
      ).status,
    ).toBe(404);
  });

  it("the admin edits the hours: the next answer says them, and a new read of the site keeps the owner's words", async () => {
    const say = await testChat();
    const edited = ZKnowledgeFacts.parse(await ok(await editFacts({ hours: ['Mon–Sat 6am–8pm, closed Sundays'] })));
    expect(fact(edited, 'hours')).toMatchObject({
      edited: true,
      values: [{ value: 'Mon–Sat 6am–8pm, closed Sundays', source: null }],
      siteValues: [{ source: { url: `${site.url}/contact` } }],
    });
    const asked = await say('When are you open?');
    expect(asked.messages[0].text).toBe('Our hours are Mon–Sat 6am–8pm, closed Sundays.');
    expect(asked.toolCalls[0].result).toMatchObject({ source: { title: 'Fact sheet', from: 'owner' } });

    await ok(await admin('PUT', `/api/admin/campaigns/${campaignId}/knowledge/website`, { website: url }));
    expect(fact((await knowledge()).facts, 'hours')).toMatchObject({
      edited: true,
      values: [{ value: 'Mon–Sat 6am–8pm, closed Sundays' }],
    });
    expect((await say('What are your hours?')).messages[0].text).toBe('Our hours are Mon–Sat 6am–8pm, closed Sundays.');

    // Given back to the site: its reading answers again.
    const reset = ZKnowledgeFacts.parse(await ok(await editFacts({ hours: null })));
    expect(fact(reset, 'hours')).toMatchObject({ edited: false, values: [{ source: { url: `${site.url}/contact` } }] });
    expect((await say('What are your hours?')).messages[0].text).toMatch(/^Our hours are Monday to Friday 7am to 6pm/);
  });

  it('a price the owner removed is said by neither the fact sheet nor a page', async () => {
    await ok(await editFacts({ offers: [] }));
    const say = await testChat();
    const asked = await say('How much is a tune-up?');
    expect(asked.toolCalls[0].result).toEqual({ found: false });
    expect(asked.messages[0].text).not.toContain('$79');
  });
});
