import { useEffect, useState, useEffectEvent } from 'react';
import { Eye, Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';
import { LeadFields } from './lead-fields';
import { MSG } from './messages';
import { PromptAnalysis, PromptPanel } from './prompt-panel';
import { leadRequest, SAMPLE_CONTEXT, SAMPLE_LEAD } from './samples';
import { useAgentPrompt } from './use-agent-prompt';

/** Spec §2 "Prompts tab (Voice Agent Prompt Editor)": generated on load, on Regenerate and on Update Preview. */
export function PromptEditor() {
  const [lead, setLead] = useState(SAMPLE_LEAD);
  const [context, setContext] = useState(SAMPLE_CONTEXT);
  const [prompt, setPrompt] = useState('');
  const gen = useAgentPrompt();
  const may = useCan('prompts:edit');

  const generate = () =>
    gen.mutate(leadRequest(lead, context), {
      onSuccess: (r) => {
        setPrompt(r.prompt);
        toast({ title: MSG.generated, description: MSG.generatedText });
      },
      onError: () =>
        toast({ variant: 'destructive', title: MSG.generationFailed, description: MSG.generationFailedText }),
    });
  // Once, on load (spec §7): later requests come from the buttons.
  const generateOnLoad = useEffectEvent(generate);
  // A role that may not generate (the server would answer 403) sees the note instead of a failure.
  useEffect(() => void (may.allowed && generateOnLoad()), [may.allowed]);

  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Sample Lead</CardTitle>
          <CardDescription>Edit the lead and its enrichment, then update the preview.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <LeadFields lead={lead} context={context} onLead={setLead} onContext={setContext} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={generate} disabled={!may.allowed || gen.isPending} title={may.reason}>
              {gen.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
              Regenerate
            </Button>
            <Button variant="outline" onClick={generate} disabled={!may.allowed || gen.isPending} title={may.reason}>
              <Eye aria-hidden />
              Update Preview
            </Button>
          </div>
          <LacksNote permission="prompts:edit" />
        </CardContent>
      </Card>
      <div className="space-y-6 lg:col-span-3">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              Voice Agent Prompt
              <SandboxBadge kind="llm" />
            </CardTitle>
          </CardHeader>
          <CardContent>
            {prompt ? (
              <PromptPanel prompt={prompt} onSave={setPrompt} />
            ) : (
              <p className="text-sm text-muted-foreground">{gen.isPending ? 'Generating…' : 'No prompt yet.'}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-lg">Template Analysis</CardTitle>
          </CardHeader>
          <CardContent>
            <PromptAnalysis prompt={prompt} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
