import { useCallback, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { AgentChat } from '@client/shared/agent-chat/agent-chat';
import { sendAdminChatMessage, startAdminChat } from './agent-chat-api';
import { SaveAsScenario } from './save-as-scenario';

/**
 * "Talk to this campaign's agent": a test conversation with the agent a call of this campaign
 * would dial (its first lead, or a sample one). Tools show inline, labelled test: nothing real
 * is booked, opted out or called.
 */
export function CampaignTestChat({ campaignId }: { campaignId: string }) {
  const [round, setRound] = useState(0);
  const [chatId, setChatId] = useState<string | null>(null);
  const start = useCallback(async () => {
    const started = await startAdminChat({ campaignId });
    setChatId(started.chatId);
    return started;
  }, [campaignId]);
  return (
    <Card data-testid="campaign-test-chat">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageCircle className="h-4 w-4" aria-hidden />
          Talk to this campaign&apos;s agent
          <Badge variant="outline">test</Badge>
        </CardTitle>
        <Button type="button" variant="outline" size="sm" onClick={() => setRound((r) => r + 1)}>
          {round ? 'New test chat' : 'Start test chat'}
        </Button>
      </CardHeader>
      <CardContent>
        {round ? (
          <>
            <AgentChat key={round} start={start} send={sendAdminChatMessage} voiceBase="/api/admin/agent-chats" />
            {chatId && <SaveAsScenario chatId={chatId} />}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Chat with the agent as a callee would. Bookings, opt-outs and callbacks are recorded as test results only.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
