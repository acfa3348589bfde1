import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AGES, GENDERS, HOMETOWNS } from '@common/wizard/options';
import { ZStep2 } from '@common/wizard/step-schemas';
import { Input } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { FieldSet, FormField, errorProps } from './form-field';
import { EnergyStyleCards } from './energy-style-cards';
import { ToneBoosterChips } from './tone-booster-chips';
import { StepHeader } from './step-header';
import { StepNav } from './step-nav';
import type { WizardDraft } from './wizard-draft';

type Values = Pick<WizardDraft, 'gender' | 'age' | 'energyStyle' | 'toneBooster' | 'name' | 'hometown'>;

const HOMETOWN_OPTIONS = HOMETOWNS.map((h) => ({ value: h.value, label: h.value, group: h.region }));

/** Step 2, 'Voice & Personality' (spec §2/§5). */
export function StepPersonality({
  initial,
  onNext,
  onBack,
}: {
  initial: Values;
  onNext(v: Values): void;
  onBack(v: Values): void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(ZStep2),
    defaultValues: {
      gender: initial.gender,
      age: initial.age,
      energyStyle: initial.energyStyle,
      toneBooster: [...initial.toneBooster],
      name: initial.name,
      hometown: initial.hometown,
    },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const selectField = (
    name: 'gender' | 'age' | 'hometown',
    options: { value: string; label: string; group?: string }[],
    placeholder: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          id={name}
          value={field.value}
          onValueChange={field.onChange}
          options={options}
          placeholder={placeholder}
          invalid={!!errors[name]}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onNext)} className="grid gap-6" aria-labelledby="step-title">
      <StepHeader
        title="Voice & Personality"
        description="Shape how your agent sounds and carries itself on the call."
      />
      <div className="grid grid-cols-2 gap-4 sm:gap-6">
        <FormField id="gender" label="Voice gender" error={errors.gender?.message}>
          {selectField(
            'gender',
            GENDERS.map((g) => ({ value: g.value, label: g.label })),
            'Select a gender',
          )}
        </FormField>
        <FormField id="age" label="Age range" error={errors.age?.message}>
          {selectField(
            'age',
            AGES.map((a) => ({ value: a.value, label: a.label })),
            'Select an age range',
          )}
        </FormField>
      </div>
      <FieldSet id="energyStyle" legend="Energy style" error={errors.energyStyle?.message}>
        <Controller
          control={form.control}
          name="energyStyle"
          render={({ field }) => (
            <EnergyStyleCards value={field.value} onChange={field.onChange} invalid={!!errors.energyStyle} />
          )}
        />
      </FieldSet>
      <FieldSet
        id="toneBooster"
        legend="Tone boosters"
        hint="Pick 1 to 3 traits that colour the agent's voice."
        error={errors.toneBooster?.message}
      >
        <Controller
          control={form.control}
          name="toneBooster"
          render={({ field }) => (
            <ToneBoosterChips value={field.value} onChange={field.onChange} invalid={!!errors.toneBooster} />
          )}
        />
      </FieldSet>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id="name" label="Agent name" error={errors.name?.message}>
          <Input
            id="name"
            placeholder="e.g. Ava"
            autoComplete="off"
            {...form.register('name')}
            {...errorProps('name', errors.name?.message)}
          />
        </FormField>
        <FormField id="hometown" label="Hometown / dialect" error={errors.hometown?.message}>
          {selectField('hometown', HOMETOWN_OPTIONS, 'Select a hometown')}
        </FormField>
      </div>
      <StepNav onBack={() => onBack(form.getValues())} />
    </form>
  );
}
