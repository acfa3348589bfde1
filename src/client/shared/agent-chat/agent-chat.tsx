import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  MAX_CHAT_TEXT,
  type TChatMessage,
  type TChatMessageResponse,
  type TStartChatResponse,
  type TToolCallView,
} from '@common/conversations/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { ToolCallLine } from './tool-call-line';
import { VoiceButton } from './voice-button';

type Line = { kind: 'message'; message: TChatMessage } | { kind: 'tool'; call: TToolCallView };

export interface AgentChatProps {
  start(): Promise<TStartChatResponse>;
  send(chatId: string, text: string): Promise<TChatMessageResponse>;
  /** The chat's collection for voice (/api/agent-chats or /api/admin/agent-chats); none: typed only. */
  voiceBase?: string;
}

const reason = (err: unknown) =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : err instanceof Error ? err.message : String(err);

/**
 * A typed conversation with an agent: its opening line, each reply with the tools it used shown
 * inline, the server's limits and errors in its own words. Used by the wizard and the admin.
 */
export function AgentChat({ start, send, voiceBase }: AgentChatProps) {
  const [chat, setChat] = useState<TStartChatResponse | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(true);
  const [ended, setEnded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bottom = useRef<HTMLLIElement>(null);

  useEffect(() => {
    let live = true;
    start()
      .then((c) => {
        if (!live) return;
        setChat(c);
        setLines(c.messages.map((message) => ({ kind: 'message', message })));
      })
      .catch((err) => live && setError(reason(err)))
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [start]);
  // Braces: newer browsers' scrollIntoView answers a promise, which an effect must not return.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [lines, error]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // React events bubble through portals: the panel sits in a dialog opened from inside another
    // form (the wizard's step), which must not see this submit as its own.
    e.stopPropagation();
    const said = text.trim();
    if (!chat || !said || busy) return;
    setText('');
    setError(null);
    setBusy(true);
    setLines((l) => [...l, { kind: 'message', message: { role: 'visitor', text: said } }]);
    try {
      const r = await send(chat.chatId, said);
      setLines((l) => [
        ...l,
        ...r.toolCalls.map((call): Line => ({ kind: 'tool', call })),
        ...r.messages.map((message): Line => ({ kind: 'message', message })),
      ]);
      if (r.ended) setEnded(true);
    } catch (err) {
      setError(reason(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3" data-testid="agent-chat">
      {chat?.mode === 'sandbox' ? (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="warning" data-testid="chat-sandbox-badge">
            Sandbox
          </Badge>
          Replies come from the offline Sandbox engine, not a language model.
        </p>
      ) : null}
      <ol className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1" aria-live="polite" aria-label="Conversation">
        {lines.map((line, i) =>
          line.kind === 'tool' ? (
            <ToolCallLine key={i} call={line.call} />
          ) : (
            <li
              key={i}
              data-testid={`chat-${line.message.role}`}
              className={cn(
                'max-w-[85%] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm',
                line.message.role === 'agent'
                  ? 'justify-self-start bg-muted'
                  : 'justify-self-end bg-primary text-primary-foreground',
              )}
            >
              {line.message.text}
            </li>
          ),
        )}
        {busy ? (
          <li className="justify-self-start">
            <Spinner className="h-4 w-4" label="Waiting for the agent" />
          </li>
        ) : null}
        <li ref={bottom} aria-hidden />
      </ol>
      {error ? (
        <p role="alert" className="text-sm text-destructive" data-testid="chat-error">
          {error}
        </p>
      ) : null}
      {ended ? <p className="text-sm text-muted-foreground">The agent ended the conversation.</p> : null}
      {chat && voiceBase ? (
        <VoiceButton
          available={chat.voice}
          base={voiceBase}
          chatId={chat.chatId}
          disabled={ended}
          onLine={(message) => setLines((l) => [...l, { kind: 'message', message }])}
          onTool={(call) => setLines((l) => [...l, { kind: 'tool', call }])}
          onEnded={() => setEnded(true)}
          onError={setError}
        />
      ) : null}
      <form onSubmit={onSubmit} className="flex gap-2">
        <Input
          aria-label="Your message"
          placeholder={ended ? 'Conversation ended' : 'Type a message…'}
          value={text}
          maxLength={MAX_CHAT_TEXT}
          onChange={(e) => setText(e.target.value)}
          disabled={!chat || ended}
        />
        <Button type="submit" disabled={!chat || ended || busy || !text.trim()} aria-label="Send">
          <Send className="h-4 w-4" aria-hidden />
        </Button>
      </form>
    </div>
  );
}
