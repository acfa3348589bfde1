import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FieldError, Input, Label } from '@client/components/ui/input';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { Spinner } from '@client/components/ui/spinner';
import { confirmSandboxCard } from './pricing-api';
import { announceCardFailure, announceCardSuccess, announceCardUncertain } from './card-result';
import { PAY_DEPOSIT_LABEL } from './messages';

/**
 * The card form used when no Stripe key is configured: the app's own sandbox checkout, which
 * answers like Stripe's test mode. Clearly labelled, and it names the test cards.
 */
export function SandboxCardForm({ clientSecret, onPaid }: { clientSecret: string; onPaid(paymentId: string): void }) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: confirmSandboxCard,
    onSuccess: (res) => {
      if (res.status !== 'succeeded') return setError(announceCardUncertain());
      announceCardSuccess();
      onPaid(res.paymentId);
    },
    onError: (err) => setError(announceCardFailure(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    pay.mutate({ clientSecret, cardNumber, expiry, cvc });
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Sandbox card payment" data-testid="sandbox-card-form">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-medium">
          <CreditCard className="h-4 w-4" aria-hidden /> Card details
        </span>
        <SandboxBadge kind="card" />
      </div>
      <p className="text-xs text-muted-foreground">
        Sandbox checkout: no card is charged. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="card-number">Card number</Label>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="card-expiry">Expiry</Label>
          <Input
            id="card-expiry"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="card-cvc">CVC</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value)}
          />
        </div>
      </div>
      <FieldError message={error ?? undefined} id="card-error" />
      <Button type="submit" disabled={pay.isPending}>
        {pay.isPending ? <Spinner label="Processing payment" /> : null}
        {pay.isPending ? 'Processing...' : PAY_DEPOSIT_LABEL}
      </Button>
    </form>
  );
}
