import {
  FACT_KINDS,
  type TEditKnowledgeFactsRequest,
  type TFactKind,
  type TKnowledgeFact,
  type TKnowledgeFactValue,
} from '@common/conversations/knowledge-facts';
import type { TFactSheet, TFactSource, TFactValue, TOpeningHours, TServiceArea } from '@common/fact-sheet/schemas';
import type { FactRow, FactRowInput } from './knowledge-facts.repo';

// The fact sheet the reader made (one object) as the rows an owner keeps (one per value), and
// those rows back as what the agent and the owner see: per kind, the owner's values when the
// owner wrote any, else the site's.

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY_INDEX: Record<string, number> = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d, i) => [d, i]),
);

/** "07:00" → "7am", "18:30" → "6:30pm", "24:00" → "midnight". */
function spokenClock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === 24 || (h === 0 && m === 0)) return 'midnight';
  if (h === 12 && m === 0) return 'noon';
  const suffix = h < 12 ? 'am' : 'pm';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m ? `:${String(m).padStart(2, '0')}` : ''}${suffix}`;
}

/**
 * Opening hours as an agent says them: consecutive days with the same times together ("Monday to
 * Friday 7am to 6pm, Saturday 8am to 2pm"), then 24/7 emergencies and the time zone. Hours with no
 * days read are said as the site writes them.
 */
export function spokenHours(h: TOpeningHours): string {
  const zone = h.timeZone ? ` (${h.timeZone} time)` : '';
  const emergency = h.emergency24h7 ? '; emergency service 24/7' : '';
  if (h.open24h7) return `Open 24 hours, 7 days a week${zone}`;
  const byDay = new Map<number, string>();
  for (const p of h.week) {
    const i = DAY_INDEX[p.day];
    const span = `${spokenClock(p.opens)} to ${spokenClock(p.closes)}`;
    byDay.set(i, byDay.has(i) ? `${byDay.get(i)} and ${span}` : span);
  }
  if (!byDay.size) return `${withoutLabel(h.text)}${zone}`;
  const groups: Array<{ from: number; to: number; span: string }> = [];
  for (const i of [...byDay.keys()].sort((a, b) => a - b)) {
    const last = groups.at(-1);
    if (last && last.to === i - 1 && last.span === byDay.get(i)) last.to = i;
    else groups.push({ from: i, to: i, span: byDay.get(i)! });
  }
  const days = groups
    .map((g) =>
      g.from === g.to
        ? `${DAY_NAMES[g.from]} ${g.span}`
        : `${DAY_NAMES[g.from]} ${g.to - g.from === 1 ? 'and' : 'to'} ${DAY_NAMES[g.to]} ${g.span}`,
    )
    .join(', ');
  const closed = h.closed.length ? `; closed ${h.closed.map((d) => DAY_NAMES[DAY_INDEX[d]]).join(' and ')}` : '';
  return `${days}${closed}${emergency}${zone}`;
}

/** "Service Area · Phoenix · Mesa" → "Phoenix · Mesa": the heading is not the fact. */
const withoutLabel = (s: string) =>
  s.replace(/^\s*(?:office |opening |business )?(?:hours|service areas?|areas? (?:we )?serve[d]?)\s*[:·-]\s*/i, '');

function spokenArea(a: TServiceArea): string {
  const radius = a.radius ? `within ${a.radius.value} ${a.radius.unit === 'mi' ? 'miles' : 'km'}` : '';
  if (!a.places.length) return radius || withoutLabel(a.text);
  return [a.places.join(', '), radius].filter(Boolean).join(', ');
}

const source = (s: TFactSource) => ({
  sourceUrl: s.url,
  sourceText: s.text,
  sourceFrom: s.from === 'owner' ? null : s.from,
});

/** The rows of a fact sheet the reader made from the site's pages. */
export function sheetRows(sheet: TFactSheet): FactRowInput[] {
  const rows: FactRowInput[] = [];
  const one = (kind: TFactKind, value: string, src: TFactSource, detail: Record<string, unknown> | null = null) =>
    rows.push({ kind, position: rows.filter((r) => r.kind === kind).length, value, detail, ...source(src) });
  const each = (kind: TFactKind, list: TFactValue[]) => list.forEach((f) => one(kind, f.value, f.source));
  if (sheet.hours) {
    const { source: src, ...detail } = sheet.hours;
    one('hours', spokenHours(sheet.hours), src, detail);
  }
  if (sheet.area)
    one('area', spokenArea(sheet.area), sheet.area.source, { places: sheet.area.places, radius: sheet.area.radius });
  sheet.offers.forEach((o) => one('offers', o.text, o.source, o.amount ? { amount: o.amount } : null));
  if (sheet.priceRange) one('priceRange', sheet.priceRange.value, sheet.priceRange.source);
  each('services', sheet.services);
  each('phones', sheet.phones);
  each('addresses', sheet.addresses);
  each('emails', sheet.emails);
  for (const kind of ['name', 'owner', 'founded'] as const) {
    const f = sheet[kind];
    if (f) one(kind, f.value, f.source);
  }
  return rows;
}

/** The owner's values for one kind; none at all is kept as one empty value ("there is none"). */
export function ownerRows(kind: TFactKind, values: string[]): FactRowInput[] {
  const list = values.length ? values : [''];
  return list.map((value, position) => ({
    kind,
    position,
    value,
    detail: null,
    sourceUrl: null,
    sourceText: null,
    sourceFrom: null,
  }));
}

/** An edit as rows: the kinds given values, and the kinds given back to the site's reading (null). */
export function ownerEdit(input: TEditKnowledgeFactsRequest): {
  set: Partial<Record<TFactKind, FactRowInput[]>>;
  reset: TFactKind[];
} {
  const set: Partial<Record<TFactKind, FactRowInput[]>> = {};
  const reset: TFactKind[] = [];
  for (const kind of FACT_KINDS) {
    const values = input[kind];
    if (values === null) reset.push(kind);
    else if (values) set[kind] = ownerRows(kind, values);
  }
  return { set, reset };
}

const valueOf = (r: FactRow): TKnowledgeFactValue => ({
  value: r.value,
  source:
    r.origin === 'owner' || !r.sourceUrl
      ? null
      : { url: r.sourceUrl, text: r.sourceText ?? '', from: r.sourceFrom ?? 'page text' },
});

/** Per kind (in FACT_KINDS order) what holds: the owner's values when it wrote any, else the site's. */
export function factsOf(rows: FactRow[]): TKnowledgeFact[] {
  const out: TKnowledgeFact[] = [];
  for (const kind of FACT_KINDS) {
    const mine = rows.filter((r) => r.kind === kind).sort((a, b) => a.position - b.position);
    const owner = mine.filter((r) => r.origin === 'owner');
    const site = mine.filter((r) => r.origin === 'site').map(valueOf);
    if (!owner.length && !site.length) continue;
    out.push({
      kind,
      edited: owner.length > 0,
      values: owner.length ? owner.filter((r) => r.value).map(valueOf) : site,
      siteValues: owner.length ? site : [],
    });
  }
  return out;
}
