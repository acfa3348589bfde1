import { useEffect, useState } from 'react';
import { Download, RotateCcw } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { QA_CASES, QA_CATEGORIES } from './qa-cases';
import {
  buildReport,
  categoryCounts,
  loadResults,
  reportFileName,
  resultOf,
  saveResults,
  withNotes,
  withReset,
  withStatus,
  type QaResults,
} from './qa-store';
import { QaCaseRow } from './qa-case-row';

/** Spec §2 "QA Testing tab": categories of cases, Pass/Fail/Reset, notes, per-category Passed counts, export, reset all. */
export function QaChecklist() {
  const [results, setResults] = useState<QaResults>(() => loadResults());
  useEffect(() => {
    saveResults(results);
  }, [results]);

  const report = buildReport(results, new Date());
  const exportReport = () => {
    const now = new Date();
    const blob = new Blob([JSON.stringify(buildReport(results, now), null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = reportFileName(now);
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const resetAll = () => {
    if (window.confirm('Reset every test case to not tested and clear all notes?')) setResults({});
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm" data-testid="qa-summary">
            <strong>{report.summary.passed}</strong> passed · <strong>{report.summary.failed}</strong> failed ·{' '}
            <strong>{report.summary.notTested}</strong> not tested of {report.summary.total}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" onClick={exportReport}>
              <Download aria-hidden />
              Export Report
            </Button>
            <Button variant="outline" onClick={resetAll}>
              <RotateCcw aria-hidden />
              Reset All
            </Button>
          </div>
        </CardContent>
      </Card>
      {QA_CATEGORIES.map((category) => {
        const counts = categoryCounts(results, category);
        return (
          <Card key={category} data-testid={`qa-category-${category}`}>
            <CardHeader className="flex flex-row items-center justify-between gap-2 pb-3">
              <CardTitle className="text-lg">{category}</CardTitle>
              <Badge variant={counts.passed === counts.total ? 'success' : 'secondary'}>
                {counts.passed}/{counts.total} Passed
              </Badge>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                {QA_CASES.filter((c) => c.category === category).map((item) => (
                  <QaCaseRow
                    key={item.id}
                    item={item}
                    result={resultOf(results, item.id)}
                    onStatus={(s) => setResults((r) => withStatus(r, item.id, s))}
                    onNotes={(n) => setResults((r) => withNotes(r, item.id, n))}
                    onReset={() => setResults((r) => withReset(r, item.id))}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
