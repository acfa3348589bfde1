import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '@client/components/ui/button';
import { FieldError } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { useTheme } from '@client/lib/theme';
import { announceCardFailure, announceCardSuccess, announceCardUncertain } from './card-result';
import { PAY_DEPOSIT_LABEL } from './messages';

interface Props {
  clientSecret: string;
  publishableKey: string;
  onPaid(paymentId: string): void;
}

/** Stripe Elements (live): Stripe.js confirms the intent; a redirect happens only if the method needs one. */
export default function StripeCardForm({ clientSecret, publishableKey, onPaid }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const { theme } = useTheme();
  return (
    <Elements
      stripe={stripePromise}
      options={{ clientSecret, appearance: { theme: theme === 'dark' ? 'night' : 'stripe' } }}
    >
      <CheckoutForm onPaid={onPaid} />
    </Elements>
  );
}

function CheckoutForm({ onPaid }: { onPaid(paymentId: string): void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    try {
      const { error: failure, paymentIntent } = await stripe.confirmPayment({
        elements,
        // Used only by redirect-based methods; the pricing page resumes verification on return.
        confirmParams: { return_url: `${window.location.origin}/pricing` },
        redirect: 'if_required',
      });
      if (failure) setError(announceCardFailure(new Error(failure.message ?? '')));
      else if (paymentIntent?.status === 'succeeded') {
        announceCardSuccess();
        onPaid(paymentIntent.id);
      } else setError(announceCardUncertain());
    } catch (err) {
      setError(announceCardFailure(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Card payment">
      <PaymentElement />
      <FieldError message={error ?? undefined} id="card-error" />
      <Button type="submit" disabled={!stripe || busy}>
        {busy ? <Spinner label="Processing payment" /> : null}
        {busy ? 'Processing...' : PAY_DEPOSIT_LABEL}
      </Button>
    </form>
  );
}
