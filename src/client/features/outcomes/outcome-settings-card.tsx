import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  FIELD_TYPES,
  ZOutcomeSettings,
  type TExperimentVariant,
  type TExtractionField,
  type TOutcomeSettings,
} from '@common/outcomes/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { FieldError, Input, Label, Textarea } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { defaultCallHandling, type TCallHandling } from '@common/outcomes/call-handling';
import { LacksNote, useCan } from '@client/shared/role/role';
import { CallHandlingFields } from './call-handling-fields';
import { saveOutcomeSettings } from './use-results';
import { errorText } from '@client/lib/api';

const TYPE_LABEL: Record<(typeof FIELD_TYPES)[number], string> = {
  text: 'Text',
  number: 'Number',
  'yes-no': 'Yes / no',
  choice: 'Choice',
};
const blankField = (): TExtractionField => ({ name: '', type: 'text', description: '', choices: [] });

/** Dispositions, extraction fields and the prompt experiment of one campaign (one zod schema with the server). */
export function OutcomeSettingsCard({ campaignId, initial }: { campaignId: string; initial: TOutcomeSettings }) {
  const may = useCan('settings:edit');
  const qc = useQueryClient();
  const [dispositions, setDispositions] = useState(initial.dispositions.join(', '));
  const [fields, setFields] = useState<TExtractionField[]>(initial.fields);
  const [variants, setVariants] = useState<TExperimentVariant[]>(initial.experiment?.variants ?? []);
  // The server fills in its defaults on GET; the fallback only covers an old cached answer.
  const [handling, setHandling] = useState<TCallHandling>(initial.callHandling ?? defaultCallHandling(2, 60));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const setField = (i: number, patch: Partial<TExtractionField>) =>
    setFields((fs) => fs.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const setVariant = (i: number, patch: Partial<TExperimentVariant>) =>
    setVariants((vs) => vs.map((v, j) => (j === i ? { ...v, ...patch } : v)));

  const save = async () => {
    setSaved(false);
    const running = initial.experiment?.status === 'running' || !initial.experiment;
    const candidate = {
      dispositions: dispositions
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
      fields,
      experiment: variants.length
        ? { status: running ? 'running' : 'stopped', winner: running ? null : initial.experiment!.winner, variants }
        : null,
      callHandling: handling,
    };
    const parsed = ZOutcomeSettings.safeParse(candidate);
    if (!parsed.success)
      return setError(parsed.error.issues.map((i) => `${i.path.join(' › ')}: ${i.message}`).join('; '));
    setError(null);
    try {
      await saveOutcomeSettings(campaignId, parsed.data);
      setSaved(true);
      await qc.invalidateQueries();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Card data-testid="outcome-settings">
      <CardHeader>
        <CardTitle className="text-base">Outcome settings</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor="dispositions">Dispositions (comma-separated)</Label>
          <Textarea id="dispositions" rows={2} value={dispositions} onChange={(e) => setDispositions(e.target.value)} />
        </div>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Extraction fields</h3>
          {fields.map((f, i) => (
            <div key={i} className="grid gap-2 md:grid-cols-[1fr_9rem_2fr_auto]" data-testid="field-row">
              <Input
                aria-label={`Field ${i + 1} name`}
                placeholder="Name, e.g. Best time to call back"
                value={f.name}
                onChange={(e) => setField(i, { name: e.target.value })}
              />
              <Select
                aria-label={`Field ${i + 1} type`}
                value={f.type}
                onValueChange={(v) => setField(i, { type: v as TExtractionField['type'] })}
                options={FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }))}
              />
              <Input
                aria-label={`Field ${i + 1} description`}
                placeholder={f.type === 'choice' ? 'Choices, comma-separated' : 'Description (what the agent asks)'}
                value={f.type === 'choice' ? f.choices.join(', ') : f.description}
                onChange={(e) =>
                  f.type === 'choice'
                    ? setField(i, {
                        choices: e.target.value
                          .split(',')
                          .map((c) => c.trim())
                          .filter(Boolean),
                      })
                    : setField(i, { description: e.target.value })
                }
              />
              <Button variant="ghost" onClick={() => setFields((fs) => fs.filter((_, j) => j !== i))}>
                Remove
              </Button>
            </div>
          ))}
          <Button variant="outline" size="sm" onClick={() => setFields((fs) => [...fs, blankField()])}>
            Add field
          </Button>
        </div>
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Prompt experiment</h3>
          <p className="text-xs text-muted-foreground">
            Split calls between versions by weight. An empty prompt uses each lead&apos;s own generated prompt; lead
            variables: {'{{firstName}}, {{companyName}}, {{industry}}'}.
          </p>
          {variants.map((v, i) => (
            <div key={i} className="grid gap-2 md:grid-cols-[7rem_6rem_1fr_auto]" data-testid="variant-row">
              <Input
                aria-label={`Version ${i + 1} key`}
                value={v.key}
                onChange={(e) => setVariant(i, { key: e.target.value })}
              />
              <Input
                aria-label={`Version ${i + 1} weight`}
                type="number"
                min={0}
                max={100}
                value={v.weight}
                onChange={(e) => setVariant(i, { weight: Number(e.target.value) })}
              />
              <Textarea
                aria-label={`Version ${i + 1} prompt`}
                rows={2}
                value={v.prompt}
                onChange={(e) => setVariant(i, { prompt: e.target.value })}
              />
              <Button variant="ghost" onClick={() => setVariants((vs) => vs.filter((_, j) => j !== i))}>
                Remove
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setVariants((vs) => [...vs, { key: String.fromCharCode(65 + vs.length), prompt: '', weight: 50 }])
            }
          >
            Add version
          </Button>
        </div>
        <CallHandlingFields value={handling} onChange={setHandling} />
        <FieldError message={error ?? undefined} />
        <div className="flex items-center gap-3">
          <Button onClick={() => void save()} disabled={!may.allowed} title={may.reason}>
            Save settings
          </Button>
          {saved && <span className="text-sm text-muted-foreground">Saved</span>}
        </div>
        <LacksNote permission="settings:edit" />
      </CardContent>
    </Card>
  );
}
