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
  take_message: 'Take a message',
  end_call: 'End call',
};

const MOVED: Record<string, string> = {
  outside_calling_hours: 'outside the hours the callee may be called',
  outside_campaign_hours: "outside the campaign's calling hours",
  outside_business_hours: "outside the number's hours",
};

/** What the tool did (or, in a test, would have done), in a few words. */
export function toolCallSummary(c: TToolCallView): string {
  const r = c.result as Record<string, any>;
  switch (c.name) {
    case 'book_meeting':
      // The callee's clock first, then the business's: both read the same slot.
      if (r.booked) {
        const when = `${r.slot?.label ?? ''}${r.slot?.businessLabel && r.slot.businessLabel !== r.slot.label ? ` (${r.slot.businessLabel} for the business)` : ''}`;
        return r.test ? `would book ${when} (nothing booked)` : `booked ${when}`;
      }
      if (r.reason === 'already_booked') return 'already booked on this call';
      if (r.reason === 'slot_taken') return 'slot taken; others offered';
      return `offered ${r.offered?.length ?? 0} slots`;
    case 'lookup_knowledge':
      if (!r.found) return 'nothing found';
      if (r.source?.title === 'Fact sheet')
        return r.source.from === 'owner'
          ? "from the fact sheet (the owner's words)"
          : `from the fact sheet (${r.source.url})`;
      return `from ${r.source?.title || r.source?.url}`;
    case 'add_to_do_not_call':
      if (r.test) return 'would add the number (nothing changed)';
      return r.added ? 'number added' : 'number not added';
    case 'schedule_callback': {
      if (!r.at) return r.reason === 'unreadable_time' ? 'time not understood; asked again' : '';
      // The label is on the callee's clock with its zone named; the reason says why a time moved.
      const when = r.label ?? new Date(r.at).toLocaleString(undefined, { timeZoneName: 'short' });
      const moved = r.moved
        ? ` (moved: ${MOVED[r.reason] ?? 'outside calling hours'}${r.window ? `, ${r.window}` : ''})`
        : '';
      return `${r.test ? 'would call back' : 'next call'} ${when}${moved}`;
    }
    case 'take_message':
      return r.taken ? `message: “${r.message}”` : 'no message given';
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
      <span>{toolCallSummary(call)}</span>
      {call.test ? (
        <Badge variant="outline" className="ml-auto">
          test
        </Badge>
      ) : null}
    </li>
  );
}
