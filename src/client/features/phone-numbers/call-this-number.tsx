import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Input, Label } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { callThisNumber, useCallRecord } from './use-phone-numbers';

/**
 * "Call this number": a Sandbox caller at the typed number rings ours, through the same path as a
 * provider's call; the call's transcript, tool calls and reading appear as they happen.
 */
export function CallThisNumber({ numberId, disabled }: { numberId: string; disabled?: boolean }) {
  const [from, setFrom] = useState('+12125550153');
  const [callId, setCallId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const call = useCallRecord(callId);
  const ring = async () => {
    setError(null);
    setCallId(null);
    try {
      setCallId((await callThisNumber(numberId, from.trim())).callId);
    } catch (err) {
      setError(err instanceof ApiError ? (err.serverMessage ?? 'Try again') : 'Try again');
    }
  };
  const c = call.data;
  return (
    <div className="grid gap-3 rounded-md border p-3" data-testid={`call-${numberId}`}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`from-${numberId}`}>Caller&apos;s number</Label>
          <Input id={`from-${numberId}`} value={from} onChange={(e) => setFrom(e.target.value)} className="w-48" />
        </div>
        <Button onClick={() => void ring()} disabled={disabled}>
          Call this number
        </Button>
        <span className="text-xs text-muted-foreground">
          555-015x books a meeting, 555-014x asks not to be called, 555-013x asks for a person, others ask a question.
        </span>
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
      {callId && !c && <Spinner className="h-5 w-5" label="Ringing" />}
      {c && (
        <div className="grid gap-2 text-sm">
          <p>
            <strong>{c.direction === 'inbound' ? 'Inbound call' : 'Call'}</strong> · {c.status}
            {c.disposition ? ` · ${c.disposition}` : ' · in progress…'}
          </p>
          <ol className="grid gap-1">
            {c.transcript.map((l, i) => (
              <li key={i}>
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
      )}
    </div>
  );
}
