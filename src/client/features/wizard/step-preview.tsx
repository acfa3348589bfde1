import { Card } from '@client/components/ui/card';
import { AgentCard } from './agent-card';
import { AgentFactsCard } from './agent-facts-card';
import { PromptViewer } from './prompt-viewer';
import { StepHeader } from './step-header';
import { StepNav } from './step-nav';
import { TalkToAgent } from './talk-to-agent';
import { usePromptGeneration } from './use-prompt-generation';
import { WebsiteAnalysisCard } from './website-analysis-card';
import type { WizardDraft } from './wizard-draft';
import { useWizardState } from './wizard-store';

/** Step 4, 'Preview'. Continue needs a prompt: the call is made from it. */
export function StepPreview({ draft, onNext, onBack }: { draft: WizardDraft; onNext(): void; onBack(): void }) {
  const { prompt, status, error, regenerate, savePrompt } = usePromptGeneration();
  const { scrape } = useWizardState();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (prompt && status !== 'loading') onNext();
      }}
      className="grid gap-6"
      aria-labelledby="step-title"
    >
      <StepHeader
        title="Preview"
        description="Meet your agent and review the instructions it will follow on the call."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <AgentCard draft={draft} />
        {draft.scrapedData ? (
          <WebsiteAnalysisCard data={draft.scrapedData} url={draft.websiteUrl} meta={scrape.meta ?? null} />
        ) : (
          <Card className="flex items-center border-dashed p-6 text-sm text-muted-foreground">
            {!draft.websiteUrl.trim()
              ? 'Tip: add your website in step 1 and the agent will learn your services and tone.'
              : scrape.status === 'loading'
                ? 'Still analysing your website… press Regenerate once it is done to use what it finds.'
                : 'Your website could not be analysed, so the prompt is written from your answers alone.'}
          </Card>
        )}
      </div>
      {draft.scrapedData && draft.websiteUrl.trim() ? <AgentFactsCard draft={draft} /> : null}
      <PromptViewer prompt={prompt} status={status} error={error} onSave={savePrompt} onRegenerate={regenerate} />
      <div className="flex flex-wrap items-center gap-3">
        <TalkToAgent draft={draft} disabled={!prompt || status === 'loading'} />
        <span className="text-sm text-muted-foreground">Try your agent by chat before it calls anyone.</span>
      </div>
      <StepNav onBack={onBack} continueLabel="Continue to Launch" continueDisabled={!prompt || status === 'loading'} />
    </form>
  );
}
