import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  PERSONA_GENDERS,
  ZCampaignProfile,
  type TCampaignProfileView,
  type TPersonaGender,
} from '@common/campaign-settings/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { LacksNote, useCan } from '@client/shared/role/role';
import { fromDraft, toDraft, type SettingsDraft } from './settings-draft';
import { MeetingHours } from './meeting-hours';
import { SettingsPreview } from './settings-preview';
import { saveCampaignSettings, useCampaignSettings } from './use-campaign-settings';
import { errorText } from '@client/lib/api';

const fits = (gender: string | null, persona: TPersonaGender) => !gender || gender === persona;

/** One screen for who calls, why, with which voice and from which number (the campaign's own settings). */
export function CampaignSettingsCard({ campaignId }: { campaignId: string }) {
  const q = useCampaignSettings(campaignId);
  if (!q.data) return q.isError ? null : <Spinner className="mx-auto h-6 w-6" label="Loading campaign settings" />;
  return <SettingsForm campaignId={campaignId} view={q.data} />;
}

function SettingsForm({ campaignId, view }: { campaignId: string; view: TCampaignProfileView }) {
  const may = useCan('settings:edit');
  const qc = useQueryClient();
  const [d, setD] = useState<SettingsDraft>(() => toDraft(view.settings));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (patch: Partial<SettingsDraft>) => {
    setSaved(false);
    setD((x) => ({ ...x, ...patch }));
  };
  const voices = view.voices.filter((v) => fits(v.gender, d.personaGender));
  const onGender = (g: TPersonaGender) => {
    const keep = view.voices.find((v) => v.id === d.voice && fits(v.gender, g));
    set({ personaGender: g, voice: keep?.id ?? view.voices.find((v) => fits(v.gender, g))?.id ?? '' });
  };
  const save = async () => {
    const parsed = ZCampaignProfile.safeParse(fromDraft(d));
    if (!parsed.success)
      return setError(parsed.error.issues.map((i) => `${i.path.join(' › ')}: ${i.message}`).join('; '));
    setError(null);
    try {
      await saveCampaignSettings(campaignId, parsed.data);
      setSaved(true);
      await qc.invalidateQueries();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const field = (
    id: Exclude<keyof SettingsDraft, 'requireSimulations' | 'meetingDays'>,
    label: string,
    extra: { placeholder?: string; type?: string } = {},
  ) => (
    <div className="space-y-1">
      <Label htmlFor={`cs-${id}`}>{label}</Label>
      <Input id={`cs-${id}`} value={d[id]} onChange={(e) => set({ [id]: e.target.value })} {...extra} />
    </div>
  );

  return (
    <Card data-testid="campaign-settings">
      <CardHeader>
        <CardTitle className="text-base">Campaign settings</CardTitle>
        <CardDescription>
          {view.saved ? 'Saved for this campaign.' : 'Defaults: nothing saved for this campaign yet.'} Leads enriched
          earlier keep the prompt they were given; enrich them again to apply a new script.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 md:grid-cols-2">
          {field('businessName', 'Business name (named in the AI disclosure and the greeting)')}
          {field('personaName', "Agent's name")}
          <div className="space-y-1">
            <Label htmlFor="cs-gender">Agent&apos;s gender</Label>
            <Select
              id="cs-gender"
              value={d.personaGender}
              onValueChange={(v) => onGender(v as TPersonaGender)}
              options={PERSONA_GENDERS.map((g) => ({ value: g, label: g === 'female' ? 'Female' : 'Male' }))}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="cs-voice">Voice</Label>
            <Select
              id="cs-voice"
              value={d.voice}
              onValueChange={(v) => set({ voice: v })}
              options={voices.map((v) => ({ value: v.id, label: v.name }))}
              placeholder="Choose a voice"
            />
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor="cs-purpose">Purpose of the call</Label>
          <Textarea id="cs-purpose" rows={2} value={d.purpose} onChange={(e) => set({ purpose: e.target.value })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="cs-script">Script (may use {'{{businessName}}, {{companyName}}, {{name}}'})</Label>
          <Textarea id="cs-script" rows={7} value={d.script} onChange={(e) => set({ script: e.target.value })} />
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          {field('callerId', 'Caller ID', { placeholder: '+12125550100', type: 'tel' })}
          {field('transferNumber', 'Transfer number (a person takes over)', {
            placeholder: '+12125550101',
            type: 'tel',
          })}
        </div>
        <div className="grid gap-3 md:grid-cols-3">
          {field('transferStart', 'Transfers from (HH:MM)', { placeholder: '09:00' })}
          {field('transferEnd', 'Transfers until (HH:MM)', { placeholder: '17:00' })}
          {field('transferTimeZone', 'Time zone of those hours', { placeholder: 'America/New_York' })}
        </div>
        <MeetingHours days={d.meetingDays} onDays={(meetingDays) => set({ meetingDays })}>
          {field('meetingStart', 'Meetings from (HH:MM)', { placeholder: '09:00' })}
          {field('meetingEnd', 'Meetings until (HH:MM)', { placeholder: '17:00' })}
          {field('meetingTimeZone', "The business's time zone", { placeholder: 'America/New_York' })}
        </MeetingHours>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            data-testid="require-simulations"
            checked={d.requireSimulations === true}
            onChange={(e) => set({ requireSimulations: e.target.checked })}
          />
          Require passing simulations (a live dispatch needs every prompt version to pass the Simulations suite)
        </label>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={save} disabled={!may.allowed} title={may.reason}>
            Save settings
          </Button>
          <LacksNote permission="settings:edit" />
          {saved && <span className="text-sm text-muted-foreground">Saved</span>}
        </div>
        <SettingsPreview preview={view.preview} />
      </CardContent>
    </Card>
  );
}
