import { useState } from 'react';
import { DropdownMenu as M } from 'radix-ui';
import { MoreHorizontal } from 'lucide-react';
import { campaignDeleteText, type TCampaign } from '@common/campaigns/schemas';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { Input, Label } from '@client/components/ui/input';
import { useCan } from '@client/shared/role/role';
import { errorText, useDeleteCampaign, useEditCampaign } from './use-lead-edits';

const item = 'cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent';

/** The campaign card's menu: Rename, Archive / Unarchive, Delete (each refused by the server with its reason). */
export function CampaignMenu({ campaign }: { campaign: TCampaign }) {
  const may = useCan('settings:edit');
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [name, setName] = useState(campaign.name);
  const edit = useEditCampaign();
  const del = useDeleteCampaign();
  // Reset on opening only: a reset after the save (the list refetched, the name changed) would
  // drop the save's own onSuccess, leaving the dialog open.
  const open = (which: 'rename' | 'delete') => {
    setName(campaign.name);
    edit.reset();
    del.reset();
    setDialog(which);
  };
  const close = () => setDialog(null);
  return (
    <>
      <M.Root>
        <M.Trigger asChild>
          <Button size="sm" variant="ghost" aria-label="Campaign menu" disabled={!may.allowed} title={may.reason}>
            <MoreHorizontal />
          </Button>
        </M.Trigger>
        <M.Portal>
          <M.Content align="end" className="z-50 min-w-36 rounded-md border bg-card p-1 shadow-md">
            <M.Item className={item} onSelect={() => open('rename')}>
              Rename
            </M.Item>
            <M.Item className={item} onSelect={() => edit.mutate({ id: campaign.id, archived: !campaign.archived })}>
              {campaign.archived ? 'Unarchive' : 'Archive'}
            </M.Item>
            <M.Item className={`${item} text-destructive`} onSelect={() => open('delete')}>
              Delete
            </M.Item>
          </M.Content>
        </M.Portal>
      </M.Root>
      {edit.isError && !dialog && (
        <p role="alert" className="basis-full text-sm text-destructive" data-testid="campaign-menu-error">
          {errorText(edit.error)}
        </p>
      )}
      <Dialog open={dialog === 'rename'} onOpenChange={(o) => !o && close()} title="Rename campaign">
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            edit.mutate({ id: campaign.id, name }, { onSuccess: close });
          }}
        >
          <Label htmlFor={`rename-${campaign.id}`}>Campaign name</Label>
          <Input id={`rename-${campaign.id}`} value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
          {edit.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorText(edit.error)}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || edit.isPending}>
              Save
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog open={dialog === 'delete'} onOpenChange={(o) => !o && close()} title="Delete campaign?">
        <div className="space-y-4">
          <p className="text-sm" data-testid="campaign-delete-text">
            {campaignDeleteText(campaign)}
          </p>
          {del.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorText(del.error)}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={del.isPending}
              onClick={() => del.mutate(campaign.id, { onSuccess: close })}
            >
              Delete campaign
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
