import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Radar } from 'lucide-react';
import { SCOUT_MSG, type TProspectingCampaign, type TScoutResult } from '@common/scout/schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { apiRequest } from '@client/lib/api';
import { toast } from '@client/lib/use-toast';
import { initialForm, ScoutForm, type ScoutFormValue } from './scout-form';
import { ScoutResults } from './scout-results';
import { ScoutRuns } from './scout-runs';
import { errorText } from '@client/lib/api';
import { useGenerateCampaign, useOpenRun, useResearch, useScoutRuns } from './use-scout';

export interface LeadScoutProps {
  variant: 'tab' | 'page';
  /** Called with the new campaign's id after selected leads became a campaign. */
  onCampaignCreated?(campaignId: string): void;
}

/** Spec §2 "Lead Scout tab (and /lead-scout page)": form → pending request → results. */
export function LeadScout({ variant, onCampaignCreated }: LeadScoutProps) {
  const [form, setForm] = useState<ScoutFormValue>(initialForm);
  const [current, setCurrent] = useState<{ runId: string; result: TScoutResult } | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [campaign, setCampaign] = useState<TProspectingCampaign | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const runs = useScoutRuns();

  const show = (runId: string, result: TScoutResult) => {
    setCurrent({ runId, result });
    setSelected(new Set());
    setCampaign(null);
    setFailure(null);
  };
  const research = useResearch((r) => show(r.runId, r.data));
  const openRun = useOpenRun((run) => show(run.id, run.data));
  const generate = useGenerateCampaign();
  const create = useMutation({
    mutationFn: (input: { runId: string; leadIndexes: number[] }) =>
      apiRequest<{ campaignId: string; leadCount: number }>('POST', `/api/admin/scout-runs/${input.runId}/campaign`, {
        leadIndexes: input.leadIndexes,
      }),
    onSuccess: (r) => {
      toast({ title: 'Campaign Created', description: `${r.leadCount} leads added to a new campaign` });
      setSelected(new Set());
      onCampaignCreated?.(r.campaignId);
    },
    onError: (err) => toast({ variant: 'destructive', title: 'Upload failed', description: errorText(err) }),
  });

  const run = () => {
    if (!form.topic.trim())
      return void toast({
        variant: 'destructive',
        title: SCOUT_MSG.validationTitle,
        description: SCOUT_MSG.topicRequired,
      });
    setFailure(null);
    research.mutate(
      { topic: form.topic.trim(), limit: form.limit, focusArea: form.focusArea },
      { onError: (err) => !(err instanceof DOMException) && setFailure(errorText(err)) },
    );
  };
  const toggle = (i: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
      <div className="space-y-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Radar className="h-5 w-5 text-primary" aria-hidden />
              Lead Scout
              <SandboxBadge kind="research" />
            </CardTitle>
            <CardDescription>
              Research a topic, score the businesses it finds and turn the best into a campaign.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ScoutForm
              value={form}
              onChange={setForm}
              onRun={run}
              onCancel={research.cancel}
              pending={research.isPending}
              showObjective={variant === 'page'}
              showExamples={variant === 'tab'}
            />
          </CardContent>
        </Card>
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
            data-testid="scout-error"
          >
            {failure}
          </p>
        )}
        {current && (
          <ScoutResults
            result={current.result}
            variant={variant}
            selected={selected}
            onToggle={toggle}
            generating={generate.isPending}
            onGenerate={() =>
              generate.mutate(
                { scoutResult: current.result, campaignObjective: form.objective },
                { onSuccess: (r) => setCampaign(r.campaign) },
              )
            }
            campaign={campaign}
            creating={create.isPending}
            onCreateCampaign={() =>
              create.mutate({ runId: current.runId, leadIndexes: [...selected].sort((a, b) => a - b) })
            }
          />
        )}
      </div>
      <ScoutRuns runs={runs.data} currentId={current?.runId ?? null} onOpen={(id) => openRun.mutate(id)} />
    </div>
  );
}
