import { useState } from 'react';
import { FileText, Pencil, RefreshCw, TriangleAlert } from 'lucide-react';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label, Textarea } from '@client/components/ui/input';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { Spinner } from '@client/components/ui/spinner';
import type { AsyncStatus } from './wizard-store';
import { ScrollText } from '@client/components/ui/scroll-text';

interface Props {
  prompt: string;
  status: AsyncStatus;
  error?: string;
  onSave(text: string): void;
  onRegenerate(): void;
}

/** The generated prompt: view, then edit, then save or cancel (spec §4). */
export function PromptViewer({ prompt, status, error, onSave, onRegenerate }: Props) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const busy = status === 'loading';
  const startEdit = () => {
    setText(prompt);
    setEditing(true);
  };

  return (
    <Card data-testid="prompt-viewer">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0 pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <FileText className="h-4 w-4 text-primary" aria-hidden /> Generated prompt <SandboxBadge kind="llm" />
        </CardTitle>
        <div className="flex gap-2">
          {!editing && prompt && !busy && (
            <Button variant="outline" size="sm" onClick={startEdit}>
              <Pencil /> Edit
            </Button>
          )}
          {!editing && (
            <Button variant="outline" size="sm" onClick={onRegenerate} disabled={busy}>
              <RefreshCw className={busy ? 'animate-spin' : undefined} /> Regenerate
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {busy ? (
          <div
            className="flex min-h-40 flex-col items-center justify-center gap-3 text-sm text-muted-foreground"
            aria-live="polite"
          >
            <Spinner className="h-7 w-7 text-primary" label="Generating prompt" />
            Writing your agent's prompt…
          </div>
        ) : editing ? (
          <div className="grid gap-3">
            <Label htmlFor="prompt-editor" className="sr-only">
              Edit prompt
            </Label>
            <Textarea
              id="prompt-editor"
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={14}
              className="font-mono text-xs leading-relaxed"
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span
                className={text.length > MAX_PROMPT_CHARS ? 'text-xs text-warning' : 'text-xs text-muted-foreground'}
              >
                {text.length.toLocaleString()} characters
                {text.length > MAX_PROMPT_CHARS
                  ? ` (voice providers advise under ${MAX_PROMPT_CHARS.toLocaleString()})`
                  : ''}
              </span>
              <div className="flex gap-2">
                <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
                <Button
                  size="sm"
                  disabled={!text.trim()}
                  onClick={() => {
                    onSave(text);
                    setEditing(false);
                  }}
                >
                  Save Changes
                </Button>
              </div>
            </div>
          </div>
        ) : status === 'error' && !prompt ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm"
            data-testid="prompt-error"
          >
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-destructive" aria-hidden />
            <div className="grid gap-1">
              <p className="font-medium">{error}</p>
              <p className="text-muted-foreground">Adjust your settings if needed, then press Regenerate.</p>
            </div>
          </div>
        ) : (
          <ScrollText
            label="Generated prompt"
            className="max-h-80 whitespace-pre-wrap break-words rounded-md bg-muted/50 p-4 font-mono text-xs leading-relaxed"
            data-testid="prompt-text"
          >
            {prompt}
          </ScrollText>
        )}
      </CardContent>
    </Card>
  );
}
