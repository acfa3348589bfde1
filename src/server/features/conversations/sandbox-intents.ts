// What the Sandbox engine understands of a line, by keywords, in a fixed order: a goodbye or an
// opt-out outranks everything else said in the same breath.

export type SandboxIntent =
  | 'opt_out'
  | 'goodbye'
  | 'callback'
  | 'ai_question'
  | 'person'
  | 'meeting'
  | 'pick_slot'
  | 'greeting'
  | 'question'
  | 'other';

const RULES: Array<[SandboxIntent, RegExp]> = [
  [
    'opt_out',
    /\b(stop calling|don'?t call|do not call|never call|remove (me|my number)|take me off|unsubscribe|not interested,? stop)\b/,
  ],
  [
    'callback',
    /\b(call (me )?(back|later|again|tomorrow|next week|in \w+ (hours?|minutes?))|busy right now|not a good time)\b/,
  ],
  ['goodbye', /\b(bye|goodbye|good bye|that'?s all|have a (good|nice|great) (day|one|evening))\b/],
  [
    'ai_question',
    /\b(are you (a |an )?(robot|bot|ai|machine|computer|real person|human|recording)|am i (talking|speaking) to a (robot|bot|machine|computer|real person|human))\b/,
  ],
  [
    'person',
    /\b(human|real person|a person|someone (real|else)|speak to (a|the|your) \w+|talk to (a|the|your) \w+|manager|representative|operator|transfer me)\b/,
  ],
  ['meeting', /\b(meet|meeting|appointment|book|schedule|demo|consultation|slot|available times?)\b/],
  ['greeting', /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|howdy)\b/],
  [
    'question',
    /\?|\b(what|how|which|where|when|why|do you|does|can you|are you|tell me|price|prices|cost|services?|offer|hours|open)\b/,
  ],
];

const PICK =
  /\b(first|1st|second|2nd|third|3rd|one|two|three|[123]|yes|yeah|sure|ok(ay)?|sounds good|that works|perfect)\b/;

/** `offering`: slots were just offered, so "the second one" or "yes" picks one. */
export function sandboxIntent(text: string, offering: boolean): SandboxIntent {
  const t = text.toLowerCase();
  for (const [intent, re] of RULES.slice(0, 5)) if (re.test(t)) return intent;
  if (offering && PICK.test(t) && !/\b(no|not|none|neither)\b/.test(t)) return 'pick_slot';
  for (const [intent, re] of RULES.slice(5)) if (re.test(t)) return intent;
  return 'other';
}

/** Which offered slot a line picks: "second" → 1; "yes" → 0. */
export function pickedIndex(text: string): number {
  const t = text.toLowerCase();
  if (/\b(third|3rd|three|3)\b/.test(t)) return 2;
  if (/\b(second|2nd|two|2)\b/.test(t)) return 1;
  return 0;
}
