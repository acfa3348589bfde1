import { getTableColumns, isTable } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index';

// A status column the database lets hold any text drifts from the code's list the first time a
// writer misspells a value; every one is kept to its list by a CHECK made from that list.

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => isTable(v));

describe('status columns', () => {
  it('every text status or state column has a CHECK naming it', () => {
    const missing: string[] = [];
    for (const table of tables) {
      const { name, checks } = getTableConfig(table);
      for (const column of Object.values(getTableColumns(table))) {
        if (column.columnType !== 'PgText' || !/(^|_)(status|state)$/.test(column.name)) continue;
        if (!checks.some((c) => c.name === `${name}_${column.name}_ck`)) missing.push(`${name}.${column.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
