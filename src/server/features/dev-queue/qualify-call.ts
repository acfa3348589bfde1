/**
 * Which campaign calls reach the developer queue. A call qualifies when ALL of these hold:
 *  1. it finished as a conversation: status `completed`, and its `end_reason` (when the dispatch
 *     feature recorded one) is `completed`, not no-answer / busy / voicemail / failed;
 *  2. a person answered: `answered_by` is not `voicemail` (null is accepted: answer detection is
 *     optional at the provider, the callee's own lines below prove a person talked);
 *  3. it lasted at least MIN_QUALIFYING_SECONDS (a hang-up after the greeting is not a lead);
 *  4. the callee (transcript lines of `user`) said something showing interest (INTEREST), and
 *  5. never declined (DECLINE) or asked not to be called again (OPT_OUT): one "not interested"
 *     or "don't call me" anywhere outweighs any polite interest elsewhere in the call.
 * With an OpenAI key the same facts go to the LLM (classify-call.ts), whose fallback is this rule.
 */

export const MIN_QUALIFYING_SECONDS = 20;

export interface CallForQualification {
  status: string;
  endReason?: string | null;
  answeredBy: string | null;
  durationSeconds: number | null;
  transcript: string | null;
  transcripts: Array<{ user: string; text: string }> | null;
}

export interface Qualification {
  qualified: boolean;
  reason: string;
}

const INTEREST =
  /\b(interested|hear more|tell me more|learn more|know more|sounds (good|great|interesting)|book (a|the)?\s*(meeting|call|demo|time)|schedule (a|the)?\s*(meeting|call|demo|time)|set (up|something up)|(a|the) (meeting|demo)|let'?s (talk|do it|meet)|send (me|us) (the |some )?(details|info|information)|call me back|how much|what does it cost|sign (me|us) up)\b/i;
const DECLINE = /\b(not interested|no,? thanks?|no thank you|not (for us|for me|right now|now)|we'?re (all )?(set|good)|don'?t need|no need|not a good fit)\b/i;
const OPT_OUT =
  /\b((do not|don'?t|never) (call|contact|phone) (me|us|this number|again)|stop calling|remove (me|us|my number|this number)|take (me|us|my number) off|unsubscribe|do[- ]not[- ]call( list)?|put (me|us) on (your|the) do[- ]not)\b/i;

/** The callee's lines: from the structured transcript, else the `user: …` lines of the text one. */
export function calleeLines(call: Pick<CallForQualification, 'transcript' | 'transcripts'>): string[] {
  if (call.transcripts?.length) return call.transcripts.filter((t) => t.user === 'user').map((t) => t.text);
  return (call.transcript ?? '')
    .split('\n')
    .filter((l) => /^\s*user\s*:/i.test(l))
    .map((l) => l.replace(/^\s*user\s*:\s*/i, ''));
}

export function qualifyCall(call: CallForQualification): Qualification {
  if (call.status !== 'completed') return { qualified: false, reason: `Call ${call.status}, not completed` };
  if (call.endReason && call.endReason !== 'completed') return { qualified: false, reason: `Call ended: ${call.endReason}` };
  if (call.answeredBy === 'voicemail') return { qualified: false, reason: 'Reached voicemail' };
  if ((call.durationSeconds ?? 0) < MIN_QUALIFYING_SECONDS) return { qualified: false, reason: `Shorter than ${MIN_QUALIFYING_SECONDS} s` };
  const lines = calleeLines(call);
  if (lines.length === 0) return { qualified: false, reason: 'The callee said nothing' };
  const optOut = lines.find((l) => OPT_OUT.test(l));
  if (optOut) return { qualified: false, reason: `Asked not to be called again: "${optOut}"` };
  const decline = lines.find((l) => DECLINE.test(l));
  if (decline) return { qualified: false, reason: `Not interested: "${decline}"` };
  const interest = lines.find((l) => INTEREST.test(l));
  if (!interest) return { qualified: false, reason: 'No interest shown' };
  return { qualified: true, reason: `Interested: "${interest}"` };
}
