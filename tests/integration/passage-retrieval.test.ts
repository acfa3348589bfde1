import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCampaignKnowledge } from '../../src/common/conversations/knowledge';
import { ZChatMessageResponse, ZStartChatResponse } from '../../src/common/conversations/schemas';
import { updateCampaignProfile } from '../../src/server/features/campaign-settings/update-campaign-profile';
import { upsertCapturedPages } from '../../src/server/features/web-analysis/web-analysis.repo';
import { insertCampaignWithLeads } from '../support/campaign-leads';
import { send, signInAdmin, type CookieJar } from '../support/session';
import { startTestServer, type TestServer } from '../support/test-server';

// Retrieval that answers the question asked: two campaigns whose sites share their words
// ("Office Hours", "cleaning", "from $…") each answer only from their own passages, cut under
// their page headings; a question neither site speaks to gets no excerpt, the agent says it does
// not know and the question is kept as a gap; a claim put for agreement is not agreed to.

const PASSWORD = 'passage-retrieval-admin-password';
const PLUMBER = 'https://rivera-plumbing.test';
const DENTIST = 'https://bright-smile-dental.test';

const page = (site: string, lines: string[], headings: Array<[number, string]>) => ({
  url: `${site}/contact`,
  siteUrl: site,
  title: 'Contact us',
  text: lines.join('\n'),
  headings: headings.map(([level, text]) => ({ level, text })),
});

describe('passages ranked over the asking campaign only, and cut by relevance', () => {
  let server: TestServer;
  let jar: CookieJar;
  const ids = { plumber: '', dentist: '' };
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_PASSWORD: PASSWORD } });
    jar = (await signInAdmin(server, PASSWORD)).jar;
    for (const [key, site] of [
      ['plumber', PLUMBER],
      ['dentist', DENTIST],
    ] as const) {
      ({ campaignId: ids[key] } = await insertCampaignWithLeads(server.ctx.db, `${key} campaign`, [
        { companyName: `${key} callee`, phoneNumber: '2125550111', website: 'https://callee.test/' },
      ]));
      await updateCampaignProfile(server.ctx, ids[key], { website: `${site}/` }, null);
    }
    // Pages as "Read website" keeps them (these hosts cannot be fetched), headings included.
    await upsertCapturedPages(
      server.ctx.db,
      [
        page(
          PLUMBER,
          [
            'Rivera Plumbing',
            'Family plumbers in Springfield since 1998.',
            'Office Hours',
            'Mon–Fri 7am–6pm',
            'Sat 8am–2pm',
            'Our Services',
            'Drain cleaning from $89',
            'Water heater installation',
          ],
          [
            [1, 'Rivera Plumbing'],
            [2, 'Office Hours'],
            [2, 'Our Services'],
          ],
        ),
        page(
          DENTIST,
          [
            'Bright Smile Dental',
            'Gentle family dentistry in Springfield.',
            'Office Hours',
            'Tue–Sat 9am–5pm',
            'Our Services',
            'Teeth cleaning from $120',
            'Whitening and fillings',
          ],
          [
            [1, 'Bright Smile Dental'],
            [2, 'Office Hours'],
            [2, 'Our Services'],
          ],
        ),
      ],
      new Date(),
      'admin',
    );
  });
  afterAll(() => server?.close());

  const call = (method: string, path: string, json?: unknown) => send(server, jar, path, { method, json });
  const ok = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  async function chat(campaignId: string) {
    const started = ZStartChatResponse.parse(await ok(await call('POST', '/api/admin/agent-chats', { campaignId })));
    return async (text: string) => {
      const r = ZChatMessageResponse.parse(
        await ok(await call('POST', `/api/admin/agent-chats/${started.chatId}/messages`, { text })),
      );
      const lookup = r.toolCalls.find((c) => c.name === 'lookup_knowledge');
      return { reply: r.messages[r.messages.length - 1].text, result: (lookup?.result ?? {}) as Record<string, any> };
    };
  }

  it('a question ranks only the asking campaign’s passages, with page and heading', async () => {
    const plumber = await chat(ids.plumber);
    const hours = await plumber('What are your opening hours?');
    expect(hours.result).toMatchObject({
      found: true,
      source: { url: `${PLUMBER}/contact`, title: 'Contact us', heading: 'Rivera Plumbing › Office Hours' },
    });
    expect(hours.result.answer).toContain('Mon–Fri 7am–6pm');
    expect(hours.reply).toContain('7am–6pm');
    expect(JSON.stringify(hours)).not.toMatch(/9am|Tue–Sat|bright-smile/);
    const excerpts = hours.result.excerpts as Array<{ source: { url: string } }>;
    expect(excerpts.length).toBeGreaterThan(0);
    expect(excerpts.length).toBeLessThanOrEqual(3);
    expect(excerpts.every((e) => e.source.url.startsWith(PLUMBER))).toBe(true);

    const dentist = await chat(ids.dentist);
    const price = await dentist('How much is a cleaning?');
    expect(price.result).toMatchObject({ found: true, source: { url: `${DENTIST}/contact` } });
    expect(price.reply).toContain('$120');
    expect(JSON.stringify(price)).not.toMatch(/\$89|Drain|rivera/i);
  });

  it('an off-topic question yields no excerpt: the agent says it does not know and the gap is kept', async () => {
    const plumber = await chat(ids.plumber);
    // "cleaning" ranks the plumber's "Drain cleaning from $89", which does not answer this; the
    // dentist's passage would, and is never searched for the plumber.
    const asked = 'Do you do teeth cleaning?';
    const off = await plumber(asked);
    expect(off.result).toEqual({ found: false });
    expect(off.reply).toMatch(/don't have that detail/);
    // A topic needs its answer: the plumber's page has no e-mail address, only words near it.
    const email = await plumber('What is your email address?');
    expect(email.result).toEqual({ found: false });
    const view = ZCampaignKnowledge.parse(await ok(await call('GET', `/api/admin/campaigns/${ids.plumber}/knowledge`)));
    expect(view.gaps.map((g) => g.question)).toContain(asked);
    const other = ZCampaignKnowledge.parse(
      await ok(await call('GET', `/api/admin/campaigns/${ids.dentist}/knowledge`)),
    );
    expect(other.gaps.map((g) => g.question)).not.toContain(asked);
  });

  it('a claim put for agreement is not agreed to; the agent says what its pages say', async () => {
    const plumber = await chat(ids.plumber);
    const claim = await plumber("You're the cheapest plumber in Springfield, right?");
    expect(claim.reply).toMatch(/^I can't confirm that\./);
    expect(claim.reply).not.toMatch(/\b(yes|that's right|correct)\b/i);
  });
});
