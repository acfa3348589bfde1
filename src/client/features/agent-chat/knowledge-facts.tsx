import { FACT_KINDS, type TKnowledgeFacts } from '@common/conversations/knowledge-facts';
import { useCan } from '@client/shared/role/role';
import { FactSheetRows } from '@client/shared/fact-sheet/fact-sheet-rows';
import { editFacts } from './knowledge-api';

/**
 * The business's fact sheet: what the agent answers hours, area, prices, services and contact
 * questions from, before any passage. Each value shows the sentence and page it was read from, or
 * that the owner wrote it; the owner edits any kind (one value per line) or gives it back to the site.
 */
export function KnowledgeFacts({
  campaignId,
  facts,
  onChange,
}: {
  campaignId: string;
  facts: TKnowledgeFacts | undefined;
  onChange: () => Promise<void>;
}) {
  const may = useCan('prompts:edit');
  return (
    <section aria-labelledby="knowledge-facts" className="space-y-2" data-testid="knowledge-facts">
      <h3 id="knowledge-facts" className="text-sm font-semibold">
        Fact sheet
      </h3>
      <p className="text-xs text-muted-foreground">
        The agent answers questions about hours, area, prices, services and contact details from these first. What you
        write here is what it says, also after the website is read again.
      </p>
      <FactSheetRows
        kinds={FACT_KINDS}
        facts={facts}
        may={may}
        onSave={async (input) => {
          await editFacts(campaignId, input);
          await onChange();
        }}
      />
    </section>
  );
}
