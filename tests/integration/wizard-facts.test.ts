import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZKnowledgeFacts, type TKnowledgeFacts } from '../../src/common/conversations/knowledge-facts';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { knowledgeFacts, knowledgePassages } from '../../src/server/db/schema';
import { agentConfigOwner } from '../../src/server/features/conversations/knowledge-owner';
import { readKnowledgeFacts } from '../../src/server/features/conversations/read-knowledge-facts';
import { startStaticSite, type SiteRoute, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { visitor, type Visitor } from '../support/visitor-client';
import { freshIp, sampleConfig } from '../support/wizard';

// The wizard's visitor sees what their own agent knows about their business (each value with its
// sentence and page) and corrects it; the wizard's chat then says what they wrote. Another
// visitor cannot read or change it, and a bad edit changes nothing.

const DIR = fileURLToPath(new URL('../fixtures/fact-sheet/sandoval-hvac/', import.meta.url));
const page =
  (file: string): SiteRoute =>
  async (_req, res) =>
    void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(await readFile(`${DIR}${file}`));
const EDITED = 'Mon–Sat 6am–8pm, closed Sundays';

describe("the wizard's fact sheet: the visitor sees their agent's facts with sources and corrects them", () => {
  let site: StaticSite;
  let server: TestServer;
  let url: string;
  let me: Visitor;
  let configId: string;
  const headers = { 'x-forwarded-for': freshIp() };
  beforeAll(async () => {
    site = await startStaticSite(null, {
      '/': page('home.html'),
      '/contact': page('contact.html'),
      '/about': page('about.html'),
    });
    url = `${site.url}/`;
    server = await startTestServer({ env: { FETCH_ALLOW_HOSTS: '127.0.0.1', TRUST_PROXY: '1' } });
    me = visitor(server);
    // The wizard's step 3 has the server read the site; its Preview then saves the agent.
    expect((await me.request(`/api/scrape-website?url=${encodeURIComponent(url)}&t=1`, { headers })).status).toBe(200);
    configId = await save(me);
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  async function save(who: Visitor): Promise<string> {
    const json = sampleConfig({ name: 'Rosa', industry: 'custom', industryCustom: 'HVAC', websiteUrl: url });
    return (await ok(await who.request('/api/save-agent-config', { method: 'POST', headers, json }))).id;
  }
  const factsPath = (id: string) => `/api/agent-configs/${id}/knowledge/facts`;
  const readFacts = async (who: Visitor, id = configId) =>
    ZKnowledgeFacts.parse(await ok(await who.get(factsPath(id))));
  const edit = (who: Visitor, body: unknown, id = configId) =>
    who.request(factsPath(id), { method: 'PATCH', headers, json: body });
  const fact = (facts: TKnowledgeFacts, kind: string) => facts.facts.find((f) => f.kind === kind);
  async function askHours(json: Record<string, string>) {
    const chat = ZStartChatResponse.parse(
      await ok(await me.request('/api/agent-chats', { method: 'POST', headers, json })),
    );
    const res = await me.request(`/api/agent-chats/${chat.chatId}/messages`, {
      method: 'POST',
      headers,
      json: { text: 'What are your hours?' },
    });
    return ZChatMessageResponse.parse(await ok(res));
  }

  it("reads the agent's facts, each value with its sentence and page", async () => {
    const facts = await readFacts(me);
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
    expect(fact(facts, 'area')?.values[0].source?.url).toMatch(new RegExp(`^${site.url}/`));
  });

  it('another visitor gets 404 for the facts and their edit, and nothing changes', async () => {
    const other = visitor(server);
    expect((await other.get(factsPath(configId))).status).toBe(404);
    const res = await edit(other, { hours: ['PLANTED 24/7'] });
    expect(res.status).toBe(404);
    expect(JSON.stringify(await readKnowledgeFacts(server.ctx.db, agentConfigOwner(configId)))).not.toContain(
      'PLANTED',
    );
    expect(JSON.stringify(await readFacts(me))).not.toContain('PLANTED');
  });

  it('a bad edit answers 400 naming the field and changes nothing', async () => {
    const two = await edit(me, { hours: ['Mon–Fri 9–5', 'Sat 9–1'] });
    expect(two.status).toBe(400);
    const body = await two.text();
    expect(body).toContain('hours');
    expect(body).toContain('Opening hours is one line');
    expect((await edit(me, { hours: ['   '] })).status).toBe(400);
    expect((await edit(me, { opening: ['9–5'] })).status).toBe(400);
    expect(await readKnowledgeFacts(server.ctx.db, agentConfigOwner(configId))).toMatchObject({ facts: [] });
    expect(fact(await readFacts(me), 'hours')?.edited).toBe(false);
  });

  it("the visitor edits the hours: the next wizard chat says them, as the visitor's own words", async () => {
    const edited = ZKnowledgeFacts.parse(await ok(await edit(me, { hours: [EDITED] })));
    expect(fact(edited, 'hours')).toMatchObject({ edited: true, values: [{ value: EDITED, source: null }] });
    expect(fact(edited, 'hours')?.siteValues[0].source?.url).toBe(`${site.url}/contact`);
    // Only this configuration's owner facts hold it: no passage, no other owner.
    const stored = await readKnowledgeFacts(server.ctx.db, agentConfigOwner(configId));
    expect(fact(stored, 'hours')?.values).toEqual([{ value: EDITED, source: null }]);

    const same = await askHours({ agentConfigId: configId });
    expect(same.messages[0].text).toContain(EDITED);
    // "Talk to …" saves the agent anew; the corrections made on the Preview come with it.
    const newer = await save(me);
    const again = await askHours({ agentConfigId: newer, factsFrom: configId });
    expect(again.messages[0].text).toContain(EDITED);

    // No planted text: the visitor's words are owner facts of their own two saves, nothing else.
    const db = server.ctx.db;
    expect(
      await db
        .select()
        .from(knowledgePassages)
        .where(like(knowledgePassages.text, `%${EDITED}%`)),
    ).toEqual([]);
    const holders = await db
      .select({ owner: knowledgeFacts.owner, origin: knowledgeFacts.origin })
      .from(knowledgeFacts)
      .where(like(knowledgeFacts.value, `%${EDITED}%`));
    expect(holders.sort((a, b) => a.owner.localeCompare(b.owner))).toEqual(
      [agentConfigOwner(configId), agentConfigOwner(newer)].sort().map((owner) => ({ owner, origin: 'owner' })),
    );
  });

  it("another visitor's factsFrom carries nothing over", async () => {
    const other = visitor(server);
    const theirs = await save(other);
    const chat = await other.request('/api/agent-chats', {
      method: 'POST',
      headers,
      json: { agentConfigId: theirs, factsFrom: configId },
    });
    expect(chat.status).toBe(200);
    expect(JSON.stringify(await readKnowledgeFacts(server.ctx.db, agentConfigOwner(theirs)))).not.toContain(EDITED);
  });
});
