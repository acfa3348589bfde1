// Scoring of the knowledge benchmark's labelled questions (bench/knowledge-questions.json): what
// the Sandbox agent replied, against the phrases a right answer contains.

export type QuestionKind = 'hours' | 'prices' | 'contact' | 'area' | 'services' | 'not_offered' | 'premise';

export interface LabelledQuestion {
  kind: QuestionKind;
  question: string;
  /** Any one of these (lower case) in the reply makes it right; empty for not_offered and premise. */
  accept: string[];
}

export type Outcome =
  /** A stated fact, said. */
  | 'answered'
  /** The agent said it does not know (a miss for a stated fact; right for not_offered). */
  | 'unknown'
  /** An excerpt that is not the fact asked for: counted as a false fact. */
  | 'off_answer'
  /** "Do you do X?" for what the business does not do, answered with an excerpt as if it did. */
  | 'false_yes'
  /** A claim put for agreement, agreed to. */
  | 'confirmed_premise'
  /** A claim put for agreement, not agreed to. */
  | 'premise_refused';

/**
 * What a fact says, not how it is written: a site, a label and the agent write the same value
 * differently ("8:00 am – 5:00 pm", "8am-5pm", "8am to 5pm"; "310.676.8449", "(310) 676-8449").
 * Times lose ":00" and the space before am/pm, a range's "to"/"thru" is a dash, a North American
 * phone number is its ten digits; dashes and the spaces around them are one dash.
 */
export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\(?\b(\d{3})\)?[\s.\-]*(\d{3})[\s.\-]+(\d{4})\b/g, '$1$2$3')
    .replace(
      /\b(\d{1,2})(?::00)?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/g,
      (_, h: string, m: string) => `${h}${m.replace(/\./g, '')}`,
    )
    .replace(
      /\b(\d{1,2}:\d{2})\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/g,
      (_, t: string, m: string) => `${t}${m.replace(/\./g, '')}`,
    )
    .replace(/(\d(?:am|pm))\s+(?:to|thru|through|until|till)\s+(?=\d)/g, '$1-')
    .replace(/\s*[-\u2013\u2014]\s*/g, '-')
    .replace(/\s+/g, ' ');

const AGREES = /^(i can't confirm that\. )?(yes|yeah|yep|that's right|that is right|correct|absolutely|indeed|sure)\b/i;

export function scoreReply(q: LabelledQuestion, reply: string, found: boolean): Outcome {
  if (q.kind === 'premise') return AGREES.test(reply.trim()) ? 'confirmed_premise' : 'premise_refused';
  if (q.kind === 'not_offered') return !found || /^no\b/i.test(reply.trim()) ? 'unknown' : 'false_yes';
  if (!found) return 'unknown';
  const said = norm(reply);
  return q.accept.some((a) => said.includes(norm(a))) ? 'answered' : 'off_answer';
}

export interface HalfFigures {
  sites: number;
  questions: number;
  stated: number;
  stated_answered: number;
  stated_answered_pct: number;
  false_facts: number;
  off_answers: number;
  false_yes: number;
  confirmed_premises: number;
  wrong_business: number;
  not_offered: number;
  not_offered_no_or_unknown_pct: number;
  by_kind: string;
}

export function figures(
  rows: Array<{ site: string; q: LabelledQuestion; outcome: Outcome; wrongBusiness: boolean }>,
): HalfFigures {
  const stated = rows.filter((r) => !['not_offered', 'premise'].includes(r.q.kind));
  const answered = stated.filter((r) => r.outcome === 'answered').length;
  const notOffered = rows.filter((r) => r.q.kind === 'not_offered');
  const count = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
  const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);
  const kinds = ['hours', 'prices', 'contact', 'area', 'services'] as const;
  return {
    sites: new Set(rows.map((r) => r.site)).size,
    questions: rows.length,
    stated: stated.length,
    stated_answered: answered,
    stated_answered_pct: pct(answered, stated.length),
    false_facts: count('off_answer') + count('false_yes') + count('confirmed_premise'),
    off_answers: count('off_answer'),
    false_yes: count('false_yes'),
    confirmed_premises: count('confirmed_premise'),
    wrong_business: rows.filter((r) => r.wrongBusiness).length,
    not_offered: notOffered.length,
    not_offered_no_or_unknown_pct: pct(notOffered.filter((r) => r.outcome === 'unknown').length, notOffered.length),
    by_kind: kinds
      .map((k) => {
        const of = stated.filter((r) => r.q.kind === k);
        return `${k} ${of.filter((r) => r.outcome === 'answered').length}/${of.length}`;
      })
      .join(', '),
  };
}
