import { useState } from 'react';
import { ZSaveChatScenarioRequest } from '@common/simulations/schemas';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { apiRequest, errorText } from '@client/lib/api';

/** Keeps a test chat as a simulation scenario: the admin's lines replayed, the same tools expected. */
export function SaveAsScenario({ chatId }: { chatId: string }) {
  const [name, setName] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const onSave = async () => {
    const parsed = ZSaveChatScenarioRequest.safeParse({ name });
    if (!parsed.success) return setSaid(parsed.error.issues[0].message);
    try {
      await apiRequest('POST', `/api/admin/agent-chats/${encodeURIComponent(chatId)}/scenario`, parsed.data);
      setSaid(`Saved as the scenario "${parsed.data.name}" (see Simulations).`);
    } catch (err) {
      setSaid(errorText(err));
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-testid="save-as-scenario">
      <Input
        aria-label="Scenario name"
        placeholder="Scenario name"
        className="max-w-xs"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="button" size="sm" variant="outline" onClick={onSave}>
        Save as scenario
      </Button>
      {said && (
        <span role="status" className="text-sm text-muted-foreground">
          {said}
        </span>
      )}
    </div>
  );
}
