import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractProfile } from '../src/server/features/web-analysis/extract-profile';
import { normalizeWebsiteUrl } from '../src/server/features/web-analysis/normalize-website-url';
import { readSitePages } from '../src/server/features/web-analysis/read-site';
import { createDirectWebProvider } from '../src/server/providers/web/direct';
import { startStaticSite } from '../tests/support/static-site';
import { loadCorpus, scoreProfile, type FieldScore } from './lib/site-corpus';
import type { BenchResult } from './run';

// The offline website reader on the corpus (tests/fixtures/sites/<site>/expected.json): each site
// is served on 127.0.0.1 and read the way GET /api/scrape-website reads it (home page, redirects,
// related pages), then every field is scored against what a person reading the site accepts.
// Target: at least 90 % of fields passing and no junk phrase in any field.

export default async function bench(): Promise<BenchResult> {
  const web = createDirectWebProvider({ allowHosts: ['127.0.0.1'] });
  const corpus = loadCorpus();
  const failures: string[] = [];
  const leaks: string[] = [];
  let passed = 0;
  let total = 0;
  for (const site of corpus) {
    const server = await startStaticSite(site.dir, site.routes);
    let scores: FieldScore[];
    try {
      const { pages } = await readSitePages(web, normalizeWebsiteUrl(`${server.url}/`));
      scores = scoreProfile(extractProfile(pages).profile, site.expected);
    } finally {
      await server.close();
    }
    for (const s of scores) {
      total++;
      if (s.pass) passed++;
      else failures.push(`${site.id}.${s.field} = "${s.output}"`);
      for (const j of s.junk) leaks.push(`${site.id}.${s.field} has "${j}" in "${s.output}"`);
    }
  }
  if (process.env.BENCH_VERBOSE) for (const line of [...failures, ...leaks]) console.log(line);
  return {
    name: 'extractor',
    metrics: {
      sites: corpus.length,
      fields_total: total,
      fields_passing: passed,
      fields_passing_pct: Math.round((passed / total) * 1000) / 10,
      junk_leaks: leaks.length,
      failing_fields: failures,
      junk_leak_details: leaks,
    },
    notes:
      'Offline extractor on the fixture-site corpus; targets: fields_passing_pct >= 90, junk_leaks = 0. BENCH_VERBOSE=1 prints each failure.',
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await bench();
  console.log(result.metrics);
}
