import { useState } from 'react';
import type { TDispatchPreview, TDispatchRun } from '@common/dispatch/schemas';
import { ConfirmDialog, type ConfirmRequest } from '@client/components/confirm-dialog';
import { Switch } from '@client/components/ui/switch';
import { apiRequest } from '@client/lib/api';
import { errorReason as reason } from '@client/lib/error-reason';
import { toast } from '@client/lib/use-toast';
import { useCan } from '@client/shared/role/role';
import { liveDispatchQuestion } from './dispatch-questions';

export const AUTO_DISPATCH_LABEL = 'Call new leads automatically';

const setAutoDispatch = (campaignId: string, body: Record<string, boolean>) =>
  apiRequest('PATCH', `/api/admin/campaigns/${campaignId}`, body);

/**
 * "Speed to lead": leads enrolled by the API are called within a minute, under the same calling
 * hours, do-not-call lists, consent and schedule as any run. Turned on with no run open, it starts
 * one with the Test Mode switch and attestation above (a live one is confirmed as Start calling is).
 */
export function AutoDispatchSwitch({
  campaignId,
  run,
  preview,
  testMode,
  attest,
  mayRun,
  onChanged,
}: {
  campaignId: string;
  run: TDispatchRun | null;
  preview: TDispatchPreview | undefined;
  testMode: boolean;
  attest: boolean;
  mayRun: { allowed: boolean };
  onChanged(): void;
}) {
  const [busy, setBusy] = useState(false);
  // The campaign's PATCH: settings, and it starts calling (both permissions).
  const mayEdit = useCan('settings:edit');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const open = run && (run.status === 'running' || run.status === 'paused') ? run : null;
  const on = Boolean(open?.autoDispatch);
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const opening = next && !open;
      await setAutoDispatch(campaignId, {
        autoDispatch: next,
        ...(opening ? { testMode, ...(attest ? { consentAttestation: true } : {}) } : {}),
      });
      toast({
        title: next ? 'Calling new leads automatically' : 'No longer calling new leads automatically',
        description: next
          ? 'Leads enrolled by the API are called within a minute when their calling hours allow.'
          : 'The run finishes once nothing is left to call.',
      });
      onChanged();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Could not change automatic calling', description: reason(err, '') });
    } finally {
      setBusy(false);
    }
  };
  const onToggle = (next: boolean) => {
    // A live run starts only once confirmed, as Start calling does.
    if (next && !open && !testMode)
      return setConfirm(
        liveDispatchQuestion(preview?.now.count ?? 0, preview?.later.count ?? 0, () => void change(next)),
      );
    void change(next);
  };
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm">
        <Switch
          checked={on}
          onCheckedChange={onToggle}
          disabled={!mayRun.allowed || !mayEdit.allowed || busy}
          aria-label={AUTO_DISPATCH_LABEL}
        />
        <span>{AUTO_DISPATCH_LABEL}</span>
        {on && open?.status === 'paused' && <span className="text-xs text-muted-foreground">(paused)</span>}
      </label>
      <p className="text-xs text-muted-foreground">
        {on
          ? `This campaign is calling automatically${open?.testMode ? ' in test mode' : ''}: each lead enrolled by the API is called within a minute, or at its next lawful calling time. Pause and Stop govern it as any run.`
          : 'Leads enrolled by the API are called within a minute, within calling hours and the do-not-call and consent rules. Turning it on starts a run as Dispatch Calls does.'}
      </p>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
