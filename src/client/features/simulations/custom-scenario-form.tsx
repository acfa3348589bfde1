import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOOL_NAMES } from '@common/conversations/schemas';
import { ZCustomScenarioRequest } from '@common/simulations/schemas';
import { Button } from '@client/components/ui/button';
import { useCan } from '@client/shared/role/role';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { addCustomScenario, suiteKey } from './simulations-api';
import { errorText } from '@client/lib/api';

const EMPTY = { name: '', callee: '', toolsCalled: [] as string[], agentNeverSays: '', rubric: '' };

/** A scenario written for this campaign: the callee's lines (one a line) and what must happen. */
export function CustomScenarioForm({ campaignId }: { campaignId: string }) {
  const may = useCan('prompts:edit');
  const qc = useQueryClient();
  const [d, setD] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const onAdd = async () => {
    const parsed = ZCustomScenarioRequest.safeParse({
      name: d.name,
      callee: d.callee.split('\n').filter((l) => l.trim()),
      toolsCalled: d.toolsCalled,
      agentNeverSays: d.agentNeverSays.trim() || null,
      rubric: d.rubric,
    });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => i.message).join('; '));
    try {
      await addCustomScenario(campaignId, parsed.data);
      setD(EMPTY);
      setError(null);
      await qc.invalidateQueries({ queryKey: suiteKey(campaignId) });
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <details className="rounded border p-2" data-testid="custom-scenario-form">
      <summary className="cursor-pointer text-sm font-medium">Add a scenario</summary>
      <div className="mt-2 space-y-2">
        <Label htmlFor="sc-name">Name</Label>
        <Input id="sc-name" value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} />
        <Label htmlFor="sc-callee">What the callee says (one line each turn)</Label>
        <Textarea id="sc-callee" rows={3} value={d.callee} onChange={(e) => setD({ ...d, callee: e.target.value })} />
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="text-sm">Tools the agent must call</legend>
          {TOOL_NAMES.map((t) => (
            <label key={t} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={d.toolsCalled.includes(t)}
                onChange={(e) =>
                  setD({
                    ...d,
                    toolsCalled: e.target.checked ? [...d.toolsCalled, t] : d.toolsCalled.filter((x) => x !== t),
                  })
                }
              />
              {t}
            </label>
          ))}
        </fieldset>
        <Label htmlFor="sc-never">The agent never says (a pattern)</Label>
        <Input
          id="sc-never"
          value={d.agentNeverSays}
          onChange={(e) => setD({ ...d, agentNeverSays: e.target.value })}
        />
        <Label htmlFor="sc-rubric">Rubric for the language-model judge</Label>
        <Textarea id="sc-rubric" rows={2} value={d.rubric} onChange={(e) => setD({ ...d, rubric: e.target.value })} />
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="button" size="sm" variant="outline" onClick={onAdd} disabled={!may.allowed} title={may.reason}>
          Add scenario
        </Button>
      </div>
    </details>
  );
}
