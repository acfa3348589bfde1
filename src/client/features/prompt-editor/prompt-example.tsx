import { useEffect } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { MSG } from './messages';
import { HOSPITALITY_SAMPLE } from './samples';
import { useAgentPrompt } from './use-agent-prompt';

/** Spec §2 page 3 "Voice Agent Prompt Example": asks for the fixed hospitality sample on load. */
export function PromptExample() {
  const gen = useAgentPrompt();
  const { mutate } = gen;
  useEffect(() => mutate(HOSPITALITY_SAMPLE), [mutate]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sample: {HOSPITALITY_SAMPLE.leadData.companyName} (Hospitality)</CardTitle>
      </CardHeader>
      <CardContent>
        {gen.isPending || gen.isIdle ? (
          <Spinner className="mx-auto h-8 w-8" label="Generating the sample prompt" />
        ) : gen.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {MSG.exampleError}
          </p>
        ) : (
          <pre
            data-testid="agent-prompt"
            className="whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 text-sm leading-relaxed"
          >
            {gen.data?.prompt}
          </pre>
        )}
      </CardContent>
    </Card>
  );
}
