import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every file a newcomer is pointed to exists: paths named in backticks in docs/ and the README,
// and paths named in source comments. A name may be written from the repository's root or as
// any tail of a real path (`features/calls/place-call.ts`, `place-call.ts`).

const root = fileURLToPath(new URL('../..', import.meta.url));
const SKIP = new Set(['node_modules', '.git', 'dist', 'data', '.tmp', 'test-results', 'playwright-report']);
const FILE = /(?:\.\/)?[A-Za-z0-9_@.-]*(?:\/[A-Za-z0-9_@.[\]-]+)*\.(?:ts|tsx|mjs|cjs|md|json|sql|sh)\b/g;
/** Outside the repository (the shared spec, dependencies, vendor files) or made at run time. */
const EXTERNAL = /^(\.\.\/|node_modules\/|pg-boss\/|bench\/results\/|\.tmp\/|dist\/|data\/|src\/api\/)/;
/** Not a file name: a suffix pattern (`.json`, `/types.ts`, `-embedded.json`), a member (`Database.sql`), a web address. */
const NOT_A_NAME = /^[./-]|^[A-Za-z]+\.sql$|^[a-z0-9-]+(\.[a-z0-9-]+)+\//;
/** A line that says the file went: history in a decision record, not a pointer. */
const SAYS_GONE = /\b(removed|removal|renamed|gone|deleted|since replaced)\b/i;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

const files = walk(root);
const exists = (name: string) => files.some((f) => f === name || f.endsWith(`/${name}`));

function missing(sources: string[], pick: (line: string) => string[]): string[] {
  const out: string[] = [];
  for (const file of sources)
    for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
      if (SAYS_GONE.test(line)) continue;
      for (const name of pick(line)) {
        if (name.startsWith('./')) {
          if (!files.includes(path.posix.join(path.posix.dirname(file), name))) out.push(`${file}: ${name}`);
        } else if (!EXTERNAL.test(name) && !NOT_A_NAME.test(name) && !exists(name)) out.push(`${file}: ${name}`);
      }
    }
  return [...new Set(out)];
}

describe('paths named for a reader', () => {
  it('every file named in backticks in docs/ and the README exists', () => {
    const docs = files.filter((f) => (f.startsWith('docs/') && f.endsWith('.md')) || f === 'README.md');
    const pick = (line: string) =>
      [...line.matchAll(/`([^`\s]+)`/g)].flatMap((m) => [...m[1].matchAll(FILE)].map((x) => x[0]));
    expect(missing(docs, pick)).toEqual([]);
  });

  it('every file named in a source comment exists', () => {
    const sources = files.filter((f) => /^(src|tests|bench|scripts)\//.test(f) && /\.(ts|tsx|mjs)$/.test(f));
    const pick = (line: string) =>
      /^\s*(\/\/|\*|\/\*)/.test(line)
        ? [...line.matchAll(FILE)].map((x) => x[0]).filter((name) => name.includes('/'))
        : [];
    expect(missing(sources, pick)).toEqual([]);
  });

  it('no source comment names an issue number (a comment says why; the history says which issue)', () => {
    const sources = files.filter((f) => /^(src|tests|bench|scripts)\//.test(f) && /\.(ts|tsx|mjs)$/.test(f));
    const found = sources.flatMap((f) =>
      readFileSync(path.join(root, f), 'utf8')
        .split('\n')
        .filter((l) => /(\/\/|\*).*\b([Ii]ssue|#) ?\d{2}\b/.test(l))
        .map((l) => `${f}: ${l.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
