import { Loader2, Search, Square } from 'lucide-react';
import {
  DEFAULT_CAMPAIGN_OBJECTIVE,
  SCOUT_FOCUS_AREAS,
  SCOUT_RESULT_LIMITS,
  type TScoutFocusArea,
} from '@common/scout/schemas';
import { Button } from '@client/components/ui/button';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { LacksNote, useCan } from '@client/shared/role/role';

export interface ScoutFormValue {
  topic: string;
  focusArea: TScoutFocusArea;
  limit: number;
  objective: string;
}

export const initialForm: ScoutFormValue = {
  topic: '',
  focusArea: 'business-prospects',
  limit: 10,
  objective: DEFAULT_CAMPAIGN_OBJECTIVE,
};

/** Three quick examples on the tab (spec §2). */
export const QUICK_EXAMPLES = [
  'Plumbing companies in Springfield',
  'Family bakeries taking phone orders',
  'Dental clinics booking appointments by phone',
] as const;

export function ScoutForm(props: {
  value: ScoutFormValue;
  onChange(v: ScoutFormValue): void;
  onRun(): void;
  onCancel(): void;
  pending: boolean;
  showObjective: boolean;
  showExamples: boolean;
}) {
  const { value, onChange, pending } = props;
  const may = useCan('campaigns:run');
  const set = <K extends keyof ScoutFormValue>(k: K, v: ScoutFormValue[K]) => onChange({ ...value, [k]: v });
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        props.onRun();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="scout-topic">Search Topic *</Label>
        <Input
          id="scout-topic"
          value={value.topic}
          onChange={(e) => set('topic', e.target.value)}
          placeholder="e.g. plumbing companies in Springfield"
          maxLength={200}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="scout-focus">Focus Area</Label>
          <Select
            id="scout-focus"
            aria-label="Focus Area"
            value={value.focusArea}
            onValueChange={(v) => set('focusArea', v as TScoutFocusArea)}
            options={SCOUT_FOCUS_AREAS.map((f) => ({ value: f.id, label: f.label }))}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="scout-limit">Result Limit</Label>
          <Select
            id="scout-limit"
            aria-label="Result Limit"
            value={String(value.limit)}
            onValueChange={(v) => set('limit', Number(v))}
            options={SCOUT_RESULT_LIMITS.map((n) => ({ value: String(n), label: `${n} results` }))}
          />
        </div>
      </div>
      {props.showObjective && (
        <div className="space-y-2">
          <Label htmlFor="scout-objective">Campaign Objective</Label>
          <Textarea
            id="scout-objective"
            rows={2}
            value={value.objective}
            onChange={(e) => set('objective', e.target.value)}
            maxLength={500}
          />
        </div>
      )}
      {props.showExamples && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">Quick examples:</span>
          {QUICK_EXAMPLES.map((ex) => (
            <Button
              key={ex}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => set('topic', ex)}
              disabled={pending}
            >
              {ex}
            </Button>
          ))}
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!may.allowed || pending || value.topic === ''} title={may.reason}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
          {pending ? 'Researching…' : 'Start Research'}
        </Button>
        {pending && (
          <Button type="button" variant="outline" onClick={props.onCancel}>
            <Square aria-hidden />
            Cancel
          </Button>
        )}
      </div>
      <LacksNote permission="campaigns:run" />
    </form>
  );
}
