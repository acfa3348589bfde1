import { useState } from 'react';
import { Copy, Pencil, Save, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Textarea } from '@client/components/ui/input';
import { toast } from '@client/lib/use-toast';
import { MSG } from './messages';
import { promptStats } from './prompt-stats';
import { ScrollText } from '@client/components/ui/scroll-text';

/** The prompt view with Edit, Cancel and Save Changes (local state only, spec §2) and Copy. */
export function PromptPanel({
  prompt,
  onSave,
  editLabel = 'Edit',
}: {
  prompt: string;
  onSave(text: string): void;
  editLabel?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(prompt).then(
      () => toast({ title: MSG.copied, description: 'The prompt is ready to paste.' }),
      () =>
        toast({ variant: 'destructive', title: 'Copy Failed', description: 'Select the text and copy it by hand.' }),
    );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {draft === null ? (
          <>
            <Button variant="outline" onClick={() => setDraft(prompt)}>
              <Pencil aria-hidden />
              {editLabel}
            </Button>
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden />
              Copy
            </Button>
          </>
        ) : (
          <>
            <Button
              onClick={() => {
                onSave(draft);
                setDraft(null);
                toast({ title: MSG.updated, description: 'Your changes are kept on this page.' });
              }}
            >
              <Save aria-hidden />
              Save Changes
            </Button>
            <Button variant="outline" onClick={() => setDraft(null)}>
              <X aria-hidden />
              Cancel
            </Button>
          </>
        )}
      </div>
      {draft === null ? (
        <ScrollText
          label="Agent prompt"
          data-testid="agent-prompt"
          className="max-h-[32rem] whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 text-sm leading-relaxed"
        >
          {prompt}
        </ScrollText>
      ) : (
        <Textarea
          aria-label="Agent prompt"
          rows={18}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="font-mono"
        />
      )}
    </div>
  );
}

/** Spec §2: the Template Analysis panel with character, line and word counts. */
export function PromptAnalysis({ prompt }: { prompt: string }) {
  const s = promptStats(prompt);
  const n = (v: number) => v.toLocaleString('en-US');
  return (
    <dl className="grid grid-cols-3 gap-3 text-center" data-testid="prompt-analysis">
      {[
        ['Characters', s.chars],
        ['Lines', s.lines],
        ['Words', s.words],
      ].map(([label, value]) => (
        <div key={label} className="rounded-md border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold" data-testid={`count-${String(label).toLowerCase()}`}>
            {n(value as number)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
