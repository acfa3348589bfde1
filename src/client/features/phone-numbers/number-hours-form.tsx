import { useState } from 'react';
import {
  AFTER_HOURS,
  ZUpdatePhoneNumberRequest,
  type TAfterHours,
  type TPhoneNumber,
  type TUpdatePhoneNumberRequest,
} from '@common/phone-numbers/schemas';
import { Button } from '@client/components/ui/button';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';

const CHOICES: Record<TAfterHours, string> = { message: 'Take a message', callback: 'Offer a callback' };

/**
 * A number's opening hours and what the agent does outside them, checked with the same schema the
 * server uses, so a message shows beside its field before anything is sent. Blank hours: always open.
 */
export function NumberHoursForm(props: {
  number: TPhoneNumber;
  disabled?: boolean;
  title?: string;
  onSave(body: TUpdatePhoneNumberRequest): Promise<void>;
}) {
  const { number: n } = props;
  const [start, setStart] = useState(n.hours?.start ?? '');
  const [end, setEnd] = useState(n.hours?.end ?? '');
  const [timeZone, setTimeZone] = useState(n.hours?.timeZone ?? '');
  const [afterHours, setAfterHours] = useState<TAfterHours>(n.afterHours);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = (f: string) => `pn-${n.id}-${f}`;

  const save = async () => {
    const any = [start, end, timeZone].some((v) => v.trim());
    const body = {
      hours: any ? { start: start.trim(), end: end.trim(), timeZone: timeZone.trim() } : null,
      afterHours,
    };
    const parsed = ZUpdatePhoneNumberRequest.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const i of parsed.error.issues) found[String(i.path.at(-1))] ??= i.message;
      return setErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      await props.onSave(parsed.data);
    } finally {
      setBusy(false);
    }
  };

  const field = (
    f: 'start' | 'end' | 'timeZone',
    label: string,
    value: string,
    set: (v: string) => void,
    ph: string,
  ) => (
    <div className="grid gap-1">
      <Label htmlFor={id(f)}>{label}</Label>
      <Input
        id={id(f)}
        value={value}
        placeholder={ph}
        aria-invalid={Boolean(errors[f])}
        aria-describedby={errors[f] ? id(`${f}-error`) : undefined}
        onChange={(e) => set(e.target.value)}
      />
      <FieldError id={id(`${f}-error`)} message={errors[f]} />
    </div>
  );

  return (
    <div className="grid gap-3 rounded-md border p-3" data-testid="number-hours">
      <p className="text-sm text-muted-foreground">
        Opening hours (blank: always open). Outside them the agent says the business is closed, puts nobody through, and
        does what you choose.
      </p>
      <div className="grid gap-3 md:grid-cols-4">
        {field('start', 'Opens', start, setStart, '09:00')}
        {field('end', 'Closes', end, setEnd, '17:00')}
        {field('timeZone', 'Time zone', timeZone, setTimeZone, 'America/New_York')}
        <div className="grid gap-1">
          <Label htmlFor={id('after')}>After hours</Label>
          <Select
            id={id('after')}
            aria-label={`After hours at ${n.phoneNumber}`}
            value={afterHours}
            onValueChange={(v) => setAfterHours(v as TAfterHours)}
            options={AFTER_HOURS.map((v) => ({ value: v, label: CHOICES[v] }))}
          />
          <FieldError message={errors.afterHours} />
        </div>
      </div>
      <div>
        <Button size="sm" disabled={busy || props.disabled} title={props.title} onClick={() => void save()}>
          Save hours
        </Button>
      </div>
    </div>
  );
}
