import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { VERIFY_MSG, type TStartPhoneVerificationResponse } from '@common/wizard/verification';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { FormField, errorProps } from './form-field';

/**
 * The one-time code after Verify. In the Sandbox no text is sent: the code is shown here,
 * labelled Sandbox, so the journey is the same with or without a messaging provider.
 */
export function PhoneCodeField({
  sent,
  checking,
  error,
  onCheck,
  onResend,
}: {
  sent: TStartPhoneVerificationResponse;
  checking: boolean;
  error?: string;
  onCheck(code: string): void;
  onResend(): void;
}) {
  const [code, setCode] = useState('');
  return (
    <FormField
      id="phone-code"
      label="Verification code"
      error={error}
      hint={
        sent.sandboxCode ? (
          <span className="flex flex-wrap items-center gap-2" data-testid="sandbox-code">
            <Badge variant="warning">Sandbox</Badge>
            <span>
              {VERIFY_MSG.sandboxCode} <strong className="font-mono text-sm text-foreground">{sent.sandboxCode}</strong>
            </span>
          </span>
        ) : (
          VERIFY_MSG.codeSent
        )
      }
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="phone-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          placeholder="123456"
          {...errorProps('phone-code', error)}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onCheck(code);
            }
          }}
        />
        <Button onClick={() => onCheck(code)} disabled={checking || code.length < 4} className="sm:w-32">
          {checking ? <Spinner className="h-4 w-4" label="Checking the code" /> : <KeyRound />} Confirm
        </Button>
        <Button variant="ghost" onClick={onResend} disabled={checking}>
          Send a new code
        </Button>
      </div>
    </FormField>
  );
}
