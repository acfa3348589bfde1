import { Loader2, Pencil, RefreshCw, RotateCcw, Save, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { LacksNote, useCan } from '@client/shared/role/role';

export interface ToolbarProps {
  editing: boolean;
  dirty: boolean;
  busy: { saving: boolean; resetting: boolean; reloading: boolean };
  canReset: boolean;
  onEdit(): void;
  onSave(): void;
  onCancel(): void;
  onReload(): void;
  onReset(): void;
}

/** Edit / Save / Cancel / Reload / Reset to Default (spec §2). Save is enabled only when dirty (spec §4). */
export function TemplateToolbar({
  editing,
  dirty,
  busy,
  canReset,
  onEdit,
  onSave,
  onCancel,
  onReload,
  onReset,
}: ToolbarProps) {
  const anyBusy = busy.saving || busy.resetting || busy.reloading;
  const may = useCan('prompts:edit');
  return (
    <div className="flex flex-wrap gap-2">
      {editing ? (
        <>
          <Button
            onClick={onSave}
            disabled={!may.allowed || !dirty || anyBusy}
            aria-busy={busy.saving}
            title={may.reason}
          >
            {busy.saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            Save
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={busy.saving}>
            <X aria-hidden />
            Cancel
          </Button>
        </>
      ) : (
        <Button onClick={onEdit} disabled={!may.allowed || anyBusy} title={may.reason}>
          <Pencil aria-hidden />
          Edit
        </Button>
      )}
      <Button variant="outline" onClick={onReload} disabled={anyBusy} aria-busy={busy.reloading}>
        <RefreshCw className={busy.reloading ? 'animate-spin' : undefined} aria-hidden />
        Reload
      </Button>
      <Button
        variant="outline"
        onClick={onReset}
        disabled={!may.allowed || !canReset || anyBusy}
        aria-busy={busy.resetting}
        title={may.reason}
      >
        <RotateCcw aria-hidden />
        Reset to Default
      </Button>
      <LacksNote permission="prompts:edit" />
    </div>
  );
}
