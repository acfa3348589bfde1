import { useState } from 'react';
import {
  DEFAULT_ENHANCED_VOICE_AGE,
  ENHANCED_VOICE_AGES,
  ENHANCED_VOICE_GENDERS,
  ENHANCED_VOICE_MSG,
  MAX_CUSTOM_INSTRUCTIONS,
  type TEnhancedVoiceLead,
} from '@common/enhanced-voice/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label, Textarea } from '@client/components/ui/input';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { Spinner } from '@client/components/ui/spinner';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';
import { cn } from '@client/lib/utils';
import { LeadDetailPanel } from './lead-detail-panel';
import { launchCall, previewPrompt, useEnhancedVoiceOverview } from './use-enhanced-voice';

function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  value: NoInfer<T>;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex gap-2" role="radiogroup" aria-label={legend}>
        {options.map((o) => (
          <Button
            key={o}
            type="button"
            role="radio"
            aria-checked={value === o}
            size="sm"
            variant={value === o ? 'default' : 'outline'}
            onClick={() => onChange(o)}
          >
            {o}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/** /test-enhanced-voice (spec §2 admin tool page 2): test an enriched lead's prompt and call. */
export function EnhancedVoiceTester() {
  const overview = useEnhancedVoiceOverview();
  const [selected, setSelected] = useState<TEnhancedVoiceLead | null>(null);
  const [gender, setGender] = useState<(typeof ENHANCED_VOICE_GENDERS)[number]>('female');
  const [age, setAge] = useState<(typeof ENHANCED_VOICE_AGES)[number]>(DEFAULT_ENHANCED_VOICE_AGE);
  const [instructions, setInstructions] = useState('');
  const [prompt, setPrompt] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'launch' | null>(null);
  const mayPrompt = useCan('prompts:edit');
  const mayRun = useCan('campaigns:run');
  const [lastCall, setLastCall] = useState<string | null>(null);

  const needLead = (title: string) => {
    if (selected) return false;
    toast({ variant: 'destructive', title, description: ENHANCED_VOICE_MSG.noLeadSelected });
    return true;
  };
  const onPreview = async () => {
    if (needLead(ENHANCED_VOICE_MSG.testFailed)) return;
    setBusy('preview');
    try {
      setPrompt((await previewPrompt({ leadId: selected!.id, customInstructions: instructions })).prompt);
    } catch (err) {
      toast({ variant: 'destructive', title: ENHANCED_VOICE_MSG.testFailed, description: errorText(err) });
    } finally {
      setBusy(null);
    }
  };
  const onLaunch = async () => {
    if (needLead(ENHANCED_VOICE_MSG.callFailed)) return;
    setBusy('launch');
    try {
      const r = await launchCall({ leadId: selected!.id, gender, age, customInstructions: instructions });
      setLastCall(r.callId);
      toast({
        title: 'Call Launched',
        description: `${r.mode === 'sandbox' ? 'Sandbox call' : 'Calling'} ${selected!.phoneNumber} with voice ${r.voice}`,
      });
    } catch (err) {
      toast({ variant: 'destructive', title: ENHANCED_VOICE_MSG.callFailed, description: errorText(err) });
    } finally {
      setBusy(null);
    }
  };

  const s = overview.data?.stats;
  const leads = overview.data?.leads ?? [];
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Enhanced Voice Agent Testing</h1>
        <SandboxBadge kind="voice" />
      </header>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {(
          [
            ['Total Leads', s?.totalLeads],
            ['Enriched', s?.enriched],
            ['With Firecrawl', s?.withFirecrawl],
            ['Ready to Call', s?.readyToCall],
          ] as const
        ).map(([label, value]) => (
          <Card key={label}>
            <CardContent className="p-4">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-bold" data-testid={`ev-stat-${label.toLowerCase().replace(/ /g, '-')}`}>
                {value ?? '–'}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle className="text-lg">Enriched Leads</CardTitle>
          </CardHeader>
          <CardContent>
            {overview.isLoading && <Spinner label="Loading leads" />}
            {overview.data && leads.length === 0 && (
              <p className="text-sm text-muted-foreground">
                No enriched leads with a phone number yet. Enrich a campaign first.
              </p>
            )}
            <ul className="max-h-[28rem] divide-y overflow-y-auto" aria-label="Enriched leads">
              {leads.map((l) => (
                <li key={l.id}>
                  <button
                    type="button"
                    aria-pressed={selected?.id === l.id}
                    onClick={() => (setSelected(l), setPrompt(null))}
                    className={cn('w-full px-2 py-2 text-left hover:bg-muted', selected?.id === l.id && 'bg-muted')}
                  >
                    <span className="block truncate font-medium">{l.companyName || l.email}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {`${l.firstName} ${l.lastName}`.trim()} · {l.phoneNumber}
                    </span>
                    {l.hasWebData && <Badge variant="info">Web data</Badge>}
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle className="text-lg">Voice Settings</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-sm" data-testid="ev-selected">
              {selected ? `Selected: ${selected.companyName || selected.email}` : ENHANCED_VOICE_MSG.noLeadSelected}
            </p>
            <Choice legend="Voice gender" options={ENHANCED_VOICE_GENDERS} value={gender} onChange={setGender} />
            <Choice legend="Voice age" options={ENHANCED_VOICE_AGES} value={age} onChange={setAge} />
            <div className="space-y-2">
              <Label htmlFor="ev-instructions">Custom instructions (optional)</Label>
              <Textarea
                id="ev-instructions"
                value={instructions}
                maxLength={MAX_CUSTOM_INSTRUCTIONS}
                onChange={(e) => setInstructions(e.target.value)}
                placeholder="e.g. Mention the spring offer"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={onPreview}
                disabled={!mayPrompt.allowed || busy !== null}
                title={mayPrompt.reason}
              >
                {busy === 'preview' ? 'Generating…' : 'Preview Prompt'}
              </Button>
              <Button onClick={onLaunch} disabled={!mayRun.allowed || busy !== null} title={mayRun.reason}>
                {busy === 'launch' ? 'Launching…' : 'Launch Call'}
              </Button>
            </div>
            <LacksNote permission="prompts:edit" />
            <LacksNote permission="campaigns:run" />
            {lastCall && <p className="text-xs text-muted-foreground">Last call id: {lastCall}</p>}
          </CardContent>
        </Card>

        <div className="lg:col-span-1">
          <LeadDetailPanel lead={selected} />
        </div>
      </div>

      {prompt !== null && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Generated Prompt</CardTitle>
          </CardHeader>
          <CardContent>
            <pre
              className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-md bg-muted p-3 text-xs"
              data-testid="ev-prompt"
            >
              {prompt}
            </pre>
          </CardContent>
        </Card>
      )}
    </section>
  );
}
