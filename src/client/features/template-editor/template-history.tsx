import { useState } from 'react';
import { GitCompare, History, RotateCcw, Eye } from 'lucide-react';
import type { TTemplateVersion, TTemplateVersionSummary } from '@common/prompts/schemas';
import { Button } from '@client/components/ui/button';
import { useCan } from '@client/shared/role/role';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Dialog } from '@client/components/ui/dialog';
import { cn } from '@client/lib/utils';
import { ConfirmDialog, type ConfirmRequest } from '@client/components/confirm-dialog';
import { lineDiff } from './line-diff';
import { useRestoreVersion, useTemplateHistory, useTemplateVersion } from './use-template-history';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const VIA = {
  save: 'replaced by a save',
  reset: 'replaced by Reset to Default',
  restore: 'replaced by a restore',
} as const;

export function versionLabel(v: TTemplateVersionSummary): string {
  return v.isDefault
    ? 'Built-in default'
    : `Saved${v.savedBy ? ` by ${v.savedBy}` : ''}${v.savedAt ? ` on ${when(v.savedAt)}` : ''}`;
}

/** Template history: every earlier version, with View, Compare (with the current text) and Restore. */
export function TemplateHistory({ current, busy }: { current: string; busy: boolean }) {
  const may = useCan('prompts:edit');
  const history = useTemplateHistory();
  const load = useTemplateVersion();
  const [open, setOpen] = useState<{ version: TTemplateVersion; mode: 'view' | 'compare' } | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const restore = useRestoreVersion(() => setOpen(null));
  const show = (id: string, mode: 'view' | 'compare') =>
    load.mutate(id, { onSuccess: (version) => setOpen({ version, mode }) });
  const askRestore = (v: TTemplateVersionSummary) =>
    setConfirm({
      title: 'Restore this version?',
      message: `${versionLabel(v)} becomes the base template again. The current template is kept in the history.`,
      confirmLabel: 'Restore',
      cancelLabel: 'Keep current',
      onConfirm: () => restore.mutate(v.id),
    });

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <History className="h-5 w-5 text-primary" aria-hidden />
          Version History
        </CardTitle>
        <CardDescription>Every save, reset and restore keeps the text it replaced.</CardDescription>
      </CardHeader>
      <CardContent>
        {!history.data?.length ? (
          <p className="text-sm text-muted-foreground">{history.isPending ? 'Loading…' : 'No earlier versions yet.'}</p>
        ) : (
          <ul className="space-y-2" aria-label="Template versions">
            {history.data.map((v) => (
              <li key={v.id} className="rounded-md border p-3 text-sm" data-testid="template-version">
                <p className="font-medium">{versionLabel(v)}</p>
                <p className="text-xs text-muted-foreground">
                  {VIA[v.replacedVia]}
                  {v.replacedBy ? ` (${v.replacedBy})` : ''} on {when(v.replacedAt)} · {v.chars.toLocaleString('en-US')}{' '}
                  characters
                </p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  <Button size="sm" variant="outline" onClick={() => show(v.id, 'view')} disabled={load.isPending}>
                    <Eye aria-hidden />
                    View
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => show(v.id, 'compare')} disabled={load.isPending}>
                    <GitCompare aria-hidden />
                    Compare
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => askRestore(v)}
                    disabled={!may.allowed || busy || restore.isPending}
                    title={may.reason}
                  >
                    <RotateCcw aria-hidden />
                    Restore
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={
          open ? `${open.mode === 'view' ? 'Version' : 'Compare with current'}: ${versionLabel(open.version)}` : ''
        }
        className="max-w-3xl"
      >
        {open?.mode === 'view' && (
          <pre
            className="max-h-[60vh] overflow-auto whitespace-pre-wrap rounded-md bg-muted/40 p-3 font-mono text-xs"
            data-testid="version-text"
          >
            {open.version.template}
          </pre>
        )}
        {open?.mode === 'compare' && (
          <div className="max-h-[60vh] overflow-auto rounded-md border font-mono text-xs" data-testid="version-diff">
            <p className="border-b bg-muted/40 px-3 py-1.5 font-sans text-muted-foreground">
              − this version · + current template
            </p>
            {lineDiff(open.version.template, current).map((l, i) => (
              <div
                key={i}
                className={cn(
                  'whitespace-pre-wrap px-3',
                  l.kind === 'removed' && 'bg-red-500/15',
                  l.kind === 'added' && 'bg-green-500/15',
                )}
                data-kind={l.kind}
              >
                {l.kind === 'removed' ? '− ' : l.kind === 'added' ? '+ ' : '  '}
                {l.text}
              </div>
            ))}
          </div>
        )}
        {open && (
          <div className="mt-4 flex justify-end">
            <Button
              onClick={() => open && askRestore(open.version)}
              disabled={!may.allowed || busy || restore.isPending}
              title={may.reason}
            >
              <RotateCcw aria-hidden />
              Restore this version
            </Button>
          </div>
        )}
      </Dialog>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Card>
  );
}
