import { describe, expect, it } from 'vitest';
import { QA_CASES, QA_CATEGORIES } from './qa-cases';
import {
  buildReport,
  categoryCounts,
  loadResults,
  QA_STORAGE_KEY,
  reportFileName,
  resultOf,
  saveResults,
  withNotes,
  withReset,
  withStatus,
} from './qa-store';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('QA checklist', () => {
  it('has the 11 spec categories and about 55 cases with unique ids', () => {
    expect(QA_CATEGORIES).toHaveLength(11);
    expect(QA_CASES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(QA_CASES.map((c) => c.id)).size).toBe(QA_CASES.length);
    for (const cat of QA_CATEGORIES) expect(QA_CASES.some((c) => c.category === cat)).toBe(true);
  });

  it('records pass/fail and notes, and Reset returns a case to not-tested with no notes', () => {
    const id = QA_CASES[0].id;
    let r = withStatus({}, id, 'fail');
    r = withNotes(r, id, 'preview shows 4 rows');
    expect(resultOf(r, id)).toEqual({ status: 'fail', notes: 'preview shows 4 rows' });
    r = withStatus(r, id, 'pass');
    expect(resultOf(r, id)).toEqual({ status: 'pass', notes: 'preview shows 4 rows' });
    expect(resultOf(withReset(r, id), id)).toEqual({ status: 'not-tested', notes: '' });
  });

  it('counts passes per category', () => {
    const [a, b] = QA_CASES.filter((c) => c.category === 'CSV Upload');
    const r = withStatus(withStatus({}, a.id, 'pass'), b.id, 'fail');
    expect(categoryCounts(r, 'CSV Upload')).toEqual({ total: 5, passed: 1, failed: 1 });
  });

  it('persists in storage and ignores entries it does not recognise', () => {
    const s = memory();
    const id = QA_CASES[3].id;
    saveResults(withStatus({}, id, 'pass'), s);
    expect(loadResults(s)).toEqual({ [id]: { status: 'pass', notes: '' } });
    s.setItem(
      QA_STORAGE_KEY,
      JSON.stringify({ [id]: { status: 'weird', notes: '' }, gone: { status: 'pass', notes: '' } }),
    );
    expect(loadResults(s)).toEqual({});
    s.setItem(QA_STORAGE_KEY, 'not json');
    expect(loadResults(s)).toEqual({});
  });

  it('exports a dated report with a summary', () => {
    const now = new Date('2026-04-05T10:00:00Z');
    expect(reportFileName(now)).toBe('qa-report-2026-04-05.json');
    const report = buildReport(withStatus({}, QA_CASES[0].id, 'pass'), now);
    expect(report.generatedAt).toBe('2026-04-05T10:00:00.000Z');
    expect(report.summary).toEqual({ total: QA_CASES.length, passed: 1, failed: 0, notTested: QA_CASES.length - 1 });
    expect(report.categories).toHaveLength(11);
  });
});
