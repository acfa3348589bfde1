import { useCallback, useEffect, useState } from 'react';
import { BookOpenCheck } from 'lucide-react';
import type { TEditKnowledgeFactsRequest, TKnowledgeFacts } from '@common/conversations/knowledge-facts';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiError, errorText } from '@client/lib/api';
import { FactSheetRows } from '@client/shared/fact-sheet/fact-sheet-rows';
import { editAgentFacts, readAgentFacts, saveAgentConfig } from './wizard-api';
import { toAgentConfig, type WizardDraft } from './wizard-draft';
import { setWizardState, useWizardState } from './wizard-store';

const MAY = { allowed: true } as const;

// One save per website at a time, even when the step mounts twice.
let saving: Promise<void> | null = null;

/**
 * The Preview's fact sheet: what the agent knows about the visitor's business from the pages the
 * server read (hours, area, prices, services, contact), each value with its sentence and page. The
 * visitor corrects a value and their words are what the agent says in its chat. The agent is saved
 * once for it (the server keeps a fact sheet per saved agent); "Talk to …" carries the corrections on.
 */
export function AgentFactsCard({ draft }: { draft: WizardDraft }) {
  const { factsConfig } = useWizardState();
  const url = draft.websiteUrl.trim();
  const id = factsConfig?.url === url ? factsConfig.id : null;
  const [facts, setFacts] = useState<TKnowledgeFacts | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (id || saving) return;
    saving = saveAgentConfig({ ...toAgentConfig(draft), phoneNumber: '' })
      .then((saved) => setWizardState((s) => ({ ...s, factsConfig: { id: saved, url } })))
      .catch((err: unknown) => setError(errorText(err)))
      .finally(() => (saving = null));
  }, [id, url, draft]);

  useEffect(() => {
    if (!id) return;
    let live = true;
    readAgentFacts(id)
      .then((read) => live && (setFacts(read), setError(null)))
      .catch((err: unknown) => {
        if (!live) return;
        // Another browser's cookie (or a purged save): save the agent again for this visitor.
        if (err instanceof ApiError && err.status === 404) setWizardState((s) => ({ ...s, factsConfig: undefined }));
        else setError(errorText(err));
      });
    return () => void (live = false);
  }, [id]);

  const onSave = useCallback(
    async (input: TEditKnowledgeFactsRequest) => {
      if (id) setFacts(await editAgentFacts(id, input));
    },
    [id],
  );

  const name = draft.name.trim() || 'Your agent';
  const known = facts?.facts.filter((f) => f.values.length || f.edited).map((f) => f.kind) ?? [];
  return (
    <Card data-testid="agent-facts-card">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <BookOpenCheck className="h-4 w-4 text-primary" aria-hidden /> What {name} knows about your business
        </CardTitle>
        <p className="text-xs text-muted-foreground">
          Read from your website, each with the sentence and page it came from. Correct anything that is wrong: what you
          write is what {name} says.
        </p>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : !facts ? (
          <p className="text-sm text-muted-foreground">Reading what your agent knows…</p>
        ) : known.length ? (
          <div data-testid="knowledge-facts">
            <FactSheetRows kinds={known} facts={facts} may={MAY} onSave={onSave} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            No hours, area, prices, services or contact details were found on your website.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
