import { expandContractions } from '@common/text/expand-contractions';

// What the Sandbox engine understands of a line, by patterns, in a fixed order of what matters
// most when a line says two things: an opt-out outranks everything; a question about the agent
// being human is answered before any request for a person; an explicit "call me back at …"
// outranks a refusal, and a refusal outranks anything that would book.

export type SandboxIntent =
  | 'opt_out'
  | 'goodbye'
  | 'callback'
  | 'ai_question'
  | 'person'
  | 'decline'
  | 'meeting'
  | 'pick_slot'
  | 'greeting'
  | 'question'
  | 'other';

const CONTACT = '(call|phone|ring|contact|text|bother)(ing|s)?';

const OPT_OUT = [
  new RegExp(`\\b(stop|quit|cease) (\\w+ ){0,2}${CONTACT}\\b`),
  // "don't phone this number anymore", "I'd rather you didn't call me again", "mind not calling me".
  new RegExp(
    `\\b(not|never) (\\w+ ){0,2}${CONTACT}( (me|us|here|this number|again|anymore|any more)\\b(?! (back|later|until|till|before|after))|[.!]*$)`,
  ),
  /\b(remove|delete|take) (me|us|my (number|details|name))\b|\bremoved from\b|\boff (your|the|this) (\w+ )?list\b/,
  /\b(lose|forget) (my|this) number\b|\bdo not call list\b|\bunsubscribe\b|\bno more calls\b/,
  // Someone who says they never agreed to be called is not called again.
  /\b(never|not) (signed|sign) up\b|\bnever (asked|agreed|gave|consented|opted)\b/,
  /\bnot (give|agree|consent)\b.{0,30}\b(permission|call|contact|number)|\bhow did you get (my|this) number\b/,
];

const ASK_CALLBACK = new RegExp(
  '\\b(call|ring|phone|try|reach)(ing)? (me |us )?(back|again|later|tomorrow|tonight|this (morning|afternoon|evening)|' +
    'next \\w+|in (a|an|about|\\d+|one|two|three|five|ten|\\w+ty)\\b|at \\d|on \\w+day|\\w+day\\b|after \\w+|another time|some other time)',
);
const NOT_NOW =
  /\b(busy|driving|at work|in a meeting|with a (customer|client|patient)|bad time|cannot talk|can not talk|do not have time|no time (right )?now|another time|some other time|maybe later)\b|\bnot (right )?now\b|\bnot (a|the) (good|great|best|convenient|right) time\b/;

const GOODBYE =
  /\b(bye|goodbye|good bye|that is all|have a (good|nice|great) (day|one|evening|night)|take care|see you|have to go|gotta go)\b/;

const BEING =
  '(human|person|people|robot|bot|ai|machine|computer|recording|recorded|prerecorded|pre-recorded|automated|artificial)';
const AI_QUESTION = new RegExp(
  `\\b(are you|is (this|that|it)|am i (talking|speaking|chatting) (to|with)|you are (not|just|a|an))\\b(\\s+[\\w-]+){0,3}?\\s+${BEING}\\b`,
);

const WHO =
  '(person|human|someone|somebody|manager|owner|boss|representative|rep|agent|operator|supervisor|staff|colleague|salesperson)';
const PERSON = [
  new RegExp(`\\b(speak|talk|chat)\\w* (to|with) (a |an |the |your |some )?(real |actual |live )?${WHO}`),
  /\b(transfer|connect|put) (me|us) (through|to|with)\b|\boperator\b|\blive agent\b/,
  /\b(someone|somebody|anyone|a person|a human)\b.{0,20}\b(talk|speak)\b/,
  new RegExp(`\\bget (me )?(a |an )?(real |actual |live )?${WHO}\\b`),
];

const DECLINE =
  /\b(not interested|no interest|no thanks|no thank you|not for (me|us)|all set|i will pass|pass on|no need|already have|no use for|no meeting|changed my mind|nah|nope)\b|\b(not|never) (\w+ ){0,3}(want|need|use|interested|book|schedule|looking)\b|\bwould rather not\b|\bnone of (those|them|these)\b/;

const MEETING =
  /\b(meet|meeting|appointment|book|schedule|demo|consultation|slot|available times?|calendar|sit down with|a (quick |short )?call with)\b|\bset (up )?(a |an )?(call|time|chat|meeting)\b/;

const PICK =
  /\b(first|1st|second|2nd|third|3rd|one|two|three|[123]|earliest|yes|yeah|sure|ok(ay)?|sounds good|that works|perfect)\b/;

const OPENER = /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening))( there)?\b[\s,.!?-]*/;
// What may follow a greeting and still leave it only a greeting: each clause is an introduction.
const SMALL_TALK =
  /^((yes|yeah|again|there|everyone|speaking|\w+ speaking|this is .+|how are you|how is it going|how are things|who is (calling|this|speaking))?)$/;
// How a business answers its phone ("Riverside Plumbing, how can I help?"): the wizard's visitor
// plays the business the agent calls, so this is a greeting, not a question to look up.
const PHONE_ANSWER = /^(how (can|may) (i|we) help( you)?( today)?|what can (i|we) do for you( today)?)$/;
/** A clause after a greeting that only introduces: small talk, a phone answer, or a short name. */
const isSmallTalk = (clause: string) =>
  SMALL_TALK.test(clause) ||
  PHONE_ANSWER.test(clause) ||
  (clause.split(' ').length <= 4 && !QUESTION.test(clause) && !MEETING.test(clause));
const QUESTION =
  /\?|\b(what|how|which|where|when|why|who|do you|does|can you|could you|are you|is there|tell me|wondering|price|prices|pricing|cost|services?|offer|hours|open|warranty|discounts?|financing|include)\b/;

/** `offering`: slots were just offered, so "the second one" or "yes" picks one. */
export function sandboxIntent(text: string, offering: boolean): SandboxIntent {
  const t = expandContractions(text).replace(/\s+/g, ' ').trim();
  if (OPT_OUT.some((re) => re.test(t))) return 'opt_out';
  if (AI_QUESTION.test(t)) return 'ai_question';
  if (ASK_CALLBACK.test(t)) return 'callback';
  if (PERSON.some((re) => re.test(t))) return 'person';
  if (GOODBYE.test(t)) return 'goodbye';
  if (DECLINE.test(t)) return 'decline';
  if (NOT_NOW.test(t)) return 'callback';
  if (offering && PICK.test(t) && !/\b(no|not)\b/.test(t)) return 'pick_slot';
  if (MEETING.test(t)) return 'meeting';
  // A greeting opens many questions ("Hi, what do you offer?"): only what follows it counts.
  const opened = OPENER.exec(t);
  const rest = opened ? t.slice(opened[0].length) : t;
  if (opened && rest.split(/[.!?,;]+/).every((clause) => isSmallTalk(clause.trim()))) return 'greeting';
  if (QUESTION.test(rest)) return 'question';
  return 'other';
}

/** Which offered slot a line picks: "second" → 1; "yes" → 0. */
export function pickedIndex(text: string): number {
  const t = text.toLowerCase();
  if (/\b(third|3rd|three|3)\b/.test(t)) return 2;
  if (/\b(second|2nd|two|2)\b/.test(t)) return 1;
  return 0;
}

// "You're the cheapest in town, right?", "Isn't it true you're open Sundays?", "So you're the
// best?": a caller's claim put for agreement, which the agent may not confirm by saying yes.
const TAG_QUESTION =
  /,?\s*\b(right|correct|yes|yeah|no|true|is not (it|that)|are not you|do not you|did not you|have not you|is that (right|correct|true))\s*\?*\s*$/;
const CLAIM_OPENING =
  /^(so |and |but )?(you are|you have|you do|you offer|you guys are|your \w+ (is|are)|is it not true|is not it true|it is true|i heard|i hear)\b/;
const SUPERLATIVE =
  /\b(cheapest|best|only|number one|#1|lowest|fastest|biggest|most (affordable|experienced|trusted))\b/;

/** Whether a line puts a claim to the agent for agreement rather than asking what is so. */
export function assertsPremise(text: string): boolean {
  const t = expandContractions(text).toLowerCase().replace(/\s+/g, ' ').trim();
  return TAG_QUESTION.test(t) || (CLAIM_OPENING.test(t) && (SUPERLATIVE.test(t) || /\?\s*$/.test(t)));
}

const INTRO =
  /\b(?:[Mm]y name is|[Tt]his is|[Ii]t's|I am|I'm)\s+([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)(?:\s+(?:from|at|with|of)\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3}))?/;

/** A caller introducing themselves ("Hi, my name is Robin Park from Park Dental"): their name and company. */
export function introduction(text: string): { name: string; company: string } | null {
  const m = INTRO.exec(text);
  return m ? { name: m[1]!, company: (m[2] ?? '').replace(/[.,!?]+$/, '') } : null;
}
