import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmailOnly, type TEmailOnly } from '@common/auth/schemas';
import { Button } from '@client/components/ui/button';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';

/**
 * One email field and a button, for "send me a link" requests (new verification link, password
 * reset). The server answers alike for every address, so the confirmation never says whether an
 * account exists; a refusal (e.g. one a minute) shows the server's message.
 */
export function EmailRequestForm(props: {
  label: string;
  defaultEmail?: string;
  confirmation: (email: string) => string;
  send: (email: string) => Promise<void>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TEmailOnly>({
    resolver: zodResolver(ZEmailOnly),
    defaultValues: { email: props.defaultEmail ?? '' },
  });
  const busy = form.formState.isSubmitting;
  const submit = async ({ email }: TEmailOnly) => {
    setFailure(null);
    try {
      await props.send(email);
      setSentTo(email);
    } catch (err) {
      setFailure(
        err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Something went wrong. Please try again.',
      );
    }
  };
  if (sentTo) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {props.confirmation(sentTo)}
      </p>
    );
  }
  const error = form.formState.errors.email?.message;
  return (
    <form className="grid gap-3" noValidate onSubmit={form.handleSubmit(submit)}>
      <div className="grid gap-2">
        <Label htmlFor="request-email">Email</Label>
        <Input
          id="request-email"
          type="email"
          autoComplete="email"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'request-email-error' : undefined}
          {...form.register('email')}
        />
        <FieldError id="request-email-error" message={error} />
      </div>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : props.label}
      </Button>
    </form>
  );
}
