import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCampaignKnowledge, ZKnowledgeWebsiteResponse } from '../../src/common/conversations/knowledge';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { fixtureSiteDir, startStaticSite, type StaticSite } from '../support/static-site';
import { startTestServer, type TestServer } from '../support/test-server';

// A campaign's agent knows the calling business's own website once the admin has it read: the
// test chat answers from it instead of the lead's site, the settings form keeps it, and an address
// that can't be read is refused with nothing saved.

const PASSWORD = 'campaign-website-admin-password';

describe("a campaign's own website as its agent's knowledge", () => {
  let server: TestServer;
  let site: StaticSite;
  let jar: CookieJar;
  let campaignId: string;
  beforeAll(async () => {
    site = await startStaticSite(fixtureSiteDir('riverside-plumbing'));
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD, FETCH_ALLOW_HOSTS: '127.0.0.1' } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    // The lead is the callee: its own site (never read here) is not what the caller's agent knows.
    ({ campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Own site', [
      { companyName: 'Callee Co', phoneNumber: '2125550177', website: 'https://callee-co.test/' },
    ]));
  });
  afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  const call = (method: string, path: string, json?: unknown) => send(server, jar, path, { method, json });
  const knowledge = async () =>
    ZCampaignKnowledge.parse(await (await call('GET', `/api/admin/campaigns/${campaignId}/knowledge`)).json());
  const readSite = (website: string) =>
    call('PUT', `/api/admin/campaigns/${campaignId}/knowledge/website`, { website });

  it('refuses an address it cannot read, saying why, and saves nothing', async () => {
    const blank = await readSite('   ');
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain('Enter the business website');
    const inside = await readSite('http://10.0.0.7/');
    expect(inside.status).toBeGreaterThanOrEqual(400);
    expect(inside.status).toBeLessThan(500);
    expect((await knowledge()).website).toBeNull();
  });

  it("reads the site, and the test chat answers from it with its page, not from the lead's site", async () => {
    const res = await readSite(`${site.url}/`);
    expect(res.status, await res.clone().text()).toBe(200);
    const read = ZKnowledgeWebsiteResponse.parse(await res.json());
    expect(read.pagesRead).toBeGreaterThan(0);
    expect(read.passages).toBeGreaterThan(0);
    const view = await knowledge();
    expect(view.website).toBe(`${site.url}/`);
    expect(view.sites[0]).toBe(read.site);
    expect(view.passages.every((p) => new URL(p.pageUrl).host === new URL(site.url).host)).toBe(true);

    const started = ZStartChatResponse.parse(
      await (await call('POST', '/api/admin/agent-chats', { campaignId })).json(),
    );
    const answer = ZChatMessageResponse.parse(
      await (
        await call('POST', `/api/admin/agent-chats/${started.chatId}/messages`, {
          text: 'Do you do water heater installation?',
        })
      ).json(),
    );
    expect(answer.toolCalls[0]).toMatchObject({
      name: 'lookup_knowledge',
      result: { found: true, source: { url: expect.stringContaining(new URL(site.url).host) } },
    });

    // "clean" is on the site ("Drain cleaning", "leave your home clean"), swimming pools are not:
    // a passage sharing one word of the question is no answer, and the question is a gap.
    const pools = ZChatMessageResponse.parse(
      await (
        await call('POST', `/api/admin/agent-chats/${started.chatId}/messages`, {
          text: 'Do you clean swimming pools?',
        })
      ).json(),
    );
    expect(pools.toolCalls[0]).toMatchObject({ name: 'lookup_knowledge', result: { found: false } });
    expect((await knowledge()).gaps.map((g) => g.question)).toContain('Do you clean swimming pools?');
  });

  it('the settings form leaves the website as it is', async () => {
    const saved = await call('PATCH', `/api/admin/campaigns/${campaignId}`, { businessName: 'Riverside Plumbing' });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await knowledge()).website).toBe(`${site.url}/`);
  });

  it('reading the site again after the business changed it replaces what the agent knows', async () => {
    let body = '<p>We fix copper pipes in Springfield, the same day you call.</p>';
    const changing = await startStaticSite(null, {
      '/': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<html><head><title>Changing Plumbing</title></head><body><h1>Changing Plumbing</h1>${body}</body></html>`,
        );
      },
    });
    try {
      const { campaignId: id } = await insertCampaignWithLeads(server.ctx.db, 'Changing site', [
        { companyName: 'Callee Two', phoneNumber: '2125550178', website: 'https://callee-two.test/' },
      ]);
      const passages = async () => {
        const res = await call('GET', `/api/admin/campaigns/${id}/knowledge`);
        return ZCampaignKnowledge.parse(await res.json()).passages.map((p) => p.text);
      };
      const read = () => call('PUT', `/api/admin/campaigns/${id}/knowledge/website`, { website: `${changing.url}/` });
      expect((await read()).status).toBe(200);
      const first = await passages();
      expect(first.join(' ')).toContain('copper pipes');

      body = '<p>We install heat pumps across Springfield, with a ten-year warranty.</p>';
      expect((await read()).status).toBe(200);
      const second = await passages();
      expect(second.join(' ')).toContain('heat pumps');
      expect(second.join(' ')).not.toContain('copper pipes');
      expect(second).toHaveLength(first.length);
    } finally {
      await changing.close();
    }
  });
});
