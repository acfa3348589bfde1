import { readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { TScrapedData } from '../../src/common/wizard/schemas';
import { fixtureSiteDir, type SiteRoute } from '../../tests/support/static-site';

// The website-analysis corpus (tests/fixtures/sites/<site>/expected.json) and how a profile is
// scored against it. An expectations file lists, per field, the phrases a person reading the site
// would accept, and junk phrases that must never appear in any field.

export const FIELDS = [
  'topServices',
  'businessSpecialties',
  'customerTypes',
  'businessTone',
  'testimonialTraits',
] as const;
export type Field = (typeof FIELDS)[number];

export interface SiteExpectations {
  name: string;
  /** Extra routes: { "/": { "redirect": "/home.html" } }. */
  routes?: Record<string, { redirect: string }>;
  fields: Record<Field, string[]>;
  junk: string[];
}

export interface CorpusSite {
  id: string;
  dir: string;
  expected: SiteExpectations;
  routes: Record<string, SiteRoute>;
}

const sitesRoot = path.dirname(fixtureSiteDir('x').replace(/\/$/, ''));

export function loadCorpus(): CorpusSite[] {
  return readdirSync(sitesRoot)
    .filter((id) => {
      try {
        readFileSync(path.join(sitesRoot, id, 'expected.json'));
        return true;
      } catch {
        return false;
      }
    })
    .sort()
    .map((id) => {
      const expected = JSON.parse(readFileSync(path.join(sitesRoot, id, 'expected.json'), 'utf8')) as SiteExpectations;
      const routes: Record<string, SiteRoute> = {};
      for (const [from, r] of Object.entries(expected.routes ?? {})) {
        routes[from] = (_req, res: ServerResponse) => void res.writeHead(301, { location: r.redirect }).end();
      }
      return { id, dir: fixtureSiteDir(id), expected, routes };
    });
}

/** Lower case, curly quotes straightened, punctuation to spaces. */
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'$#%/&+-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const contains = (hay: string, needle: string) => ` ${hay} `.includes(` ${needle} `);

/** A field's values: "A, B and C" → [A, B, C]. */
export function values(field: string): string[] {
  return field
    .split(/,\s*|\s+and\s+(?=[^,]*$)/)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A value is acceptable when it contains an accepted phrase or is a part of one (whole words). */
function accepted(value: string, phrases: string[]): boolean {
  const v = norm(value);
  if (v.length < 3) return false;
  return phrases.some((p) => {
    const a = norm(p);
    return contains(v, a) || contains(a, v);
  });
}

export interface FieldScore {
  field: Field;
  output: string;
  pass: boolean;
  junk: string[];
}

/**
 * A field passes when it has values, its first value is acceptable and at least half of its
 * values are: a reader that pads a field with noise fails it even when one value is right.
 */
export function scoreProfile(profile: TScrapedData, expected: SiteExpectations): FieldScore[] {
  return FIELDS.map((field) => {
    const output = profile[field] ?? '';
    const vals = values(output);
    const ok = vals.filter((v) => accepted(v, expected.fields[field]));
    const pass = vals.length > 0 && accepted(vals[0], expected.fields[field]) && ok.length * 2 >= vals.length;
    const text = norm(output);
    const junk = expected.junk.filter((j) => contains(text, norm(j)));
    return { field, output, pass, junk };
  });
}
