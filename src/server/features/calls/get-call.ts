import type { DbOrTx } from '../../db/tx';
import { findCall, type CallRow } from './calls.repo';

export type { CallRow };

/** One call as stored (the handlers of its call.finished event read it here). */
export const getCall = (db: DbOrTx, callId: string): Promise<CallRow | null> => findCall(db, callId);
