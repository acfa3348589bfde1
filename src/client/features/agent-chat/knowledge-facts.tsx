import { useId, useState } from 'react';
import {
  FACT_KIND_LABELS,
  FACT_KIND_MAX,
  FACT_KINDS,
  ZEditKnowledgeFactsRequest,
  type TFactKind,
  type TKnowledgeFact,
  type TKnowledgeFacts,
  type TKnowledgeFactValue,
} from '@common/conversations/knowledge-facts';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label, Textarea } from '@client/components/ui/input';
import { useCan } from '@client/shared/role/role';
import { errorText } from '@client/lib/api';
import { editFacts } from './knowledge-api';
import { formatPhone } from '@common/wizard/phone';

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
  const byKind = new Map(facts?.facts.map((f) => [f.kind, f]));
  return (
    <section aria-labelledby="knowledge-facts" className="space-y-2" data-testid="knowledge-facts">
      <h3 id="knowledge-facts" className="text-sm font-semibold">
        Fact sheet
      </h3>
      <p className="text-xs text-muted-foreground">
        The agent answers questions about hours, area, prices, services and contact details from these first. What you
        write here is what it says, also after the website is read again.
      </p>
      <dl className="divide-y rounded border">
        {FACT_KINDS.map((kind) => (
          <FactRow key={kind} campaignId={campaignId} kind={kind} fact={byKind.get(kind)} onChange={onChange} />
        ))}
      </dl>
    </section>
  );
}

function FactRow({
  campaignId,
  kind,
  fact,
  onChange,
}: {
  campaignId: string;
  kind: TFactKind;
  fact: TKnowledgeFact | undefined;
  onChange: () => Promise<void>;
}) {
  const may = useCan('prompts:edit');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (values: string[] | null) => {
    const parsed = ZEditKnowledgeFactsRequest.safeParse({ [kind]: values });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join('; '));
    setBusy(true);
    try {
      await editFacts(campaignId, parsed.data);
      setError(null);
      setEditing(false);
      await onChange();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const values = fact?.values ?? [];
  return (
    <div className="space-y-1 px-2 py-1.5 text-sm" data-testid="knowledge-fact" data-kind={kind}>
      <dt className="flex flex-wrap items-center gap-2 font-medium">
        {FACT_KIND_LABELS[kind]}
        {fact?.edited && <Badge variant="secondary">Edited by you</Badge>}
        {!editing && (
          <span className="ml-auto flex gap-1">
            {fact?.edited && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={!may.allowed || busy}
                title={may.reason}
                onClick={() => save(null)}
              >
                Use the website&rsquo;s
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={!may.allowed}
              title={may.reason}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          </span>
        )}
      </dt>
      <dd className="space-y-1">
        {editing ? (
          <FactForm
            kind={kind}
            initial={values.map((v) => v.value)}
            busy={busy}
            error={error}
            onSave={(lines) => save(lines)}
            onCancel={() => {
              setEditing(false);
              setError(null);
            }}
          />
        ) : (
          <>
            {values.length ? (
              <ul className="space-y-1">
                {values.map((v, i) => (
                  <FactValue key={i} kind={kind} value={v} />
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">
                {fact?.edited ? 'None (you removed it)' : 'Not found on the website'}
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </>
        )}
      </dd>
    </div>
  );
}

/** Phone numbers are stored in E.164 (what the agent and the dialler use) and shown as people write them. */
function FactValue({ kind, value }: { kind: TFactKind; value: TKnowledgeFactValue }) {
  return (
    <li>
      <p>{kind === 'phones' ? formatPhone(value.value) : value.value}</p>
      {value.source ? (
        <p className="text-xs text-muted-foreground" data-testid="fact-source">
          &ldquo;{value.source.text}&rdquo; &mdash;{' '}
          <a href={value.source.url} target="_blank" rel="noreferrer" className="break-all underline">
            {value.source.url}
          </a>
          {value.source.from === 'schema.org' && ' (schema.org data)'}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">Written by you</p>
      )}
    </li>
  );
}

function FactForm({
  kind,
  initial,
  busy,
  error,
  onSave,
  onCancel,
}: {
  kind: TFactKind;
  initial: string[];
  busy: boolean;
  error: string | null;
  onSave: (lines: string[]) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial.join('\n'));
  const many = FACT_KIND_MAX[kind] > 1;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {FACT_KIND_LABELS[kind]}
        {many ? ' (one per line)' : ''}
      </Label>
      <Textarea id={id} rows={many ? 4 : 2} value={text} onChange={(e) => setText(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          disabled={busy}
          // A blank line between values is no value; no lines at all says there is none.
          onClick={() => onSave(many ? text.split('\n').filter((l) => l.trim()) : text.trim() ? [text] : [])}
        >
          Save fact
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
