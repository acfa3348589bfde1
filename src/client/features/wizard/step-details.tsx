import { useForm } from 'react-hook-form';
import { Input, Textarea } from '@client/components/ui/input';
import { FormField } from './form-field';
import { StepHeader } from './step-header';
import { StepNav } from './step-nav';
import { WebsiteAnalysisPanel } from './website-analysis-panel';
import { industryText, withIndustryText, type WizardDraft } from './wizard-draft';

type Patch = Pick<WizardDraft, 'industry' | 'industryCustom' | 'backstory'>;
interface Values {
  industry: string;
  backstory: string;
}

/** Step 3, 'Details'. Nothing is required here: the industry is checked at prompt generation (spec §5). */
export function StepDetails({
  initial,
  onNext,
  onBack,
}: {
  initial: WizardDraft;
  onNext(p: Patch): void;
  onBack(p: Patch): void;
}) {
  const form = useForm<Values>({ defaultValues: { industry: industryText(initial), backstory: initial.backstory } });
  const toPatch = (v: Values): Patch => ({
    ...withIndustryText({ industry: initial.industry, industryCustom: initial.industryCustom }, v.industry),
    backstory: v.backstory,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => onNext(toPatch(v)))}
      className="grid gap-6"
      aria-labelledby="step-title"
    >
      <StepHeader title="Details" description="Fine-tune what your agent knows about the role and about itself." />
      <FormField
        id="details-industry"
        label="Industry"
        hint="How the agent should describe your field, e.g. 'residential plumbing'."
      >
        <Input id="details-industry" {...form.register('industry')} />
      </FormField>
      <FormField
        id="backstory"
        label="Backstory (optional)"
        hint="A few lines of background the agent can draw on: experience, interests, why it wants the job."
      >
        <Textarea
          id="backstory"
          rows={4}
          placeholder="e.g. Spent five years on a busy front desk and loves solving customer problems."
          {...form.register('backstory')}
        />
      </FormField>
      <WebsiteAnalysisPanel />
      <StepNav onBack={() => onBack(toPatch(form.getValues()))} />
    </form>
  );
}
