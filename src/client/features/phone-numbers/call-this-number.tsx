import { useState } from 'react';
import { ZSandboxInboundCallRequest, type TBrowserCallResponse } from '@common/phone-numbers/schemas';
import { Button } from '@client/components/ui/button';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { Select } from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { errorText } from '@client/lib/api';
import { BrowserCall } from './browser-call';
import { CallRecord } from './call-record';
import { callThisNumber, startBrowserCall, useCallRecord, useLeadNumbers } from './use-phone-numbers';

type How = 'typed' | 'scripted';

/**
 * "Call this number": a caller at the chosen number (one of the campaign's leads, to be recognised,
 * or any number) rings ours, through the same path as a provider's call. The admin types the
 * caller's lines, or, on a Sandbox number, lets the scripted Sandbox caller talk; the call's
 * transcript, tool calls and reading appear as they happen.
 */
export function CallThisNumber(props: {
  numberId: string;
  campaignId: string | null;
  sandbox: boolean;
  disabled?: boolean;
}) {
  const { numberId, sandbox } = props;
  const [from, setFrom] = useState('+12125550153');
  const [how, setHow] = useState<How>(sandbox ? 'scripted' : 'typed');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [scripted, setScripted] = useState<string | null>(null);
  const [typed, setTyped] = useState<{ call: TBrowserCallResponse; from: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const record = useCallRecord(scripted);
  const leads = useLeadNumbers(props.campaignId);
  const leadOptions = (leads.data?.items ?? [])
    .filter((l) => l.phoneNumber)
    .map((l) => ({
      value: l.phoneNumber,
      label: `${`${l.firstName} ${l.lastName}`.trim() || l.companyName || 'Lead'} · ${l.phoneNumber}`,
    }));
  const ring = async () => {
    // The caller's number is checked by the schema the server checks it with, before anything is sent.
    const body = ZSandboxInboundCallRequest.safeParse({ from });
    setFieldError(body.success ? undefined : body.error.issues[0]?.message);
    if (!body.success) return;
    setError(null);
    setScripted(null);
    setTyped(null);
    setBusy(true);
    try {
      if (how === 'scripted') setScripted((await callThisNumber(numberId, body.data.from)).callId);
      else setTyped({ call: await startBrowserCall(numberId, body.data.from), from: body.data.from });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const id = (what: string) => `${what}-${numberId}`;
  return (
    <div className="grid min-w-0 gap-3 rounded-md border p-3" data-testid={`call-${numberId}`}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={id('from')}>Caller&apos;s number</Label>
          <Input
            id={id('from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className="w-48"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? id('from-error') : undefined}
          />
        </div>
        {leadOptions.length > 0 && (
          <div className="w-full max-w-72">
            <Select
              aria-label="Call as a lead"
              value={leadOptions.some((o) => o.value === from) ? from : ''}
              onValueChange={setFrom}
              options={leadOptions}
              placeholder="…or call as a lead"
            />
          </div>
        )}
      </div>
      <FieldError id={id('from-error')} message={fieldError} />
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <legend className="sr-only">Who talks as the caller</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={id('how')} checked={how === 'typed'} onChange={() => setHow('typed')} />
          Type as the caller
        </label>
        {sandbox && (
          <label className="flex items-center gap-2">
            <input type="radio" name={id('how')} checked={how === 'scripted'} onChange={() => setHow('scripted')} />
            Scripted Sandbox caller
          </label>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void ring()} disabled={props.disabled || busy}>
          Call this number
        </Button>
        <span className="text-xs text-muted-foreground">
          {how === 'typed'
            ? 'The agent answers as on the phone: bookings, callbacks and opt-outs are real.'
            : '555-015x books a meeting, 555-014x asks not to be called, 555-013x asks for a person, others ask a question.'}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {typed && <BrowserCall key={typed.call.callId} numberId={numberId} from={typed.from} call={typed.call} />}
      {scripted && !record.data && <Spinner className="h-5 w-5" label="Ringing" />}
      {scripted && record.data && <CallRecord call={record.data} />}
    </div>
  );
}
