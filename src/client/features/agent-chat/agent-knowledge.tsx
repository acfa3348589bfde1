import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import type { TKnowledgeEntry, TKnowledgeGap } from '@common/conversations/knowledge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { LacksNote, useCan } from '@client/shared/role/role';
import { KnowledgeEntryForm } from './knowledge-entry-form';
import { KnowledgeFacts } from './knowledge-facts';
import { KnowledgePassages } from './knowledge-passages';
import { KnowledgeWebsite } from './knowledge-website';
import { answerGap, deleteEntry, dismissGap, knowledgeKey, saveEntry, useCampaignKnowledge } from './knowledge-api';

/**
 * "What your agent knows" for one campaign: the admin's questions and answers (checked first by
 * the agent's lookup), the questions callers asked that nothing answered, the business's fact sheet
 * (checked next) and the site's passages.
 */
export function AgentKnowledge({ campaignId }: { campaignId: string }) {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useCampaignKnowledge(campaignId, search, page);
  const refresh = () => qc.invalidateQueries({ queryKey: knowledgeKey(campaignId) });
  return (
    <Card data-testid="agent-knowledge">
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2 text-base">
          <BookOpen className="h-4 w-4" aria-hidden />
          What your agent knows
        </CardTitle>
        <Button type="button" variant="outline" size="sm" onClick={refresh}>
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="space-y-5">
        <LacksNote permission="prompts:edit" />
        {q.error && (
          <p role="alert" className="text-sm text-destructive">
            {q.error.message}
          </p>
        )}
        <KnowledgeWebsite campaignId={campaignId} saved={q.data?.website ?? null} onRead={refresh} />
        <section aria-labelledby="knowledge-qa" className="space-y-2">
          <h3 id="knowledge-qa" className="text-sm font-semibold">
            Questions and answers
          </h3>
          <p className="text-xs text-muted-foreground">
            The agent gives these answers as written, before anything from the website.
          </p>
          <ul className="space-y-2">
            {q.data?.entries.map((e) => (
              <EntryRow key={e.id} campaignId={campaignId} entry={e} onChange={refresh} />
            ))}
          </ul>
          <details className="rounded border p-2">
            <summary className="cursor-pointer text-sm font-medium">Add a question</summary>
            <div className="mt-2">
              <KnowledgeEntryForm
                submitLabel="Add question"
                onSubmit={async (input) => {
                  await saveEntry(campaignId, null, input);
                  await refresh();
                }}
              />
            </div>
          </details>
        </section>
        <section aria-labelledby="knowledge-gaps" className="space-y-2">
          <h3 id="knowledge-gaps" className="text-sm font-semibold">
            Questions your agent could not answer
          </h3>
          {q.data && !q.data.gaps.length && (
            <p className="text-sm text-muted-foreground">None yet: every question asked so far had an answer.</p>
          )}
          <ul className="space-y-2">
            {q.data?.gaps.map((g) => (
              <GapRow key={g.id} campaignId={campaignId} gap={g} onChange={refresh} />
            ))}
          </ul>
        </section>
        <KnowledgeFacts campaignId={campaignId} facts={q.data?.facts} onChange={refresh} />
        <KnowledgePassages
          data={q.data}
          search={search}
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
          onPage={setPage}
        />
      </CardContent>
    </Card>
  );
}

function EntryRow({
  campaignId,
  entry,
  onChange,
}: {
  campaignId: string;
  entry: TKnowledgeEntry;
  onChange: () => Promise<void>;
}) {
  const may = useCan('prompts:edit');
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <li className="rounded border p-2">
        <KnowledgeEntryForm
          initial={entry}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await saveEntry(campaignId, entry.id, input);
            setEditing(false);
            await onChange();
          }}
        />
      </li>
    );
  return (
    <li className="rounded border p-2 text-sm" data-testid="knowledge-entry">
      <p className="font-medium">{entry.question}</p>
      <p className="text-muted-foreground">{entry.answer}</p>
      <div className="mt-1 flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          disabled={!may.allowed}
          title={may.reason}
        >
          Edit
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={!may.allowed}
          title={may.reason}
          onClick={async () => {
            await deleteEntry(campaignId, entry.id);
            await onChange();
          }}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

function GapRow({
  campaignId,
  gap,
  onChange,
}: {
  campaignId: string;
  gap: TKnowledgeGap;
  onChange: () => Promise<void>;
}) {
  const may = useCan('prompts:edit');
  const [answering, setAnswering] = useState(false);
  return (
    <li className="rounded border p-2 text-sm" data-testid="knowledge-gap">
      <p>
        <span className="font-medium">{gap.question}</span>{' '}
        <span className="text-xs text-muted-foreground">
          asked {gap.count === 1 ? 'once' : `${gap.count} times`}, last {new Date(gap.lastAskedAt).toLocaleString()}
        </span>
      </p>
      {answering ? (
        <div className="mt-2">
          <KnowledgeEntryForm
            fixedQuestion={gap.question}
            submitLabel="Save answer"
            onCancel={() => setAnswering(false)}
            onSubmit={async ({ answer }) => {
              await answerGap(campaignId, gap.id, answer);
              await onChange();
            }}
          />
        </div>
      ) : (
        <div className="mt-1 flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setAnswering(true)}
            disabled={!may.allowed}
            title={may.reason}
          >
            Answer
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={!may.allowed}
            title={may.reason}
            onClick={async () => {
              await dismissGap(campaignId, gap.id);
              await onChange();
            }}
          >
            Dismiss
          </Button>
        </div>
      )}
    </li>
  );
}
