import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Label, Textarea } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import type { QaCase } from './qa-cases';
import type { QaResult, QaStatus } from './qa-store';

/** One test case: Pass, Fail, Reset, and notes (shown for failures or when there are notes). */
export function QaCaseRow({
  item,
  result,
  onStatus,
  onNotes,
  onReset,
}: {
  item: QaCase;
  result: QaResult;
  onStatus(s: QaStatus): void;
  onNotes(n: string): void;
  onReset(): void;
}) {
  const showNotes = result.status === 'fail' || result.notes !== '';
  return (
    <li
      className={cn(
        'rounded-md border p-3',
        result.status === 'pass' && 'border-success/60',
        result.status === 'fail' && 'border-destructive/60',
      )}
      data-testid={`qa-case-${item.id}`}
      data-status={result.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex-1 text-sm">
          {result.status === 'pass' && (
            <CheckCircle2 className="mr-1 inline h-4 w-4 text-success" aria-label="Passed" />
          )}
          {result.status === 'fail' && <XCircle className="mr-1 inline h-4 w-4 text-destructive" aria-label="Failed" />}
          {item.description}
        </p>
        <div className="flex gap-1">
          <Button
            size="sm"
            variant={result.status === 'pass' ? 'default' : 'outline'}
            onClick={() => onStatus('pass')}
            aria-pressed={result.status === 'pass'}
          >
            Pass
          </Button>
          <Button
            size="sm"
            variant={result.status === 'fail' ? 'destructive' : 'outline'}
            onClick={() => onStatus('fail')}
            aria-pressed={result.status === 'fail'}
          >
            Fail
          </Button>
          <Button size="sm" variant="ghost" onClick={onReset} aria-label={`Reset: ${item.description}`}>
            <RotateCcw aria-hidden />
            Reset
          </Button>
        </div>
      </div>
      {showNotes && (
        <div className="mt-2 grid gap-1">
          <Label htmlFor={`notes-${item.id}`}>Notes{result.status === 'fail' ? ' (required for failures)' : ''}</Label>
          <Textarea
            id={`notes-${item.id}`}
            value={result.notes}
            onChange={(e) => onNotes(e.target.value)}
            placeholder="What happened, and how to reproduce it"
          />
        </div>
      )}
    </li>
  );
}
