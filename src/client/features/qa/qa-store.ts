import { QA_CASES, QA_CATEGORIES, type QaCategory } from './qa-cases';

// QA results live in the browser (spec §9) under one localStorage key, and export as a dated JSON report.

export type QaStatus = 'not-tested' | 'pass' | 'fail';
export interface QaResult {
  status: QaStatus;
  notes: string;
}
export type QaResults = Record<string, QaResult>;

export const QA_STORAGE_KEY = 'qa-test-results';
const EMPTY: QaResult = { status: 'not-tested', notes: '' };

export const resultOf = (results: QaResults, id: string): QaResult => results[id] ?? EMPTY;

export function loadResults(storage: Pick<Storage, 'getItem'> = localStorage): QaResults {
  try {
    const parsed = JSON.parse(storage.getItem(QA_STORAGE_KEY) ?? '{}') as QaResults;
    const known = new Set(QA_CASES.map((c) => c.id));
    // Keep only well-formed entries for cases that still exist.
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([id, r]) =>
          known.has(id) && r && ['not-tested', 'pass', 'fail'].includes(r.status) && typeof r.notes === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function saveResults(results: QaResults, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(QA_STORAGE_KEY, JSON.stringify(results));
  } catch {
    /* storage full or unavailable: the checklist still works for this visit */
  }
}

export const withStatus = (r: QaResults, id: string, status: QaStatus): QaResults => ({
  ...r,
  [id]: { ...resultOf(r, id), status },
});
export const withNotes = (r: QaResults, id: string, notes: string): QaResults => ({
  ...r,
  [id]: { ...resultOf(r, id), notes },
});
/** Spec §4: Reset returns a case to not-tested and clears its notes. */
export const withReset = (r: QaResults, id: string): QaResults => {
  const { [id]: _gone, ...rest } = r;
  return rest;
};

export function categoryCounts(results: QaResults, category: QaCategory) {
  const cases = QA_CASES.filter((c) => c.category === category);
  const count = (s: QaStatus) => cases.filter((c) => resultOf(results, c.id).status === s).length;
  return { total: cases.length, passed: count('pass'), failed: count('fail') };
}

export const reportFileName = (now: Date) => `qa-report-${now.toISOString().slice(0, 10)}.json`;

export function buildReport(results: QaResults, now: Date) {
  const all = QA_CASES.map((c) => ({ ...c, ...resultOf(results, c.id) }));
  return {
    generatedAt: now.toISOString(),
    summary: {
      total: all.length,
      passed: all.filter((c) => c.status === 'pass').length,
      failed: all.filter((c) => c.status === 'fail').length,
      notTested: all.filter((c) => c.status === 'not-tested').length,
    },
    categories: QA_CATEGORIES.map((category) => ({ category, ...categoryCounts(results, category) })),
    cases: all,
  };
}
