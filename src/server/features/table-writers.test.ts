import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { secondWriters, tableNames, tableWriters } from './table-writers';

const server = fileURLToPath(new URL('..', import.meta.url));

/**
 * Tables more than one feature writes on purpose, and who. Each feature writes only its own
 * columns or rows, named in the reason; anything else is a second writer to remove.
 */
const EXCEPTIONS: Record<string, readonly string[]> = {
  // The lead row carries each stage's columns: campaigns creates and edits the row (import, API,
  // edits, and the voice when the campaign's voice changes), enrichment its enrichment columns,
  // dispatch the assigned voice, outreach-state the call status and next attempt through the
  // transition table.
  leads: ['campaigns', 'enrichment', 'dispatch', 'outreach-state'],
  // campaigns creates a campaign and edits its name; its status moves only through
  // outreach-state's transition table.
  campaigns: ['campaigns', 'outreach-state'],
  // One calendar: the paid consultation (booking) and a lead's meeting (dev-queue) take slots of
  // the same table so its unique slot index refuses a double booking across both; each writes
  // only its own kind of row (a payment's or a lead's).
  bookings: ['booking', 'dev-queue'],
};

describe('each table has one owning feature', () => {
  const tables = tableNames(schema);

  it('no second feature writes a table, beyond the listed exceptions', () => {
    expect(secondWriters(tableWriters(server, tables), EXCEPTIONS)).toEqual([]);
  });

  it('every exception still has more than one writer (a stale one is removed)', () => {
    const writers = tableWriters(server, tables);
    for (const [table, owners] of Object.entries(EXCEPTIONS))
      expect([...(writers.get(table) ?? [])].sort(), table).toEqual([...owners].sort());
  });

  const tmp = mkdtempSync(path.join(tmpdir(), 'table-writers-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    writeFileSync(path.join(tmp, file), text);
  };

  it('the check finds a planted second writer, through drizzle or SQL, and not in comments', () => {
    write('features/a/a.repo.ts', 'await db.insert(leads).values(row);\n');
    write('features/b/b.repo.ts', "await db.execute(sql`update do_not_call set note = ''`);\n");
    write('features/c/c.repo.ts', '// we never .update(leads) here\nawait db.delete(doNotCall);\n');
    write('jobs/sweep.ts', "await client.query('delete from leads where false');\n");
    const found = secondWriters(tableWriters(tmp, tables), {});
    expect(found).toEqual(['do_not_call: b, c', 'leads: a, jobs']);
  });
});
