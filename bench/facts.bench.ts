import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TFactSheet } from '../src/common/fact-sheet/schemas';
import { readFactSheet } from '../src/server/features/web-analysis/fact-sheet/read-fact-sheet';
import { normalizeWebsiteUrl } from '../src/server/features/web-analysis/normalize-website-url';
import { readSitePages } from '../src/server/features/web-analysis/read-site';
import { createDirectWebProvider } from '../src/server/providers/web/direct';
import { loadRealCorpus, realSitesDir, serveRealSite } from './lib/real-corpus';
import { splitOf } from './lib/real-split';
import type { BenchResult } from './run';

// The business's fact sheet on the real-site corpus (bench/real-sites.json, rebuilt by
// scripts/build-real-corpus.mjs): each site is served on 127.0.0.1 with REAL_SITE_LATENCY_MS
// (default 150) per request and read as the reader reads it plus its fact pages (contact, hours,
// prices…). Reported: how many sites yield each kind of fact, and the read time. No labels exist
// for facts yet, so this measures yield, not correctness: every extracted value is written with
// its line and page to bench/results/facts-values.json for a person to check. Only the tuning
// half is read (the held-out half stays unread until it is labelled and measured once).

const TARGET_SITE_MS = 3000;

type Kind = 'hours' | 'area' | 'prices' | 'services' | 'phone' | 'email' | 'address' | 'owner' | 'founded';

function valuesOf(sheet: TFactSheet): Array<[Kind, string, string, string]> {
  const out: Array<[Kind, string, string, string]> = [];
  const add = (kind: Kind, value: string, src: { url: string; text: string }) =>
    out.push([kind, value, src.text, new URL(src.url).pathname]);
  if (sheet.hours) {
    const h = sheet.hours;
    const week = h.week.map((w) => `${w.day.slice(0, 3)} ${w.opens}-${w.closes}`).join(', ');
    const flags = [h.open24h7 && 'open 24/7', h.emergency24h7 && 'emergency 24/7', h.timeZone].filter(Boolean);
    add(
      'hours',
      [week, h.closed.length ? `closed ${h.closed.join(' ')}` : '', ...flags].filter(Boolean).join('; '),
      h.source,
    );
  }
  if (sheet.area)
    add(
      'area',
      [sheet.area.places.join(', '), sheet.area.radius && `${sheet.area.radius.value} ${sheet.area.radius.unit}`]
        .filter(Boolean)
        .join('; '),
      sheet.area.source,
    );
  if (sheet.priceRange) add('prices', `priceRange ${sheet.priceRange.value}`, sheet.priceRange.source);
  for (const o of sheet.offers)
    add('prices', o.amount ? `${o.amount.value} ${o.amount.currency}` : '(no sum)', o.source);
  for (const s of sheet.services) add('services', s.value, s.source);
  for (const p of sheet.phones) add('phone', p.value, p.source);
  for (const e of sheet.emails) add('email', e.value, e.source);
  for (const a of sheet.addresses) add('address', a.value, a.source);
  if (sheet.owner) add('owner', sheet.owner.value, sheet.owner.source);
  if (sheet.founded) add('founded', sheet.founded.value, sheet.founded.source);
  return out;
}

export default async function bench(): Promise<BenchResult> {
  const { sites: all, missing } = loadRealCorpus();
  const sites = all.filter((s) => splitOf(s) === 'tuning');
  if (sites.length === 0)
    return {
      name: 'facts',
      metrics: { sites: 0, built: false },
      notes: `No real-site corpus in ${realSitesDir()}. Build it: node scripts/build-real-corpus.mjs.`,
    };
  const latency = Number(process.env.REAL_SITE_LATENCY_MS ?? 150);
  const web = createDirectWebProvider({ allowHosts: ['127.0.0.1'] });
  const yields: Record<Kind, number> = {
    hours: 0,
    area: 0,
    prices: 0,
    services: 0,
    phone: 0,
    email: 0,
    address: 0,
    owner: 0,
    founded: 0,
  };
  const details: Record<
    string,
    { pages: string[]; facts: Array<{ kind: Kind; value: string; line: string; page: string }> }
  > = {};
  const times: number[] = [];
  const slow: string[] = [];
  let factPagesRead = 0;
  for (const site of sites) {
    const server = await serveRealSite(site, latency);
    const started = performance.now();
    try {
      const { pages, factPages } = await readSitePages(web, normalizeWebsiteUrl(`${server.url}/`), undefined, {
        factPages: true,
      });
      const sheet = readFactSheet(pages, factPages);
      const ms = Math.round(performance.now() - started);
      times.push(ms);
      if (ms > TARGET_SITE_MS) slow.push(`${site.id} ${ms} ms`);
      factPagesRead += factPages.length;
      const facts = valuesOf(sheet);
      for (const kind of new Set(facts.map((f) => f[0]))) yields[kind]++;
      details[site.id] = {
        pages: [...pages, ...factPages].map((p) => new URL(p.url).pathname),
        facts: facts.map(([kind, value, line, page]) => ({ kind, value, line, page })),
      };
    } finally {
      await server.close();
    }
  }
  writeFileSync(path.resolve('bench/results/facts-values.json'), JSON.stringify(details, null, 2) + '\n');
  times.sort((a, b) => a - b);
  return {
    name: 'facts',
    metrics: {
      sites: sites.length,
      sites_missing: missing.length,
      latency_per_request_ms: latency,
      fact_pages_read: factPagesRead,
      ...Object.fromEntries(Object.entries(yields).map(([k, n]) => [`sites_with_${k}`, n])),
      site_ms_median: times[Math.floor(times.length / 2)] ?? 0,
      site_ms_max: times[times.length - 1] ?? 0,
      site_ms_target: TARGET_SITE_MS,
      sites_over_time_target: slow,
    },
    notes: `Fact-sheet yield on the ${sites.length} tuning-half sites of the real corpus that are built (${latency} ms per request). Yield, not correctness: no fact labels exist yet. Each value with its line and page: bench/results/facts-values.json.`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await bench();
  console.log(result.metrics);
}
