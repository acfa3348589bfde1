import { Wrench } from 'lucide-react';
import type { TToolCallView } from '@common/conversations/schemas';
import { Badge } from '@client/components/ui/badge';

const LABELS: Record<TToolCallView['name'], string> = {
  book_meeting: 'Book meeting',
  transfer_to_human: 'Transfer to a person',
  add_to_do_not_call: 'Add to do-not-call',
  schedule_callback: 'Schedule callback',
  lookup_knowledge: 'Look up knowledge',
  save_caller_details: 'Save caller details',
  end_call: 'End call',
};

/** What the tool did, in a few words. */
function summary(c: TToolCallView): string {
  const r = c.result as Record<string, any>;
  switch (c.name) {
    case 'book_meeting':
      if (r.booked) return `booked ${r.slot?.label ?? ''}`;
      if (r.reason === 'already_booked') return 'already booked on this call';
      if (r.reason === 'slot_taken') return 'slot taken; others offered';
      return `offered ${r.offered?.length ?? 0} slots`;
    case 'lookup_knowledge':
      return r.found ? `from ${r.source?.title || r.source?.url}` : 'nothing found';
    case 'add_to_do_not_call':
      if (r.test) return 'would add the number (nothing changed)';
      return r.added ? 'number added' : 'number not added';
    case 'schedule_callback':
      return r.at ? `next call ${new Date(r.at).toLocaleString()}${r.moved ? ' (moved into calling hours)' : ''}` : '';
    case 'transfer_to_human':
      if (r.transferred) return r.test ? `would transfer to ${r.number}` : 'transferred';
      return `not transferred: ${r.explanation ?? 'no one to transfer to'}; callback offered`;
    default:
      return '';
  }
}

/** A tool call shown inline in the conversation; "test" when it changed nothing real. */
export function ToolCallLine({ call }: { call: TToolCallView }) {
  return (
    <li
      className="flex flex-wrap items-center gap-2 rounded-md border border-dashed px-3 py-1.5 text-xs text-muted-foreground"
      data-testid="tool-call"
      data-tool={call.name}
    >
      <Wrench className="h-3.5 w-3.5" aria-hidden />
      <span className="font-medium text-foreground">{LABELS[call.name]}</span>
      <span>{summary(call)}</span>
      {call.test ? (
        <Badge variant="outline" className="ml-auto">
          test
        </Badge>
      ) : null}
    </li>
  );
}
