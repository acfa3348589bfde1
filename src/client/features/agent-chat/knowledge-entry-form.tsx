import { useId, useState } from 'react';
import { ZKnowledgeEntryRequest, type TKnowledgeEntryRequest } from '@common/conversations/knowledge';
import { Button } from '@client/components/ui/button';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { useCan } from '@client/shared/role/role';
import { errorText } from '@client/lib/api';

/**
 * A question and its answer, checked with the same schema as the server. `fixedQuestion`: the
 * question is given (a gap being answered), only the answer is written.
 */
export function KnowledgeEntryForm({
  initial,
  fixedQuestion,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: TKnowledgeEntryRequest;
  fixedQuestion?: string;
  submitLabel: string;
  onSubmit: (input: TKnowledgeEntryRequest) => Promise<void>;
  onCancel?: () => void;
}) {
  const may = useCan('prompts:edit');
  const id = useId();
  const [question, setQuestion] = useState(fixedQuestion ?? initial?.question ?? '');
  const [answer, setAnswer] = useState(initial?.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = ZKnowledgeEntryRequest.safeParse({ question, answer });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join('; '));
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      setError(null);
      if (!initial && !fixedQuestion) {
        setQuestion('');
        setAnswer('');
      }
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      {fixedQuestion === undefined && (
        <>
          <Label htmlFor={`${id}-q`}>Question</Label>
          <Input id={`${id}-q`} value={question} onChange={(e) => setQuestion(e.target.value)} />
        </>
      )}
      <Label htmlFor={`${id}-a`}>Answer</Label>
      <Textarea id={`${id}-a`} rows={2} value={answer} onChange={(e) => setAnswer(e.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={submit} disabled={busy || !may.allowed} title={may.reason}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </div>
  );
}
