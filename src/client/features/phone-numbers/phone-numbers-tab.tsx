import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TPhoneNumber } from '@common/phone-numbers/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Select } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { useCan } from '@client/shared/role/role';
import { AddNumberForm } from './add-number-form';
import { CallThisNumber } from './call-this-number';
import { NumberHoursForm } from './number-hours-form';
import {
  addPhoneNumber,
  assignPhoneNumber,
  PHONE_NUMBERS_KEY,
  removePhoneNumber,
  updatePhoneNumber,
  useCampaignOptions,
  usePhoneNumbers,
} from './use-phone-numbers';

const failed = (err: unknown) => (err instanceof ApiError ? (err.serverMessage ?? 'Try again') : 'Try again');
const NONE = 'none';

/** "Open 09:00–17:00 America/New_York; after hours: take a message", or "Always open". */
const hoursSummary = (n: TPhoneNumber) =>
  n.hours
    ? `Open ${n.hours.start}–${n.hours.end} ${n.hours.timeZone}; after hours: ${n.afterHours === 'message' ? 'take a message' : 'offer a callback'}`
    : 'Always open';

/** The Phone numbers tab: numbers the agent answers, the campaign that answers each, and a Sandbox test call. */
export function PhoneNumbersTab() {
  const may = useCan('settings:edit');
  const run = useCan('campaigns:run');
  const qc = useQueryClient();
  const list = usePhoneNumbers();
  const campaigns = useCampaignOptions();
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const options = (campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const refresh = () => void qc.invalidateQueries({ queryKey: PHONE_NUMBERS_KEY });
  const act = async (title: string, work: () => Promise<unknown>) => {
    try {
      await work();
      refresh();
    } catch (err) {
      toast({ variant: 'destructive', title, description: failed(err) });
    }
  };
  const onRemove = (n: TPhoneNumber) =>
    act('Remove failed', async () => {
      if (window.confirm(`Stop answering ${n.phoneNumber}? Its calls and their records stay.`))
        await removePhoneNumber(n.id);
    });

  return (
    <div className="grid gap-6">
      <AddNumberForm
        campaigns={options}
        disabled={!may.allowed}
        title={may.reason}
        onAdd={(body) => act('Could not add the number', () => addPhoneNumber(body))}
      />
      <Card>
        <CardHeader>
          <CardTitle>Phone numbers</CardTitle>
          <CardDescription>
            A number assigned to a campaign is its callback line: the campaign calls from it (its caller ID) and the
            campaign&apos;s agent answers it with the caller&apos;s earlier calls in mind.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {list.isPending && <Spinner className="mx-auto h-6 w-6" label="Loading numbers" />}
          {list.data?.items.length === 0 && <p className="text-sm text-muted-foreground">No numbers yet.</p>}
          {list.data?.items.map((n) => (
            <div key={n.id} className="grid gap-2 border-b pb-3" data-testid="phone-number-row">
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-mono text-base">{n.phoneNumber}</span>
                <Badge variant={n.mode === 'sandbox' ? 'warning' : 'secondary'}>
                  {n.mode === 'sandbox' ? 'Sandbox' : n.provider}
                </Badge>
                <Badge variant="outline">{n.source}</Badge>
                <div className="w-64">
                  <Select
                    aria-label={`Campaign answering ${n.phoneNumber}`}
                    value={n.campaignId ?? NONE}
                    disabled={!may.allowed}
                    title={may.reason}
                    onValueChange={(v) =>
                      void act('Could not assign the number', () => assignPhoneNumber(n.id, v === NONE ? null : v))
                    }
                    options={[{ value: NONE, label: 'No campaign' }, ...options]}
                  />
                </div>
                <span className="text-sm text-muted-foreground" data-testid="number-hours-summary">
                  {hoursSummary(n)}
                </span>
                <Button variant="outline" size="sm" onClick={() => setEditing(editing === n.id ? null : n.id)}>
                  {editing === n.id ? 'Hide hours' : 'Hours'}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setOpen(open === n.id ? null : n.id)}>
                  {open === n.id ? 'Hide test call' : 'Test a call'}
                </Button>
                <Button variant="ghost" size="sm" disabled={!may.allowed} onClick={() => void onRemove(n)}>
                  Remove
                </Button>
              </div>
              {editing === n.id && (
                <NumberHoursForm
                  number={n}
                  disabled={!may.allowed}
                  title={may.reason}
                  onSave={(body) => act('Could not save the hours', () => updatePhoneNumber(n.id, body))}
                />
              )}
              {open === n.id && (
                <CallThisNumber
                  numberId={n.id}
                  campaignId={n.campaignId}
                  sandbox={n.mode === 'sandbox'}
                  disabled={!run.allowed || !n.campaignId}
                />
              )}
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
