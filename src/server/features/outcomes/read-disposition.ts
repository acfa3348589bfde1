import { DEFAULT_DISPOSITIONS } from '@common/outcomes/schemas';

/**
 * The deterministic transcript reader's disposition (the Sandbox reader, and the LLM path's
 * fallback). English and Spanish. Order of evidence:
 *  1. what the provider knows for sure: no answer, busy, failed, a machine (voicemail);
 *  2. a voicemail greeting or an IVR menu with no person after it (the callee's lines are a machine);
 *  3. an opt-out anywhere in the callee's lines ("do not call" beats everything a person said);
 *  4. wrong person; then the callee's stance, where the LAST clear statement wins: people warm up
 *     ("not really… well, tell me more") or cool down ("sounds good… actually, no thanks");
 *  5. a person who said nothing conclusive: "not interested" (no follow-up is owed).
 * Duration is not evidence here: the funnel counts "conversation ≥ CONVERSATION_SECONDS" (results.repo.ts) as its
 * own stage, and a short "yes, book me" is still interest.
 */

export type Line = { speaker: 'agent' | 'callee'; text: string };

/** What the agent's tools did during the call (its conversation's record); absent: nothing. */
export interface ToolEffects {
  meetingBooked: boolean;
  transferred: boolean;
  /** The callee asked for a person and nobody was put through: why (e.g. outside transfer hours). */
  personRequested?: string | null;
}

export interface ReaderCall {
  endReason: string | null;
  answeredBy: string | null;
  durationSeconds: number | null;
  lines: Line[];
  toolEffects?: ToolEffects | null;
}

export type BuiltInDisposition = (typeof DEFAULT_DISPOSITIONS)[number];

const OPT_OUT =
  /\b((do not|don'?t|never) (ever )?(call|contact|phone|ring) (me|us|this number|here)|stop calling|remove (me|us|my number|this number)|take (me|us|my number|this number) off|unsubscribe|do[- ]not[- ]call( list)?|put (me|us) on (your|the) do[- ]not)\b|\b(no (me|nos) (vuelva[ns]? a llamar|llame[ns]?( más)?)|deje[ns]? de llamar|b[oó]rre(me|nos)|s[aá]que(me|nos) de (su|la) lista|no quiero que me llamen)\b/i;
const WRONG_PERSON =
  /\b(wrong (number|person)|no one (here )?(by|with) that name|nobody (here )?by that name|(doesn'?t|does not) work here( anymore)?|no longer (works|with)|there'?s no \w+ here|never heard of (him|her|them)|you have the wrong|n[uú]mero equivocado|se equivoc[oó]|aqu[ií] no (vive|trabaja)|no conozco a)\b/i;
const CALLBACK =
  /\b(call (me |us )?back|call (me |us )?(again )?(later|tomorrow|next week|on \w+day|in the (morning|afternoon|evening))|try (me |us )?(again )?(later|tomorrow|next week|on \w+day)|(can|could) you call (later|tomorrow|back)|not a good time|in a meeting|driving right now|busy right now|ll[aá]m(e|ame|eme|enos) (m[aá]s tarde|ma[ñn]ana|otro d[ií]a|la pr[oó]xima semana)|vuelva a llamar (m[aá]s tarde|ma[ñn]ana)|ahora no puedo)\b/i;
const DECLINE =
  /\b(not interested|no,? thanks?|no thank you|not (for us|for me|right now)|we'?re (all )?(set|good)( for now)?|don'?t need|no need|not a good fit|pass on (this|that)|we already have|probably not|i'?ll pass|no (estoy|estamos) interesad[oa]s?|no me interesa|no nos interesa|no,? gracias|no lo necesit(o|amos)|ya tenemos)\b/i;
const INTEREST =
  /\b(interested|hear more|tell me more|learn more|know more|sounds (good|great|interesting)|that works|book (a|the)?\s*(meeting|call|demo|time)|schedule (a|the)?\s*(meeting|call|demo|time)|set (it |that |something )?up|let'?s (talk|do it|meet)|send (me|us) (the |some |more )?(details|info|information)|how much|what does it cost|sign (me|us) up|me interesa|nos interesa|suena (bien|interesante)|cu[eé]nteme m[aá]s|quiero saber m[aá]s|agend(ar|emos)|env[ií]e(me|nos) (la )?informaci[oó]n|cu[aá]nto cuesta)\b/i;
const VOICEMAIL_GREETING =
  /\b(leave (me |us )?(a|your) (message|name)|after the (tone|beep)|at the (tone|beep)|(is|are) not available|can'?t (take|come to) (your|the) (call|phone)|unable to (take|answer)|voice ?mail|mailbox|record your message|deje (su|un) (mensaje|recado)|despu[eé]s del tono|buz[oó]n de voz|no (est[aá]|puede) (disponible|atender))\b/i;
const IVR =
  /\b(press (one|two|three|\d)|para (espa[ñn]ol|ingl[eé]s)|oprima|marque (el )?\d|main menu|menu options|para \w+ (oprima|marque|presione)|presione (el )?\d)\b/i;
const HUMAN_AFTER_IVR = /\b(this is|speaking|how can i help|how may i help|habla|en qu[eé] (le )?puedo ayudar)\b/i;

export interface DispositionReading {
  disposition: BuiltInDisposition;
  /** The callee's line that decided it, when a line did. */
  evidence: string | null;
}

const calleeLines = (lines: Line[]) => lines.filter((l) => l.speaker === 'callee').map((l) => l.text);

/** The callee's lines after an IVR menu handed over to a person, or null when no person came. */
function personLines(callee: string[]): string[] | null {
  const firstIvr = callee.findIndex((l) => IVR.test(l));
  if (firstIvr < 0) return callee;
  const human = callee.findIndex((l, i) => i > firstIvr && !IVR.test(l) && HUMAN_AFTER_IVR.test(l));
  return human < 0 ? null : callee.slice(human);
}

export function readDisposition(call: ReaderCall): DispositionReading {
  const reason = call.endReason;
  if (reason === 'no-answer') return { disposition: 'no answer', evidence: null };
  if (reason === 'busy') return { disposition: 'busy', evidence: null };
  if (reason === 'failed') return { disposition: 'failed', evidence: null };
  if (reason === 'voicemail' || call.answeredBy === 'voicemail' || call.answeredBy === 'machine')
    return { disposition: 'voicemail', evidence: null };
  // A booking or a hand-over happened: a fact of the call, whatever else the callee said.
  if (call.toolEffects?.meetingBooked) return { disposition: 'meeting booked', evidence: null };
  if (call.toolEffects?.transferred) return { disposition: 'transferred', evidence: null };
  const all = calleeLines(call.lines);
  if (all.length === 0) return { disposition: 'no answer', evidence: null };
  const people = personLines(all);
  if (!people) return { disposition: 'no answer', evidence: all.find((l) => IVR.test(l)) ?? null };
  // A greeting that asks for a message, with nothing a person says after it.
  if (
    VOICEMAIL_GREETING.test(people[0]) &&
    people.slice(1).every((l) => VOICEMAIL_GREETING.test(l) || l.trim().length < 3)
  )
    return { disposition: 'voicemail', evidence: people[0] };
  const optOut = people.find((l) => OPT_OUT.test(l));
  if (optOut) return { disposition: 'do not call', evidence: optOut };
  const wrong = people.find((l) => WRONG_PERSON.test(l));
  if (wrong) return { disposition: 'wrong person', evidence: wrong };
  // Asking for a person is a wish a person must answer, whatever the goodbye sounded like.
  const unmet = call.toolEffects?.personRequested;
  if (unmet) return { disposition: 'callback requested', evidence: `asked for a person; ${unmet}` };
  // The last line carrying a stance decides. Within one line, a decline next to interest
  // ("sounds good but we're not interested") is a decline: the "but" clause is the answer.
  for (let i = people.length - 1; i >= 0; i--) {
    const l = people[i];
    if (DECLINE.test(l)) return { disposition: 'not interested', evidence: l };
    if (INTEREST.test(l)) return { disposition: 'interested', evidence: l };
    if (CALLBACK.test(l)) return { disposition: 'callback requested', evidence: l };
  }
  return { disposition: 'not interested', evidence: null };
}

/**
 * A campaign may edit its list: a built-in answer the campaign dropped falls back to the nearest
 * kept one (a narrower "callback requested" → "interested"; "wrong person" → "not interested"),
 * else to the list's last entry, so every call still gets one of the campaign's dispositions.
 */
const NEAREST: Record<BuiltInDisposition, BuiltInDisposition[]> = {
  'meeting booked': ['interested'],
  transferred: ['interested'],
  interested: [],
  'callback requested': ['interested'],
  'not interested': [],
  'wrong person': ['not interested'],
  'do not call': ['not interested'],
  voicemail: ['no answer'],
  'no answer': ['failed'],
  busy: ['no answer', 'failed'],
  failed: [],
};
export function toCampaignDisposition(d: BuiltInDisposition, list: string[]): string {
  const has = (x: string) => list.find((y) => y.toLowerCase() === x);
  return has(d) ?? NEAREST[d].map(has).find(Boolean) ?? list[list.length - 1];
}
