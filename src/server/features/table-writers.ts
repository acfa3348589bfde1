import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';

// Each table has one owning feature (docs/architecture.md): another feature that needs a row
// changed asks the owner's use-case. The check reads the source, so a writer is found even on a
// path no test happens to run.

/** Drizzle writes: `.insert(leads)`, `.update(leads)`, `.delete(leads)`. */
const BUILDER_WRITE = /\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g;
/** Hand-written SQL writes, in strings or `sql` templates. */
const SQL_WRITE =
  /\b(?:insert\s+into|delete\s+from|copy)\s+"?([a-z_][a-z0-9_]*)"?|\bupdate\s+"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?[a-z_]+)?\s+set\b/gi;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return filesUnder(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** A table's exported drizzle name and its SQL name, from the schema module's exports. */
export function tableNames(schema: Record<string, unknown>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [exported, value] of Object.entries(schema)) if (isTable(value)) names.set(exported, getTableName(value));
  return names;
}

/**
 * Which feature folders write each table, keyed by the table's SQL name. Files outside
 * `features/` count as their top folder under `src/server` (e.g. `jobs`).
 */
export function tableWriters(serverDir: string, tables: Map<string, string>): Map<string, Set<string>> {
  const sqlNames = new Set(tables.values());
  const writers = new Map<string, Set<string>>();
  const add = (table: string, owner: string) => {
    if (!writers.has(table)) writers.set(table, new Set());
    writers.get(table)!.add(owner);
  };
  for (const file of filesUnder(serverDir)) {
    const rel = path.relative(serverDir, file).split(path.sep);
    if (rel[0] === 'db') continue; // the driver layer and migrations own no rows
    if (rel[0] === 'features' && rel.length === 2) continue; // checks over the folders, like this one
    const owner = rel[0] === 'features' ? rel[1] : rel[0];
    // Comments name tables in prose ("update leads …"); only code counts.
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm, '$1');
    for (const m of text.matchAll(BUILDER_WRITE)) {
      const table = tables.get(m[1]);
      if (table) add(table, owner);
    }
    for (const m of text.matchAll(SQL_WRITE)) {
      const table = (m[1] ?? m[2]).toLowerCase();
      if (sqlNames.has(table)) add(table, owner);
    }
  }
  return writers;
}

/** Tables written by more than one feature that are not a listed exception: `table: a, b`. */
export function secondWriters(
  writers: Map<string, Set<string>>,
  exceptions: Record<string, readonly string[]>,
): string[] {
  const found: string[] = [];
  for (const [table, owners] of [...writers].sort(([a], [b]) => a.localeCompare(b))) {
    if (owners.size < 2) continue;
    const allowed = new Set(exceptions[table] ?? []);
    if ([...owners].every((o) => allowed.has(o))) continue;
    found.push(`${table}: ${[...owners].sort().join(', ')}`);
  }
  return found;
}
