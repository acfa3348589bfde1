import { useEffect, useState, useEffectEvent } from 'react';
import { Loader2, RefreshCw } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/lib/use-toast';
import { LacksNote, useCan } from '@client/shared/role/role';
import { LeadFields } from './lead-fields';
import { MSG } from './messages';
import { PromptAnalysis, PromptPanel } from './prompt-panel';
import { FALLBACK_SCRIPT, leadRequest, SAMPLE_CONTEXT, SAMPLE_LEAD } from './samples';
import { useAgentPrompt } from './use-agent-prompt';

/** Spec §2 page 4 "Agent Prompt Preview": on failure, a built-in sample script labelled as a fallback. */
export function PromptPreview() {
  const [lead, setLead] = useState(SAMPLE_LEAD);
  const [context, setContext] = useState(SAMPLE_CONTEXT);
  const [prompt, setPrompt] = useState('');
  const [fallback, setFallback] = useState(false);
  const gen = useAgentPrompt();
  const may = useCan('prompts:edit');
  const generate = () =>
    gen.mutate(leadRequest(lead, context), {
      onSuccess: (r) => {
        setPrompt(r.prompt);
        setFallback(false);
      },
      onError: () => {
        setPrompt(FALLBACK_SCRIPT.replace('{company}', lead.companyName || 'the business'));
        setFallback(true);
        toast({ variant: 'destructive', title: MSG.previewErrorTitle, description: MSG.previewErrorText });
      },
    });
  // Once, on load: later requests come from Regenerate.
  const generateOnLoad = useEffectEvent(generate);
  // A role that may not generate (the server would answer 403) sees the note instead of a failure.
  useEffect(() => void (may.allowed && generateOnLoad()), [may.allowed]);

  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Sample Lead</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <LeadFields
            lead={lead}
            context={context}
            onLead={setLead}
            onContext={setContext}
            only={['firstName', 'lastName', 'companyName', 'industry']}
            contextLabel="Enrichment Description"
          />
          <Button onClick={generate} disabled={!may.allowed || gen.isPending} title={may.reason}>
            {gen.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            Regenerate
          </Button>
          <LacksNote permission="prompts:edit" />
        </CardContent>
      </Card>
      <Card className="lg:col-span-3">
        <CardHeader className="flex-row flex-wrap items-center gap-2">
          <CardTitle>Generated Prompt</CardTitle>
          {fallback && (
            <Badge variant="warning" data-testid="fallback-label">
              Fallback example (generation failed)
            </Badge>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          {prompt ? (
            <PromptPanel prompt={prompt} onSave={setPrompt} editLabel="Edit Prompt" />
          ) : (
            <p className="text-sm text-muted-foreground">Generating…</p>
          )}
          <PromptAnalysis prompt={prompt} />
        </CardContent>
      </Card>
    </div>
  );
}
