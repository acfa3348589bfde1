import { DEFAULT_DISPOSITIONS, type TFieldValue } from '../../src/common/outcomes/schemas';
import { readCall } from '../../src/server/features/outcomes/read-call';
import { ACCURACY_SET, FIELD_SETS, toReaderCall } from '../../tests/fixtures/transcripts';

const norm = (v: TFieldValue) =>
  typeof v === 'string'
    ? v
        .trim()
        .toLowerCase()
        .replace(/[.!?]+$/, '')
    : v;

/** The deterministic reader on the accuracy set: every disposition and every field of every case scored. */
export function scoreReader() {
  const misses: string[] = [];
  let dispositionsRight = 0;
  let fieldsTotal = 0;
  let fieldsRight = 0;
  let answeredTotal = 0;
  let answeredRight = 0;
  for (const c of ACCURACY_SET) {
    const fields = FIELD_SETS[c.fieldSet];
    const r = readCall(toReaderCall(c), [...DEFAULT_DISPOSITIONS], fields);
    if (r.disposition === c.expect.disposition) dispositionsRight++;
    else misses.push(`${c.id}: disposition ${r.disposition} (expected ${c.expect.disposition})`);
    for (const f of fields) {
      const want = c.expect.fields?.[f.name] ?? null;
      const ok = norm(r.fields[f.name] ?? null) === norm(want);
      fieldsTotal++;
      if (ok) fieldsRight++;
      if (want !== null) {
        answeredTotal++;
        if (ok) answeredRight++;
      }
      if (!ok)
        misses.push(`${c.id}: ${f.name} = ${JSON.stringify(r.fields[f.name])} (expected ${JSON.stringify(want)})`);
    }
  }
  const pct = (a: number, b: number) => Math.round((a / Math.max(1, b)) * 1000) / 10;
  return {
    cases: ACCURACY_SET.length,
    languages: [...new Set(ACCURACY_SET.map((c) => c.lang))],
    dispositionsCovered: DEFAULT_DISPOSITIONS.filter((d) => ACCURACY_SET.some((c) => c.expect.disposition === d))
      .length,
    dispositionAccuracyPct: pct(dispositionsRight, ACCURACY_SET.length),
    fieldAccuracyPct: pct(fieldsRight, fieldsTotal),
    answeredFieldAccuracyPct: pct(answeredRight, answeredTotal),
    fieldsScored: fieldsTotal,
    answeredFieldsScored: answeredTotal,
    misses,
  };
}
