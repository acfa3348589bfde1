import { Controller, useForm } from 'react-hook-form';
import { Globe } from 'lucide-react';
import { INDUSTRIES } from '@common/wizard/options';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { FormField, errorProps } from './form-field';
import { lazyResolver } from './lazy-resolver';
import { StepHeader } from './step-header';
import { StepNav } from './step-nav';
import { withIndustry, type WizardDraft } from './wizard-draft';

export const BASICS_INTRO = "Let's start by understanding your business to personalize your AI voice agent.";

type Values = Pick<WizardDraft, 'industry' | 'industryCustom' | 'websiteUrl'>;

const resolver = lazyResolver<Values>(() => import('./step-resolvers').then((m) => m.step1Resolver));

/** Step 1, 'Business Profile' (spec §2/§5). Errors stay until the next Continue re-validates. */
export function StepBasics({ initial, onNext }: { initial: Values; onNext(values: Values): void }) {
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      industry: initial.industry,
      industryCustom: initial.industryCustom,
      websiteUrl: initial.websiteUrl,
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const industry = form.watch('industry');

  const onIndustryChange = (value: string) => {
    const next = withIndustry(form.getValues(), value);
    form.setValue('industry', next.industry);
    form.setValue('industryCustom', next.industryCustom);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onNext)} className="grid gap-6" aria-labelledby="step-title">
      <StepHeader title="Business Profile" description={BASICS_INTRO} />
      <FormField id="industry" label="Industry" error={errors.industry?.message}>
        <Controller
          control={form.control}
          name="industry"
          render={({ field }) => (
            <Select
              id="industry"
              value={field.value}
              onValueChange={onIndustryChange}
              options={INDUSTRIES.map((i) => ({ value: i.value, label: i.label }))}
              placeholder="Select your industry"
              invalid={!!errors.industry}
              aria-describedby={errors.industry ? 'industry-error' : undefined}
            />
          )}
        />
      </FormField>
      {industry === 'custom' && (
        <FormField id="industryCustom" label="Your industry" error={errors.industryCustom?.message}>
          <Input
            id="industryCustom"
            placeholder="e.g. Specialty coffee roasting"
            autoFocus
            {...form.register('industryCustom')}
            {...errorProps('industryCustom', errors.industryCustom?.message)}
          />
        </FormField>
      )}
      <FormField
        id="websiteUrl"
        label="Business website (optional)"
        hint="We read your public pages so the agent knows your services and tone."
      >
        <div className="relative">
          <Globe
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="websiteUrl"
            type="url"
            inputMode="url"
            placeholder="https://yourbusiness.com"
            className="pl-9"
            {...form.register('websiteUrl')}
          />
        </div>
      </FormField>
      <StepNav />
    </form>
  );
}
