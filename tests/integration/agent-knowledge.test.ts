import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCampaignKnowledge, ZKnowledgeEntry } from '../../src/common/conversations/knowledge';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { knowledgeEntries, knowledgeGaps } from '../../src/server/db/schema';
import { updateCampaignProfile } from '../../src/server/features/campaign-settings/update-campaign-profile';
import { upsertCapturedPages } from '../../src/server/features/web-analysis/web-analysis.repo';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { CookieJar, send, signInAdmin } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// "What your agent knows": a campaign's passages (split from its own website's captured pages
// when its agent's next conversation starts, never by looking), its question-and-answer entries
// (answered by the test chat before the site's passages) and the questions it could not answer,
// which become entries when answered.

const PASSWORD = 'agent-knowledge-admin-password';
const SITE = 'https://acme-roofing.test';

describe('agent knowledge (Q&A entries, gaps, passages)', () => {
  let server: TestServer;
  let jar: CookieJar;
  let campaignId: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    ({ campaignId } = await insertCampaignWithLeads(server.ctx.db, 'Knowledge campaign', [
      { companyName: 'Callee Co', phoneNumber: '2125550111', website: 'https://callee-co.test/' },
    ]));
    // The calling business's own site, as "Read website" would keep it (this host cannot be fetched).
    await updateCampaignProfile(server.ctx, campaignId, { website: `${SITE}/` }, null);
    await upsertCapturedPages(
      server.ctx.db,
      [
        {
          url: `${SITE}/services`,
          siteUrl: SITE,
          title: 'Our services',
          text: 'We repair slate roofs and install copper gutters across the county.',
        },
      ],
      new Date(),
      'admin',
    );
  });
  afterAll(() => server?.close());

  const base = () => `/api/admin/campaigns/${campaignId}/knowledge`;
  const call = (method: string, path: string, json?: unknown) => send(server, jar, path, { method, json });
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  const view = async (query = '') => ZCampaignKnowledge.parse(await ok(await call('GET', `${base()}${query}`)));
  const chat = async () => {
    const started = ZStartChatResponse.parse(await ok(await call('POST', '/api/admin/agent-chats', { campaignId })));
    return async (text: string) =>
      ZChatMessageResponse.parse(
        await ok(await call('POST', `/api/admin/agent-chats/${started.chatId}/messages`, { text })),
      );
  };
  const rows = async () => ({
    entries: await server.ctx.db.select().from(knowledgeEntries),
    gaps: await server.ctx.db.select().from(knowledgeGaps),
  });

  it('needs an admin session', async () => {
    expect((await send(server, new CookieJar(), base())).status).toBe(401);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await rows();
    const empty = await call('POST', `${base()}/entries`, { question: '  ', answer: 'Yes' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Write the question');
    const long = await call('POST', `${base()}/entries`, { question: 'Parking?', answer: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('An answer is at most 2000 characters');
    const badId = await call('POST', `/api/admin/campaigns/not-a-uuid/knowledge/entries`, {
      question: 'a',
      answer: 'b',
    });
    expect(badId.status).toBe(400);
    const noCampaign = await call('POST', `/api/admin/campaigns/${crypto.randomUUID()}/knowledge/entries`, {
      question: 'a',
      answer: 'b',
    });
    expect(noCampaign.status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it("lists the site's passages with their page, searchable, and indexes a page captured later", async () => {
    // Looking splits nothing: the first conversation does.
    expect((await view()).passagesTotal).toBe(0);
    await chat();
    const first = await view();
    expect(first.sites).toEqual(['acme-roofing.test/']);
    expect(first.passages).toEqual([expect.objectContaining({ pageUrl: `${SITE}/services`, title: 'Our services' })]);
    await upsertCapturedPages(
      server.ctx.db,
      [
        {
          url: `${SITE}/contact`,
          siteUrl: SITE,
          title: 'Contact',
          text: 'Our office is on Harbor Street, open weekdays.',
        },
      ],
      new Date(),
      'admin',
    );
    expect((await view()).passagesTotal).toBe(1);
    const say = await chat();
    const after = await view();
    expect(after.passagesTotal).toBe(2);
    const found = await view('?search=harbor');
    expect(found.passages.map((p) => p.pageUrl)).toEqual([`${SITE}/contact`]);
    // And the agent answers from it.
    const r = await say('Where is your office?');
    expect(r.toolCalls[0]).toMatchObject({
      name: 'lookup_knowledge',
      result: { found: true, source: { title: 'Contact' } },
    });
  });

  it('answers from a Q&A entry before the passages; edits and deletes it', async () => {
    const entry = ZKnowledgeEntry.parse(
      await ok(
        await call('POST', `${base()}/entries`, {
          question: 'Do you offer free roof inspections?',
          answer: 'Yes, every inspection is free and takes about an hour.',
        }),
      ),
    );
    const say = await chat();
    const r = await say('Are roof inspections free?');
    expect(r.toolCalls[0]).toMatchObject({
      name: 'lookup_knowledge',
      result: { found: true, source: { title: 'Q&A', question: 'Do you offer free roof inspections?' } },
    });
    expect(r.messages[0].text).toBe('Yes, every inspection is free and takes about an hour.');
    // One shared word is not the entry's question: the services page answers this one.
    expect((await say('What services do you offer?')).toolCalls[0].result.source).toMatchObject({
      title: 'Our services',
    });

    await ok(
      await call('PUT', `${base()}/entries/${entry.id}`, {
        question: 'Do you offer free roof inspections?',
        answer: 'Yes, free within the county.',
      }),
    );
    expect((await view()).entries).toEqual([expect.objectContaining({ answer: 'Yes, free within the county.' })]);
    expect((await call('DELETE', `${base()}/entries/${entry.id}`)).status).toBe(204);
    expect((await call('DELETE', `${base()}/entries/${entry.id}`)).status).toBe(404);
    expect((await view()).entries).toEqual([]);
  });

  it('records a question nobody could answer once per wording, and answering it makes an entry', async () => {
    const say = await chat();
    expect((await say('Do you accept payment by crypto?')).toolCalls[0].result).toEqual({ found: false });
    await say('do you accept payment by CRYPTO');
    const { gaps } = await view();
    expect(gaps).toEqual([expect.objectContaining({ question: 'do you accept payment by CRYPTO', count: 2 })]);

    const empty = await call('POST', `${base()}/gaps/${gaps[0].id}/answer`, { answer: '' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Write the answer');
    expect((await view()).gaps).toHaveLength(1);

    await ok(
      await call('POST', `${base()}/gaps/${gaps[0].id}/answer`, { answer: 'We take cards and bank transfers.' }),
    );
    const now = await view();
    expect(now.gaps).toEqual([]);
    expect(now.entries).toEqual([expect.objectContaining({ question: 'do you accept payment by CRYPTO' })]);
    const again = await (await chat())('Can I pay with crypto?');
    expect(again.messages[0].text).toBe('We take cards and bank transfers.');
  });
});
