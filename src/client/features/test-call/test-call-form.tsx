import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { MSG } from '@common/wizard/messages';
import { ZTestCallRequest, type TTestCallRequest } from '@common/wizard/schemas';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { Select } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/lib/use-toast';
import { sendTestCall } from './test-call-api';

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];
const AGE_OPTIONS = ['20s', '30s', '40s', '50s', '60s'].map((a) => ({ value: a, label: a }));

type Values = z.input<typeof ZTestCallRequest>;

/** The voice-call test page's form (spec §2, §5, §8): both fields are required, the answer is shown raw. */
export function TestCallForm() {
  const [result, setResult] = useState<unknown>(undefined);
  const form = useForm<Values, unknown, TTestCallRequest>({
    resolver: zodResolver(ZTestCallRequest),
    defaultValues: { phoneNumber: '', prompt: '', options: { gender: 'female', age: '30s' } },
  });
  const send = useMutation({
    mutationFn: sendTestCall,
    onSuccess: setResult,
    onError: (err) => {
      console.error('Test call failed', err);
      toast({ title: MSG.apiCallFailedTitle, description: MSG.apiCallFailed, variant: 'destructive' });
    },
  });
  // Any invalid field means one of the two required values is missing: one toast covers both.
  const onInvalid = () => toast({ title: MSG.missingInfoTitle, description: MSG.missingInfo, variant: 'destructive' });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Send a test call <SandboxBadge kind="voice" />
          </CardTitle>
          <CardDescription>Calls the number with the prompt below, using the chosen voice.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit((v) => send.mutate(v), onInvalid)} className="grid gap-5">
            <div className="grid gap-2">
              <Label htmlFor="test-phone">Phone number</Label>
              <Input
                id="test-phone"
                type="tel"
                autoComplete="tel"
                placeholder="+1 (555) 123-4567"
                {...form.register('phoneNumber')}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="test-gender">Voice gender</Label>
                <Controller
                  control={form.control}
                  name="options.gender"
                  render={({ field }) => (
                    <Select
                      id="test-gender"
                      value={field.value ?? ''}
                      onValueChange={field.onChange}
                      options={GENDER_OPTIONS}
                    />
                  )}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="test-age">Voice age</Label>
                <Controller
                  control={form.control}
                  name="options.age"
                  render={({ field }) => (
                    <Select
                      id="test-age"
                      value={field.value ?? ''}
                      onValueChange={field.onChange}
                      options={AGE_OPTIONS}
                    />
                  )}
                />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="test-prompt">Test prompt</Label>
              <Textarea
                id="test-prompt"
                rows={6}
                placeholder="You are a friendly assistant calling to confirm an appointment…"
                {...form.register('prompt')}
              />
            </div>
            <Button type="submit" disabled={send.isPending} className="justify-self-start">
              {send.isPending ? <Spinner className="h-4 w-4" label="Sending" /> : <Send />} Send Test Call
            </Button>
          </form>
        </CardContent>
      </Card>
      {result !== undefined && (
        <Card>
          <CardHeader className="pb-3">
            <CardTitle className="text-base">Result</CardTitle>
          </CardHeader>
          <CardContent>
            <pre
              className="max-h-96 overflow-auto rounded-md bg-muted/50 p-4 font-mono text-xs"
              data-testid="test-call-result"
            >
              {JSON.stringify(result, null, 2)}
            </pre>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
