import { useCallback, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import type { TReplayChatResponse, TStartChatResponse } from '@common/conversations/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiError } from '@client/lib/api';
import { AgentChat } from '@client/shared/agent-chat/agent-chat';
import { LacksNote, useCan } from '@client/shared/role/role';
import { replayAdminChat, sendAdminChatMessage, startAdminChat } from './agent-chat-api';
import { SaveAsScenario } from './save-as-scenario';

/**
 * "Talk to this campaign's agent": a test conversation with the agent a call of this campaign
 * would dial (its first lead, or a sample one). Tools show inline, labelled test: nothing real
 * is booked, opted out or called. "Replay from here" on a visitor message opens a new test chat
 * holding the turns before it, so the admin can say something else there.
 */
export function CampaignTestChat({ campaignId }: { campaignId: string }) {
  const may = useCan('prompts:edit');
  const [round, setRound] = useState(0);
  const [chatId, setChatId] = useState<string | null>(null);
  const [replayed, setReplayed] = useState<TReplayChatResponse | null>(null);
  const [replayError, setReplayError] = useState<string | null>(null);
  const start = useCallback(async (): Promise<TStartChatResponse | TReplayChatResponse> => {
    return replayed ?? startAdminChat({ campaignId });
  }, [campaignId, replayed]);
  const onReplay = useCallback(
    async (seq: number) => {
      if (!chatId) return;
      setReplayError(null);
      try {
        const copy = await replayAdminChat(chatId, seq);
        setReplayed(copy);
        setRound((r) => r + 1);
      } catch (err) {
        setReplayError(err instanceof ApiError ? (err.serverMessage ?? err.message) : String(err));
      }
    },
    [chatId],
  );
  const fresh = () => {
    setReplayed(null);
    setReplayError(null);
    setRound((r) => r + 1);
  };
  return (
    <Card data-testid="campaign-test-chat">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageCircle className="h-4 w-4" aria-hidden />
          Talk to this campaign&apos;s agent
          <Badge variant="outline">test</Badge>
        </CardTitle>
        <Button type="button" variant="outline" size="sm" onClick={fresh} disabled={!may.allowed} title={may.reason}>
          {round ? 'New test chat' : 'Start test chat'}
        </Button>
      </CardHeader>
      <CardContent>
        {round ? (
          <>
            <AgentChat
              key={round}
              start={start}
              send={sendAdminChatMessage}
              onReplay={onReplay}
              onStarted={setChatId}
              voiceBase="/api/admin/agent-chats"
              note={replayed ? <ReplayNote copy={replayed} /> : null}
            />
            {replayError && (
              <p role="alert" className="mt-2 text-sm text-destructive">
                {replayError}
              </p>
            )}
            {chatId && <SaveAsScenario key={chatId} chatId={chatId} />}
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Chat with the agent as a callee would. Bookings, opt-outs and callbacks are recorded as test results only.
            </p>
            <LacksNote permission="prompts:edit" />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ReplayNote({ copy }: { copy: TReplayChatResponse }) {
  const from = copy.messages.filter((m) => m.role === 'visitor').length + 1;
  return (
    <p className="text-xs text-muted-foreground" data-testid="chat-replay-note">
      Replayed from message {from} of the earlier chat, which stays as it was. The turns before it are copied; their
      tools are not run again. Type what the caller says instead.
    </p>
  );
}
