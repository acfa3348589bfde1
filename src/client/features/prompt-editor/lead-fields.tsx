import { Input, Label, Textarea } from '@client/components/ui/input';
import type { SampleLead } from './samples';

const FIELDS: [keyof SampleLead, string][] = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['companyName', 'Company'],
  ['industry', 'Industry'],
  ['email', 'Email'],
  ['phoneNumber', 'Phone'],
  ['website', 'Website'],
];

/** Editable sample lead data and enrichment context. `only` limits the fields shown. */
export function LeadFields(props: {
  lead: SampleLead;
  context: string;
  onLead(l: SampleLead): void;
  onContext(c: string): void;
  only?: (keyof SampleLead)[];
  contextLabel?: string;
}) {
  const fields = props.only ? FIELDS.filter(([k]) => props.only!.includes(k)) : FIELDS;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map(([key, label]) => (
          <div key={key} className="space-y-1.5">
            <Label htmlFor={`lead-${key}`}>{label}</Label>
            <Input
              id={`lead-${key}`}
              value={props.lead[key]}
              maxLength={200}
              onChange={(e) => props.onLead({ ...props.lead, [key]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="lead-context">{props.contextLabel ?? 'Enrichment Context'}</Label>
        <Textarea
          id="lead-context"
          rows={4}
          maxLength={5000}
          value={props.context}
          onChange={(e) => props.onContext(e.target.value)}
        />
      </div>
    </div>
  );
}
