import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { checkPromptTemplate } from '@common/prompts/check-template';
import { PROMPT_PLACEHOLDERS } from '@common/prompts/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Textarea } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/lib/use-toast';
import { ConfirmDialog, type ConfirmRequest } from '@client/components/confirm-dialog';
import { HowItWorks } from './how-it-works';
import { MSG } from './messages';
import { PlaceholderList } from './placeholder-list';
import { TemplateHistory } from './template-history';
import { TemplateCounts, TemplateOrigin } from './template-status';
import { insertAt, isDirty, leaveAction, placeholderToken, templateStats } from './template-state';
import { TemplateToolbar } from './template-toolbar';
import { TemplateView } from './template-view';
import { usePromptTemplate, useResetTemplate, useSaveTemplate } from './use-prompt-template';

/** Spec §2 "Template tab": the voice-provider base prompt template, its placeholders and how it is used. */
export function TemplateEditor() {
  const query = usePromptTemplate();
  const saved = query.data;
  /** The text being edited; null when viewing. */
  const [draft, setDraft] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const save = useSaveTemplate(() => setDraft(null));
  const reset = useResetTemplate(() => setDraft(null));

  const editing = draft !== null;
  const dirty = isDirty(draft, saved?.template);

  // Closing or leaving the page with unsaved changes asks the browser's own question.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // After an insertion, put the caret back after the inserted placeholder.
  useLayoutEffect(() => {
    if (caret.current === null || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [draft]);

  if (!saved) {
    return query.isPending ? (
      <Spinner className="mx-auto h-8 w-8" label="Loading prompt template" />
    ) : (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
          <p className="text-sm text-destructive">{MSG.loadFailedText}</p>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Reload
          </Button>
        </CardContent>
      </Card>
    );
  }

  const discardThen = (then: () => void) => {
    if (leaveAction(dirty) === 'leave') return then();
    setConfirm({
      title: 'Discard changes?',
      message: MSG.confirmDiscard,
      confirmLabel: 'Discard',
      cancelLabel: 'Keep editing',
      onConfirm: then,
    });
  };

  const onEdit = () => {
    setDraft(saved.template);
    requestAnimationFrame(() => textarea.current?.focus());
  };
  const onSave = () => {
    if (!dirty || draft === null) return;
    const problem = checkPromptTemplate(draft);
    if (problem) return void toast({ variant: 'destructive', title: MSG.saveFailed, description: problem });
    save.mutate(draft);
  };
  const onReload = () =>
    discardThen(() => {
      setDraft(null);
      void query.refetch();
    });
  const onReset = () =>
    setConfirm({
      title: 'Reset to default?',
      message: MSG.confirmReset,
      confirmLabel: 'Reset',
      cancelLabel: 'Keep current',
      onConfirm: () => reset.mutate(),
    });

  const onPick = (key: string) => {
    const token = placeholderToken(key);
    if (draft !== null && textarea.current) {
      const el = textarea.current;
      const next = insertAt(draft, el.selectionStart, el.selectionEnd, token);
      caret.current = next.caret;
      setDraft(next.text);
      return;
    }
    navigator.clipboard.writeText(token).then(
      () => toast({ title: 'Copied to Clipboard', description: `${token} is ready to paste.` }),
      () =>
        toast({ variant: 'destructive', title: 'Copy Failed', description: `Select ${token} and copy it by hand.` }),
    );
  };

  const text = draft ?? saved.template;
  const problem = dirty ? checkPromptTemplate(text) : null;
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <Card className="lg:col-span-2">
        <CardHeader className="gap-3">
          <div>
            <CardTitle>Base Prompt Template</CardTitle>
            <CardDescription>The template every voice agent prompt is built from.</CardDescription>
          </div>
          <TemplateOrigin isDefault={saved.isDefault} updatedAt={saved.updatedAt} updatedBy={saved.updatedBy} />
          <TemplateToolbar
            editing={editing}
            dirty={dirty}
            busy={{ saving: save.isPending, resetting: reset.isPending, reloading: query.isFetching }}
            canReset={!saved.isDefault || dirty}
            onEdit={onEdit}
            onSave={onSave}
            onCancel={() => discardThen(() => setDraft(null))}
            onReload={onReload}
            onReset={onReset}
          />
        </CardHeader>
        <CardContent className="space-y-3">
          {dirty && (
            <div
              role="status"
              data-testid="unsaved-warning"
              className="flex items-center gap-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm"
            >
              <AlertTriangle className="h-4 w-4 shrink-0 text-warning" aria-hidden />
              You have unsaved changes. Save them, or Cancel to go back to the saved template.
            </div>
          )}
          {editing ? (
            <Textarea
              ref={textarea}
              aria-label="Base prompt template"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'template-problem' : undefined}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              rows={22}
              spellCheck={false}
              className="font-mono leading-relaxed"
            />
          ) : (
            <TemplateView text={text} />
          )}
          {problem && (
            <p id="template-problem" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <TemplateCounts stats={templateStats(text)} />
        </CardContent>
      </Card>
      <div className="space-y-6">
        <PlaceholderList
          placeholders={saved.placeholders.length ? saved.placeholders : PROMPT_PLACEHOLDERS}
          editing={editing}
          onPick={onPick}
        />
        <TemplateHistory current={saved.template} busy={editing || save.isPending || reset.isPending} />
        <HowItWorks />
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
