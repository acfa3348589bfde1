import type { TAdminCall } from '@common/phone-numbers/schemas';

/** One call as the server recorded it: direction, status, reading, transcript and tools. */
export function CallRecord({ call: c }: { call: TAdminCall }) {
  const done = c.disposition ?? (c.status === 'completed' && !c.leadId ? 'not read (no lead)' : null);
  return (
    <div className="grid gap-2 text-sm" data-testid="call-record">
      <p>
        <strong>{c.direction === 'inbound' ? 'Inbound call' : 'Call'}</strong> · {c.status}
        {done ? ` · ${done}` : ' · in progress…'}
      </p>
      <ol className="grid gap-1">
        {c.transcript.map((l, i) => (
          <li key={i} className="break-words">
            <span className="font-medium">{l.speaker === 'agent' ? 'Agent' : 'Caller'}:</span> {l.text}
          </li>
        ))}
      </ol>
      {c.message && (
        <p data-testid="call-message">
          <span className="font-medium">Message left after hours:</span> {c.message}
        </p>
      )}
      {c.toolCalls.length > 0 && (
        <p className="text-muted-foreground">Tools: {c.toolCalls.map((t) => t.name).join(', ')}</p>
      )}
    </div>
  );
}
