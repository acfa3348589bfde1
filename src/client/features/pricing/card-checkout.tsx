import { lazy, Suspense } from 'react';
import type { TCreateDepositIntentResponse } from '@common/payments/schemas';
import { Spinner } from '@client/components/ui/spinner';
import { SandboxCardForm } from './sandbox-card-form';
import { INIT_FAILED } from './messages';

// Stripe.js is only fetched when a live Stripe key is configured.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The card form for a created intent: the sandbox form, or Stripe Elements when live. */
export function CardCheckout({
  intent,
  onPaid,
}: {
  intent: TCreateDepositIntentResponse;
  onPaid(paymentId: string): void;
}) {
  if (intent.mode === 'sandbox') return <SandboxCardForm clientSecret={intent.clientSecret} onPaid={onPaid} />;
  if (!intent.publishableKey) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {INIT_FAILED}
      </p>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading secure card form" />}>
      <StripeCardForm clientSecret={intent.clientSecret} publishableKey={intent.publishableKey} onPaid={onPaid} />
    </Suspense>
  );
}
