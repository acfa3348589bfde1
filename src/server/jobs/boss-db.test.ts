import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { BossDb, isConnectionError, isSettlement } from './boss-db';

const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<string, (schema: string) => string>;
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const logger = createLogger('silent');

describe('BossDb', () => {
  it("recognises pg-boss's own complete and fail statements, and nothing else it sends", () => {
    expect(isSettlement(plans.completeJobs('pgboss'))).toBe(true);
    expect(isSettlement(plans.failJobsById('pgboss'))).toBe(true);
    expect(isSettlement((plans.fetchNextJob('pgboss') as unknown as (o: object) => string)({ limit: 1 }))).toBe(false);
    expect(isSettlement(plans.insertJob('pgboss'))).toBe(false);
  });

  it('holds a settlement through an outage and sends it once the database answers', async () => {
    let failures = 3;
    const sent: string[] = [];
    const db = new BossDb(
      async (text) => {
        if (failures-- > 0) throw refused;
        sent.push(text);
        return { rows: [{ count: '1' }] };
      },
      { logger, running: () => true, sleep: async () => {} },
    );
    const result = await db.executeSql(plans.completeJobs('pgboss'), ['q', ['id'], null]);
    expect(result.rows).toEqual([{ count: '1' }]);
    expect(sent).toHaveLength(1);
    expect(db.lastError).toBeNull();
  });

  it('never rejects a settlement (pg-boss does not await it): a stopping queue gives up with "nothing settled"', async () => {
    const db = new BossDb(
      async () => {
        throw refused;
      },
      { logger, running: () => false, sleep: async () => {} },
    );
    await expect(db.executeSql(plans.failJobsById('pgboss'), ['q', ['id'], null])).resolves.toEqual({
      rows: [{ count: '0' }],
    });
  });

  it('reports an unreachable database until a statement succeeds again', async () => {
    let down = true;
    const db = new BossDb(
      async () => {
        if (down) throw refused;
        return { rows: [] };
      },
      { logger, running: () => true },
    );
    await expect(db.executeSql('select 1', [])).rejects.toThrow(/ECONNREFUSED/);
    expect(db.lastError).toMatch(/ECONNREFUSED/);
    down = false;
    await db.executeSql('select 1', []);
    expect(db.lastError).toBeNull();
  });

  it('tells connection failures from statement errors', () => {
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(
      true,
    );
    expect(isConnectionError({ code: '23505', message: 'duplicate key' })).toBe(false);
  });
});
