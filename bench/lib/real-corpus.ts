import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { FIELDS, norm, values, type Field } from './site-corpus';
import type { TScrapedData } from '../../src/common/wizard/schemas';

// The real-site corpus (bench/real-sites.json): public small-business websites pinned by
// repository, commit and paths, rebuilt outside git by scripts/build-real-corpus.mjs. Each site's
// folder is served as it was published (PHP pages as HTML, "/" answering with the first page),
// with a fixed delay per request so crawl time is measured the way a slow small-business host
// would make it.

export interface RealSite {
  id: string;
  repo: string;
  commit: string;
  root?: string;
  pages: string[];
  trade: string;
  kind: string;
  /** 1: read and tuned on before the held-out split existed; later rounds are split by id. */
  round?: number;
  /** Accepted phrases per field; an empty list means the site says nothing of it (empty passes). */
  expected: Record<Field, string[]>;
  junk: string[];
}

export const realSitesDir = () => path.resolve(process.env.REAL_SITES_DIR ?? '.tmp/real-sites');

export function loadRealCorpus(): { sites: RealSite[]; missing: string[] } {
  const list = JSON.parse(readFileSync(path.resolve('bench/real-sites.json'), 'utf8')) as { sites: RealSite[] };
  const missing = list.sites.filter((s) => !existsSync(path.join(realSitesDir(), s.id, s.pages[0]))).map((s) => s.id);
  return { sites: list.sites.filter((s) => !missing.includes(s.id)), missing };
}

const contains = (hay: string, needle: string) => ` ${hay} `.includes(` ${needle} `);
/** Hyphens are spelling, not meaning: "Family-owned" is what a person writes as "family owned". */
const loose = (s: string) => norm(s).replace(/-/g, ' ');
const accepted = (value: string, phrases: string[]) => {
  const v = loose(value);
  return v.length >= 3 && phrases.some((p) => contains(v, loose(p)) || contains(loose(p), v));
};

export interface RealFieldScore {
  field: Field;
  output: string;
  pass: boolean;
  /** right; empty (a miss the site does state); wrong (filled, and not what a person would write). */
  outcome: 'right' | 'empty' | 'wrong';
  junk: string[];
}

/**
 * As the fixture corpus scores (first value acceptable, at least half acceptable), plus: where a
 * person finds nothing on the site for a field, only an empty answer passes.
 */
export function scoreReal(profile: TScrapedData, site: RealSite): RealFieldScore[] {
  return FIELDS.map((field) => {
    const output = profile[field] ?? '';
    const vals = values(output);
    const phrases = site.expected[field];
    const pass =
      phrases.length === 0
        ? vals.length === 0
        : vals.length > 0 &&
          accepted(vals[0], phrases) &&
          vals.filter((v) => accepted(v, phrases)).length * 2 >= vals.length;
    const text = norm(output);
    // A junk entry made only of symbols ("₹") normalises to nothing and would match every field.
    const outcome = pass ? 'right' : vals.length === 0 ? 'empty' : 'wrong';
    return { field, output, pass, outcome, junk: site.junk.filter((j) => norm(j) && contains(text, norm(j))) };
  });
}

/** Serves one rebuilt site on 127.0.0.1 with `latencyMs` before every answer. */
export async function serveRealSite(
  site: RealSite,
  latencyMs: number,
): Promise<{ url: string; requests: number; close(): Promise<void> }> {
  const dir = path.join(realSitesDir(), site.id);
  let requests = 0;
  const server = createServer(async (req, res) => {
    requests++;
    await new Promise((r) => setTimeout(r, latencyMs));
    let pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === '/' || pathname === '') pathname = `/${site.pages[0]}`;
    if (pathname.endsWith('/')) pathname += 'index.html';
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    // Sites that link "/services" for services.php were served by a rewrite rule: answer the same way.
    if (!path.extname(file) && !existsSync(file))
      file = [`${file}.php`, `${file}.html`].find((f) => existsSync(f)) ?? file;
    try {
      const body = await readFile(file);
      const html = /\.(?:php|html?)$/i.test(file);
      res
        .writeHead(200, {
          'content-type': html ? 'text/html; charset=utf-8' : 'application/octet-stream',
          'content-length': body.length,
        })
        .end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
