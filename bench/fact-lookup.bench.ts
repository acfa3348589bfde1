import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { TFactSheet } from '../src/common/fact-sheet/schemas';
import { sheetRows } from '../src/server/features/conversations/fact-rows';
import { replaceSiteFacts } from '../src/server/features/conversations/knowledge-facts.repo';
import { startConversation } from '../src/server/features/conversations/start-conversation';
import { lookupKnowledge } from '../src/server/features/conversations/tools/lookup-knowledge';
import { startTestServer } from '../tests/support/test-server';
import { load1 } from './lib/bench-databases';
import { round } from './lib/load';
import { withTestTemplate } from './lib/test-template';
import type { BenchResult } from './run';

// What answering from the fact sheet costs a lookup: lookup_knowledge (the production tool) asked
// what callers ask most (hours, area, a price, the services, the phone), answered from one owner's
// fact sheet among OWNERS owners' (each a sheet of about 20 values, as the reader makes them), on
// the embedded database. Target: within the lookup budget, p95 ≤ 20 ms.

const OWNERS = 1_000;
const LOOKUPS = 1_000;
const QUESTIONS = [
  'What are your hours?',
  'Which areas do you serve?',
  'How much is a tune-up?',
  'What services do you offer?',
  "What's your phone number?",
];

const src = (url: string, text: string) => ({ url, text, from: 'page text' as const });
function sheet(i: number): TFactSheet {
  const home = `https://business-${i}.example/`;
  return {
    name: null,
    hours: {
      week: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
        day,
        opens: '07:00',
        closes: '18:00',
      })),
      closed: ['sunday'],
      timeZone: 'America/Phoenix',
      open24h7: false,
      emergency24h7: i % 2 === 0,
      text: 'Mon–Fri 7am–6pm',
      source: src(`${home}contact`, 'Office Hours · Mon–Fri 7am–6pm'),
    },
    area: {
      places: ['Phoenix', 'Glendale', 'Peoria', 'Tempe', 'Mesa'],
      radius: null,
      text: 'Phoenix · Glendale · Peoria · Tempe · Mesa',
      source: src(home, 'Service Area · Phoenix · Glendale · Peoria · Tempe · Mesa'),
    },
    priceRange: null,
    offers: ['Tune-Up Special: $79', 'Duct cleaning from $199', 'Free estimates'].map((t) => ({
      text: t,
      amount: null,
      source: src(home, t),
    })),
    services: Array.from({ length: 10 }, (_, k) => ({ value: `Service ${k} of ${i}`, source: src(home, 'Services') })),
    phones: [{ value: `+1602555${String(i % 10_000).padStart(4, '0')}`, source: src(home, '(602) 555-0134') }],
    emails: [{ value: `office@business-${i}.example`, source: src(home, 'office@…') }],
    addresses: [{ value: `${i} W Camelback Rd, Phoenix, AZ 85015`, source: src(`${home}contact`, 'address') }],
    owner: null,
    founded: null,
  };
}

const pct = (s: number[], p: number) => {
  const sorted = [...s].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

export default async function bench(): Promise<BenchResult> {
  return withTestTemplate(async () => {
    const server = await startTestServer();
    try {
      const { ctx } = server;
      let rows = 0;
      for (let i = 0; i < OWNERS; i++) {
        const r = sheetRows(sheet(i));
        rows += r.length;
        await replaceSiteFacts(
          ctx.db,
          `campaign:bench-${i}`,
          { siteUrl: `business-${i}.example/`, readAt: new Date() },
          r,
        );
      }
      await ctx.db.execute(sql`analyze knowledge_facts`);
      const conversations = await Promise.all(
        [7, 311, 642, 999].map(
          async (i) =>
            (
              await startConversation(ctx, {
                mode: 'test',
                agentName: 'Ava',
                businessName: `Business ${i}`,
                prompt: 'You are Ava.',
                promptVersion: 'bench',
                knowledgeSite: `business-${i}.example/`,
                knowledgeOwner: `campaign:bench-${i}`,
              })
            ).conversation,
        ),
      );
      const times: number[] = [];
      let answered = 0;
      for (let n = 0; n < LOOKUPS + 50; n++) {
        const conversation = conversations[n % conversations.length];
        const t0 = performance.now();
        const r = await lookupKnowledge(
          { ctx, conversation, mode: 'test', earlier: [] },
          { question: QUESTIONS[n % QUESTIONS.length] },
        );
        if (n >= 50) {
          times.push(performance.now() - t0);
          if ((r.source as { title?: string } | undefined)?.title === 'Fact sheet') answered++;
        }
      }
      return {
        name: 'fact-lookup',
        metrics: {
          owners: OWNERS,
          factRows: rows,
          lookups: times.length,
          answeredFromFactsPct: round((100 * answered) / times.length),
          lookupP50Ms: pct(times, 50),
          lookupP95Ms: pct(times, 95),
          lookupTargetP95Ms: 20,
          targetMet: pct(times, 95) <= 20,
          load1: load1(),
        },
        notes: 'lookup_knowledge answered from the fact sheet (embedded database); p95 target ≤ 20 ms',
      };
    } finally {
      await server.close();
    }
  });
}
