import { useCallback, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { AgentChat } from '@client/shared/agent-chat/agent-chat';
import { sendWizardChatMessage, startWizardChat } from './wizard-api';
import { toAgentConfig, type WizardDraft } from './wizard-draft';
import { useWizardState } from './wizard-store';

/** "Talk to {name}": a typed chat with the agent just designed, before any phone is proved. */
export function TalkToAgent({ draft, disabled }: { draft: WizardDraft; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const name = draft.name.trim() || 'your agent';
  const { factsConfig } = useWizardState();
  // The corrections made on the Preview's fact sheet belong to this website's agent.
  const factsFrom = factsConfig?.url === draft.websiteUrl.trim() ? factsConfig.id : undefined;
  // A new chat each time the panel opens, with the agent as it is at that moment.
  const start = useCallback(() => startWizardChat(toAgentConfig(draft), factsFrom), [draft, factsFrom]);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        <MessageCircle className="mr-2 h-4 w-4" aria-hidden />
        Talk to {name}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Talk to ${name}`}
        description={`This is your trial call, typed: ${name} phones your business as the job candidate in the prompt, and you answer as the business would. Nobody is called.`}
        className="max-w-xl"
      >
        {open ? <AgentChat start={start} send={sendWizardChatMessage} voiceBase="/api/agent-chats" /> : null}
      </Dialog>
    </>
  );
}
