import type { ReactNode } from 'react';
import { FieldError, Label } from '@client/components/ui/input';

/** A labelled field with its error. `id` ties the label to the control and the error to aria-describedby. */
export function FormField(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={props.className ?? 'grid gap-2'}>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && <p className="text-xs text-muted-foreground">{props.hint}</p>}
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}

/** A group of choices (radio cards, chips): the legend names the group for screen readers. */
export function FieldSet(props: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={props.error ? `${props.id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium leading-none">{props.legend}</legend>
      {props.hint && <p className="-mt-1 mb-1 text-xs text-muted-foreground">{props.hint}</p>}
      {props.children}
      <FieldError id={`${props.id}-error`} message={props.error} />
    </fieldset>
  );
}

/** The aria props a control needs when its field may show an error. */
export const errorProps = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
