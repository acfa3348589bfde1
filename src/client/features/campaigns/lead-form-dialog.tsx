import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZLeadForm, type TLeadForm } from '@common/campaigns/lead-edit';
import type { TLead } from '@common/campaigns/schemas';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { errorText, useSaveLead } from './use-lead-edits';

const FIELDS: Array<{ name: keyof TLeadForm; label: string; type?: string; placeholder?: string }> = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phoneNumber', label: 'Phone', type: 'tel', placeholder: '+1 (555) 123-4567' },
  { name: 'companyName', label: 'Company' },
  { name: 'website', label: 'Website', placeholder: 'https://example.com' },
  { name: 'industry', label: 'Industry' },
  { name: 'timezone', label: 'Time zone', placeholder: 'America/New_York' },
];

const blank: TLeadForm = {
  email: '',
  firstName: '',
  lastName: '',
  companyName: '',
  phoneNumber: '',
  website: '',
  industry: '',
  timezone: '',
};

const valuesOf = (l: TLead | null): TLeadForm =>
  l
    ? {
        email: l.email,
        firstName: l.firstName,
        lastName: l.lastName,
        companyName: l.companyName,
        phoneNumber: l.phoneNumber,
        website: l.website,
        industry: l.industry,
        timezone: l.timezone ?? '',
      }
    : blank;

/** Add lead (lead null) or Edit lead: the server's schema checks the form; its refusals show under it. */
export function LeadFormDialog(props: { campaignId: string; open: boolean; lead: TLead | null; onClose(): void }) {
  const save = useSaveLead(props.campaignId);
  const form = useForm<TLeadForm>({ resolver: zodResolver(ZLeadForm), defaultValues: valuesOf(props.lead) });
  const { reset } = form;
  const { reset: resetSave } = save;
  useEffect(() => {
    if (props.open) {
      reset(valuesOf(props.lead));
      resetSave();
    }
  }, [props.open, props.lead, reset, resetSave]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ id: props.lead?.id ?? null, values }, { onSuccess: props.onClose }),
  );
  const errors = form.formState.errors;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => !o && props.onClose()}
      title={props.lead ? 'Edit lead' : 'Add lead'}
      description={
        props.lead ? undefined : 'The phone is read as at import; a number already in this campaign is refused.'
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" data-testid="lead-form">
        {FIELDS.map((f) => (
          <div key={f.name} className="grid gap-1">
            <Label htmlFor={`lead-${f.name}`}>{f.label}</Label>
            <Input
              id={`lead-${f.name}`}
              type={f.type ?? 'text'}
              placeholder={f.placeholder}
              aria-invalid={!!errors[f.name]}
              aria-describedby={errors[f.name] ? `lead-${f.name}-error` : undefined}
              {...form.register(f.name)}
            />
            <FieldError id={`lead-${f.name}-error`} message={errors[f.name]?.message} />
          </div>
        ))}
        {save.isError && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2" data-testid="lead-form-error">
            {errorText(save.error)}
          </p>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {props.lead ? 'Save lead' : 'Add lead'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
