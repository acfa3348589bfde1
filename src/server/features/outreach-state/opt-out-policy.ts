import { DO_NOT_CALL } from '@common/outcomes/schemas';
import type { DbOrTx } from '../../db/tx';
import { insertOptOut } from './outreach-state.repo';

// The one rule for "this person asked not to be called again", whichever path heard it: a live or
// Sandbox call's transcript or its reading, a conversation's tool, an admin adding a number. The
// consequence is always the same: the number joins the do-not-call list and the lead is never
// retried (the dispatch's retry plan asks calleeOptedOut).

/** The callee's own words (never the agent's) that mean it. */
const OPT_OUT = /\b(do not|don'?t|never)\s+call\b|\bstop calling\b|\b(take|remove) me off\b|\bremove (me|my number)\b/i;

export interface OptOutEvidence {
  /** The call's lines; `user` is who spoke ('user' is the callee). */
  transcripts?: ReadonlyArray<{ user: string; text: string }> | null;
  /** The call's reading, when there is one. */
  disposition?: string | null;
}

export function calleeOptedOut(e: OptOutEvidence): boolean {
  if (e.disposition?.toLowerCase() === DO_NOT_CALL) return true;
  return (e.transcripts ?? []).some((t) => t.user === 'user' && OPT_OUT.test(t.text));
}

export type OptOutSource = 'call' | 'conversation' | 'manual';

const NOTES: Record<OptOutSource, string> = {
  call: 'Asked on a call not to be called again',
  conversation: 'Asked in a conversation not to be called again',
  manual: '',
};

/**
 * Puts a number (E.164) on the do-not-call list; a number already there stays as it was. Answers
 * whether it was added.
 */
export const optOut = (db: DbOrTx, phoneE164: string, source: OptOutSource, note = NOTES[source]): Promise<boolean> =>
  insertOptOut(db, phoneE164, source, note);
