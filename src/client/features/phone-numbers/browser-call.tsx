import { useCallback, useState } from 'react';
import { PhoneOff } from 'lucide-react';
import type { TBrowserCallResponse } from '@common/phone-numbers/schemas';
import type { StreamHandlers } from '@client/shared/agent-chat/stream-chat';
import { AgentChat } from '@client/shared/agent-chat/agent-chat';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { errorText } from '@client/lib/api';
import { CallRecord } from './call-record';
import { endBrowserCall, sayOnBrowserCall, useCallRecord } from './use-phone-numbers';

/**
 * The admin on the line as the caller at `from`: the number's agent answers (greeting with what it
 * knows of the caller), each typed line gets its answer and tools, and "End call" hangs up. The
 * call is then the inbound call the server recorded, read as any other.
 */
export function BrowserCall({ numberId, from, call }: { numberId: string; from: string; call: TBrowserCallResponse }) {
  const { callId } = call;
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = useCallRecord(over ? callId : null);
  // The call was answered when the admin rang (once, not per render); the chat panel shows it as a
  // chat start: the call is the chat, the greeting its first line.
  const start = useCallback(
    async () => ({
      chatId: call.callId,
      mode: call.mode,
      conversationMode: 'live' as const,
      agentName: '',
      messages: [{ role: 'agent' as const, text: call.greeting, seq: 0 }],
      voice: false,
    }),
    [call],
  );
  const send = useCallback(
    async (chatId: string, text: string, _on: StreamHandlers) => {
      const reply = await sayOnBrowserCall(numberId, chatId, text);
      // The agent hung up (goodbye, or "stop calling me"): the server finished the call.
      if (reply.ended) setOver(true);
      return reply;
    },
    [numberId],
  );
  const hangUp = async () => {
    setError(null);
    try {
      await endBrowserCall(numberId, callId);
      setOver(true);
    } catch (err) {
      setError(errorText(err));
    }
  };
  if (over)
    return (
      <div className="grid gap-2" data-testid="browser-call">
        <p className="text-sm text-muted-foreground">Call ended. It is recorded as an inbound call from {from}.</p>
        {record.data ? <CallRecord call={record.data} /> : <Spinner className="h-5 w-5" label="Reading the call" />}
      </div>
    );
  return (
    <div className="grid gap-2" data-testid="browser-call">
      <AgentChat start={start} send={send} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void hangUp()}>
          <PhoneOff className="mr-1 h-4 w-4" aria-hidden />
          End call
        </Button>
        <span className="text-xs text-muted-foreground">You are the caller: type what they would say.</span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
