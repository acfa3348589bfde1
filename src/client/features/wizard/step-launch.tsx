import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, CalendarDays, PhoneCall, ShieldCheck } from 'lucide-react';
import { CALL_CONSENT_TEXT } from '@common/wizard/options';
import { MSG } from '@common/wizard/messages';
import { withExtension } from '@common/phone/extension';
import { checkPhone } from '@common/wizard/phone';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { Spinner } from '@client/components/ui/spinner';
import { FormField, errorProps } from './form-field';
import { PhoneCodeField } from './phone-code-field';
import { usePhoneVerification } from './use-phone-verification';
import { StepHeader } from './step-header';
import { useLaunchAgent } from './use-launch-agent';
import type { WizardDraft } from './wizard-draft';

/**
 * Step 5, 'Launch': verify the phone (spec §5) by a one-time code texted to it (the
 * server records the proof; the Sandbox shows the code on screen), then Spin Up Agent calls it.
 */
export function StepLaunch({ draft, onBack }: { draft: WizardDraft; onBack(): void }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<string | null>(null);
  const launch = useLaunchAgent();
  const proof = usePhoneVerification(setError);
  // The number as launched: proved by the server, with the extension the visitor typed (never dialled).
  const verified = proof.state.step === 'verified' ? pending : null;
  // While a code is awaited, messages are about the code and are shown under it.
  const codeError = proof.state.step === 'code' ? error : undefined;
  const phoneError = codeError ? undefined : error;

  const onVerify = () => {
    const result = checkPhone(phone);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    setPhone(result.display);
    setPending(withExtension(result.e164, result.extension));
    void proof.send(result.e164);
  };
  const onSpinUp = () => {
    if (!verified) {
      setError(MSG.verifyFirst);
      return;
    }
    setError(undefined);
    launch.mutate({ draft, phoneNumber: verified });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSpinUp();
      }}
      className="grid gap-6"
      aria-labelledby="step-title"
    >
      <StepHeader
        title="Launch"
        description={`${draft.name.trim() || 'Your agent'} is ready. Verify your number and we'll call you with it.`}
        aside={<SandboxBadge kind="voice" />}
      />
      <FormField
        id="phone"
        label="Your phone number"
        error={phoneError}
        hint={verified ? undefined : 'US numbers can be typed as 10 digits; add + and the country code for others.'}
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              // A changed number is a different number: it must be verified again.
              proof.reset();
              setPending(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && proof.state.step === 'idle') {
                e.preventDefault();
                onVerify();
              }
            }}
            {...errorProps('phone', phoneError)}
          />
          <Button
            variant={verified ? 'secondary' : 'outline'}
            onClick={onVerify}
            disabled={!!verified || proof.state.step === 'sending'}
            className="sm:w-32"
          >
            {verified ? (
              <>
                <ShieldCheck /> Verified
              </>
            ) : proof.state.step === 'sending' ? (
              <>
                <Spinner className="h-4 w-4" label="Sending a code" /> Verify
              </>
            ) : (
              'Verify'
            )}
          </Button>
        </div>
      </FormField>
      {proof.state.step === 'code' && (
        <PhoneCodeField
          sent={proof.state.sent}
          checking={proof.state.checking}
          error={codeError}
          onCheck={(code) => void proof.check(code)}
          onResend={onVerify}
        />
      )}
      <div className="grid gap-3">
        <Button type="submit" size="lg" disabled={launch.isPending} className="w-full">
          {launch.isPending ? (
            <>
              <Spinner className="h-4 w-4" label="Launching" /> Launching...
            </>
          ) : (
            <>
              <PhoneCall /> Spin Up Agent
            </>
          )}
        </Button>
        <p className="text-center text-xs text-muted-foreground" data-testid="consent-text">
          {CALL_CONSENT_TEXT}
        </p>
      </div>
      <div className="flex flex-col-reverse items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={launch.isPending}>
          <ArrowLeft /> Back
        </Button>
        <Link
          href="/pricing"
          className="inline-flex items-center justify-center gap-2 text-sm font-medium text-primary hover:underline"
        >
          <CalendarDays className="h-4 w-4" aria-hidden /> Want a custom build? Book a call
        </Link>
      </div>
    </form>
  );
}
