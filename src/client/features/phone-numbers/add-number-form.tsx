import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input, Label } from '@client/components/ui/input';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { Select } from '@client/components/ui/select';

export interface CampaignOption {
  value: string;
  label: string;
}

/** Get a number from the voice provider (optionally in an area code) or attach one the business has. */
export function AddNumberForm(props: {
  campaigns: CampaignOption[];
  disabled?: boolean;
  title?: string;
  onAdd(body: { areaCode?: string; phoneNumber?: string; campaignId: string | null }): Promise<void>;
}) {
  const [areaCode, setAreaCode] = useState('');
  const [own, setOwn] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (body: { areaCode?: string; phoneNumber?: string }) => {
    setBusy(true);
    try {
      await props.onAdd({ ...body, campaignId: campaignId || null });
      setAreaCode('');
      setOwn('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Add a number <SandboxBadge kind="voice" />
        </CardTitle>
        <CardDescription>
          Callers who ring the number reach the campaign&apos;s agent, which knows them when they are its leads.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="pn-campaign">Answered by campaign</Label>
          <Select
            id="pn-campaign"
            aria-label="Answered by campaign"
            value={campaignId}
            onValueChange={setCampaignId}
            options={props.campaigns}
            placeholder="No campaign yet"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pn-area">Area code (optional)</Label>
          <div className="flex gap-2">
            <Input
              id="pn-area"
              value={areaCode}
              maxLength={3}
              placeholder="415"
              onChange={(e) => setAreaCode(e.target.value)}
            />
            <Button
              disabled={busy || props.disabled}
              title={props.title}
              onClick={() => void run(areaCode ? { areaCode } : {})}
            >
              Get a number
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pn-own">Attach a number you have</Label>
          <div className="flex gap-2">
            <Input id="pn-own" value={own} placeholder="+12125550123" onChange={(e) => setOwn(e.target.value)} />
            <Button
              variant="outline"
              disabled={busy || props.disabled || !own.trim()}
              title={props.title}
              onClick={() => void run({ phoneNumber: own.trim() })}
            >
              Attach
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
