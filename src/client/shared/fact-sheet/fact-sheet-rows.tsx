import { useId, useState } from 'react';
import {
  FACT_KIND_LABELS,
  FACT_KIND_MAX,
  ZEditKnowledgeFactsRequest,
  type TEditKnowledgeFactsRequest,
  type TFactKind,
  type TKnowledgeFact,
  type TKnowledgeFacts,
  type TKnowledgeFactValue,
} from '@common/conversations/knowledge-facts';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label, Textarea } from '@client/components/ui/input';
import { errorText } from '@client/lib/api';
import { formatPhone } from '@common/wizard/phone';

// A business's fact sheet as a person checks and corrects it, the same for the admin's "What
// your agent knows" and the wizard's Preview: each value with the sentence and page it was read
// from, or "Written by you"; each kind edited one value per line with the request's own schema,
// or given back to the website.

/** Who may edit, and why not when they may not (shown as the buttons' title). */
export interface FactEditPermission {
  allowed: boolean;
  reason?: string;
}

export function FactSheetRows({
  kinds,
  facts,
  may,
  onSave,
}: {
  kinds: readonly TFactKind[];
  facts: TKnowledgeFacts | undefined;
  may: FactEditPermission;
  /** Sends the edit; throws to show the server's refusal beside the form. */
  onSave: (input: TEditKnowledgeFactsRequest) => Promise<void>;
}) {
  const byKind = new Map(facts?.facts.map((f) => [f.kind, f]));
  return (
    <dl className="divide-y rounded border">
      {kinds.map((kind) => (
        <FactRow key={kind} kind={kind} fact={byKind.get(kind)} may={may} onSave={onSave} />
      ))}
    </dl>
  );
}

function FactRow({
  kind,
  fact,
  may,
  onSave,
}: {
  kind: TFactKind;
  fact: TKnowledgeFact | undefined;
  may: FactEditPermission;
  onSave: (input: TEditKnowledgeFactsRequest) => Promise<void>;
}) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (values: string[] | null) => {
    const parsed = ZEditKnowledgeFactsRequest.safeParse({ [kind]: values });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join('; '));
    setBusy(true);
    try {
      await onSave(parsed.data);
      setError(null);
      setEditing(false);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const values = fact?.values ?? [];
  return (
    <div className="min-w-0 space-y-1 px-2 py-1.5 text-sm" data-testid="knowledge-fact" data-kind={kind}>
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
              aria-label={`Edit ${FACT_KIND_LABELS[kind]}`}
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
    <li className="break-words">
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
