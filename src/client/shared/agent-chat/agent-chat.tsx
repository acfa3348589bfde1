import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { RotateCcw, Send } from 'lucide-react';
import {
  CHAT_ENDED_MESSAGE,
  CHAT_MESSAGE_LIMIT_MESSAGE,
  MAX_CHAT_TEXT,
  MAX_VISITOR_MESSAGES,
  type TChatMessage,
  type TChatMessageResponse,
  type TReplayChatResponse,
  type TStartChatResponse,
  type TToolCallView,
} from '@common/conversations/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError, errorText } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import type { StreamHandlers } from './stream-chat';
import { ToolCallLine } from './tool-call-line';
import { VoiceButton } from './voice-button';

type Line = { kind: 'message'; message: TChatMessage } | { kind: 'tool'; call: TToolCallView };

export interface AgentChatProps {
  /** A new chat, or a replayed one (its copied turns and their tool calls shown first). */
  start(): Promise<TStartChatResponse | TReplayChatResponse>;
  /** Sends a line; the reply's tool calls and words are handed to `on` as they arrive. */
  send(chatId: string, text: string, on: StreamHandlers): Promise<TChatMessageResponse>;
  /** When given, each stored visitor message offers "Replay from here" (its turn number). */
  onReplay?(seq: number): void;
  /** Shown above the conversation (what a replayed chat was copied from). */
  note?: ReactNode;
  /**
   * The chat this panel shows, once started (a start whose panel has gone is not reported). A
   * stable function (a state setter): a new one starts a new chat, as a new `start` does.
   */
  onStarted?(chatId: string): void;
  /** The chat's collection for voice (/api/agent-chats or /api/admin/agent-chats); none: typed only. */
  voiceBase?: string;
}

/** The start's messages, each agent turn preceded by the tools it ran (a replay carries them). */
function startLines(c: TStartChatResponse | TReplayChatResponse): Line[] {
  const calls = 'toolCalls' in c ? c.toolCalls : [];
  return c.messages.flatMap((message): Line[] => [
    ...calls
      .filter((call) => message.role === 'agent' && call.turnSeq === message.seq)
      .map(({ turnSeq: _seq, ...call }): Line => ({ kind: 'tool', call })),
    { kind: 'message', message },
  ]);
}

/**
 * A typed conversation with an agent: its opening line, each reply with the tools it used shown
 * inline, the server's limits and errors in its own words. Used by the wizard and the admin.
 */
export function AgentChat({ start, send, onReplay, note, onStarted, voiceBase }: AgentChatProps) {
  const [chat, setChat] = useState<TStartChatResponse | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(true);
  const [ended, setEnded] = useState(false);
  // The server refused a message because the chat is full (a replayed chat may count differently).
  const [refusedFull, setRefusedFull] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The reply as it streams in: its tool calls and the words so far, until the turn is done.
  const [live, setLive] = useState<{ tools: TToolCallView[]; text: string } | null>(null);
  const bottom = useRef<HTMLLIElement>(null);

  useEffect(() => {
    let live = true;
    start()
      .then((c) => {
        if (!live) return;
        setChat(c);
        setLines(startLines(c));
        onStarted?.(c.chatId);
      })
      .catch((err) => live && setError(errorText(err)))
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [start, onStarted]);
  // Braces: newer browsers' scrollIntoView answers a promise, which an effect must not return.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [lines, live, error]);

  // A chat holds MAX_VISITOR_MESSAGES visitor messages: at the cap the box closes before a message
  // that could only be refused is typed.
  const visitorCount = lines.filter((l) => l.kind === 'message' && l.message.role === 'visitor').length;
  const full = refusedFull || visitorCount >= MAX_VISITOR_MESSAGES;
  const closed = !chat || ended || full;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // React events bubble through portals: the panel sits in a dialog opened from inside another
    // form (the wizard's step), which must not see this submit as its own.
    e.stopPropagation();
    const said = text.trim();
    if (closed || !said || busy) return;
    setText('');
    setError(null);
    setBusy(true);
    setLines((l) => [...l, { kind: 'message', message: { role: 'visitor', text: said } }]);
    setLive({ tools: [], text: '' });
    try {
      const r = await send(chat.chatId, said, {
        onTool: (call) => setLive((v) => ({ tools: [...(v?.tools ?? []), call], text: v?.text ?? '' })),
        onDelta: (piece) => setLive((v) => ({ tools: v?.tools ?? [], text: (v?.text ?? '') + piece })),
      });
      // The stored reply replaces what streamed; the visitor's line learns its turn number.
      const seq = r.messages[0]?.seq;
      setLines((l) => [
        ...withVisitorSeq(l, seq === undefined ? undefined : seq - 1),
        ...r.toolCalls.map((call): Line => ({ kind: 'tool', call })),
        ...r.messages.map((message): Line => ({ kind: 'message', message })),
      ]);
      if (r.ended) setEnded(true);
    } catch (err) {
      // A message the agent never answered leaves the thread; unless the chat is over, it goes
      // back into the box to be sent again.
      setLines((l) => withoutUnanswered(l));
      const over = err instanceof ApiError ? err.serverMessage : undefined;
      if (over === CHAT_MESSAGE_LIMIT_MESSAGE) setRefusedFull(true);
      else if (over === CHAT_ENDED_MESSAGE) setEnded(true);
      else {
        setText(said);
        setError(errorText(err));
      }
    } finally {
      setLive(null);
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
      {note}
      <ol className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1" aria-live="polite" aria-label="Conversation">
        {lines.map((line, i) =>
          line.kind === 'tool' ? (
            <ToolCallLine key={i} call={line.call} />
          ) : (
            <MessageLine key={i} message={line.message} onReplay={onReplay} />
          ),
        )}
        {live?.tools.map((call, i) => (
          <ToolCallLine key={`live-${i}`} call={call} />
        ))}
        {live?.text ? <Bubble role="agent" text={live.text} testId="chat-agent-streaming" /> : null}
        {busy && !live?.text ? (
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
      {full && !ended ? (
        <p role="status" className="text-sm text-muted-foreground" data-testid="chat-limit">
          {CHAT_MESSAGE_LIMIT_MESSAGE}
        </p>
      ) : null}
      {chat && voiceBase ? (
        <VoiceButton
          available={chat.voice}
          base={voiceBase}
          chatId={chat.chatId}
          disabled={closed}
          onLine={(message) => setLines((l) => [...l, { kind: 'message', message }])}
          onTool={(call) => setLines((l) => [...l, { kind: 'tool', call }])}
          onEnded={() => setEnded(true)}
          onError={setError}
        />
      ) : null}
      <form onSubmit={onSubmit} className="flex gap-2">
        <Input
          aria-label="Your message"
          placeholder={ended ? 'Conversation ended' : full ? 'This chat is full' : 'Type a message…'}
          value={text}
          maxLength={MAX_CHAT_TEXT}
          onChange={(e) => setText(e.target.value)}
          disabled={closed}
        />
        <Button type="submit" disabled={closed || busy || !text.trim()} aria-label="Send">
          <Send className="h-4 w-4" aria-hidden />
        </Button>
      </form>
    </div>
  );
}

/** Marks the last visitor line still without a turn number (the one just answered). */
function withVisitorSeq(lines: Line[], seq: number | undefined): Line[] {
  if (seq === undefined) return lines;
  const at = lines.findLastIndex((l) => l.kind === 'message' && l.message.role === 'visitor');
  const line = lines[at];
  if (at < 0 || line.kind !== 'message' || line.message.seq !== undefined) return lines;
  return lines.map((l, i) => (i === at ? { kind: 'message', message: { ...line.message, seq } } : l));
}

/** Drops the last visitor line still without a turn number: the one the server did not answer. */
function withoutUnanswered(lines: Line[]): Line[] {
  const at = lines.findLastIndex((l) => l.kind === 'message' && l.message.role === 'visitor');
  const line = lines[at];
  if (at < 0 || line.kind !== 'message' || line.message.seq !== undefined) return lines;
  return lines.filter((_, i) => i !== at);
}

function Bubble({ role, text, testId }: { role: TChatMessage['role']; text: string; testId: string }) {
  return (
    <li
      data-testid={testId}
      className={cn(
        'max-w-[85%] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm',
        role === 'agent' ? 'justify-self-start bg-muted' : 'justify-self-end bg-primary text-primary-foreground',
      )}
    >
      {text}
    </li>
  );
}

function MessageLine({ message, onReplay }: { message: TChatMessage; onReplay?: (seq: number) => void }) {
  const { seq } = message;
  return (
    <>
      <Bubble role={message.role} text={message.text} testId={`chat-${message.role}`} />
      {onReplay && message.role === 'visitor' && seq !== undefined ? (
        <li className="-mt-1 justify-self-end">
          <button
            type="button"
            className="inline-flex items-center gap-1 text-xs text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
            onClick={() => onReplay(seq)}
            data-testid="chat-replay"
          >
            <RotateCcw className="h-3 w-3" aria-hidden />
            Replay from here
          </button>
        </li>
      ) : null}
    </>
  );
}
