import type { Db } from './client';

/** A transaction handle has the same query surface as the database; repos accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
