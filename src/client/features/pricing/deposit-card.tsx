import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CheckCircle2, Lock } from 'lucide-react';
import { DEPOSIT_LABEL } from '@common/pricing/tiers';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { forgetPaid, rememberPaid, rememberedPaid } from './paid-memory';
import { useDepositStatus, useVerifyPayment } from './use-deposit';
import { DEPOSIT_PAID_LABEL, PAY_DEPOSIT_LABEL, VERIFYING_LABEL, VERIFY_LABEL, shortPaymentId } from './messages';

// The payment panel (card forms, PayPal checkout) is fetched when the visitor reaches for the Pay
// button, not with the page: most visitors read the prices first.
const loadPaymentPanel = () => import('./payment-method-panel');
const PaymentMethodPanel = lazy(() => loadPaymentPanel().then((m) => ({ default: m.PaymentMethodPanel })));
const prefetchPaymentPanel = () => void loadPaymentPanel().catch(() => {});

type Stage = { kind: 'idle' } | { kind: 'choosing' } | { kind: 'paid'; paymentId: string; remembered?: boolean };

/**
 * A Stripe redirect-based payment returns to /pricing?payment_intent=…: resume at verification.
 * So does a payment made here earlier and never verified (paid-memory.ts).
 */
function initialStage(): Stage {
  // Prerendered at build time there is no window; the server sends that HTML only without a query.
  if (typeof window === 'undefined') return { kind: 'idle' };
  const returned = new URLSearchParams(window.location.search).get('payment_intent');
  if (returned) return { kind: 'paid', paymentId: returned };
  const remembered = rememberedPaid();
  return remembered ? { kind: 'paid', paymentId: remembered, remembered: true } : { kind: 'idle' };
}

/**
 * Spec §4 deposit states: not started → payment-method panel (cancel returns) → payment made →
 * verification → verified ('Deposit Paid' + the first 8 characters of the payment id).
 */
export function DepositCard() {
  const status = useDepositStatus();
  const verify = useVerifyPayment();
  const [stage, setStage] = useState<Stage>(initialStage);
  const verified = status.data?.verified === true;

  useEffect(() => {
    if (verified) forgetPaid();
  }, [verified]);
  // A remembered payment is verified once on return, without asking the visitor to press again.
  const askedOnReturn = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (stage.kind !== 'paid' || !stage.remembered || askedOnReturn.current) return;
    if (!status.data || status.data.verified) return;
    askedOnReturn.current = true;
    mutate(stage.paymentId);
  }, [stage, status.data, mutate]);

  return (
    <Card className="flex flex-col" data-testid="deposit-card">
      <CardHeader>
        <CardTitle as="h2">Custom agent deposit</CardTitle>
        <CardDescription>Reserve your build and unlock the consultation calendar.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-4xl font-bold tracking-tight">
          {DEPOSIT_LABEL} <span className="text-base font-normal text-muted-foreground">USD</span>
        </p>

        {status.isPending ? (
          // The height of the Pay button that usually replaces it, so the card below does not move.
          <div className="flex h-11 items-center">
            <Spinner label="Checking your deposit" />
          </div>
        ) : verified && status.data ? (
          <div
            className="flex items-center gap-3 rounded-lg border border-success/40 bg-success/10 p-4"
            data-testid="deposit-paid"
          >
            <CheckCircle2 className="h-6 w-6 text-success" aria-hidden />
            <div>
              <p className="font-semibold text-success">{DEPOSIT_PAID_LABEL}</p>
              <p className="text-sm text-muted-foreground">
                Payment ID: <code className="font-mono">{shortPaymentId(status.data.paymentId ?? '')}</code>
              </p>
            </div>
          </div>
        ) : stage.kind === 'paid' ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Payment received. Verify it to unlock your booking calendar.
            </p>
            <Button onClick={() => verify.mutate(stage.paymentId)} disabled={verify.isPending} size="lg">
              {verify.isPending ? <Spinner label="Verifying payment" /> : null}
              {verify.isPending ? VERIFYING_LABEL : VERIFY_LABEL}
            </Button>
          </div>
        ) : stage.kind === 'choosing' ? (
          <Suspense fallback={<Spinner label="Loading payment methods" />}>
            <PaymentMethodPanel
              onCancel={() => setStage({ kind: 'idle' })}
              onPaid={(paymentId) => {
                rememberPaid(paymentId);
                setStage({ kind: 'paid', paymentId });
              }}
            />
          </Suspense>
        ) : (
          <Button
            size="lg"
            onPointerEnter={prefetchPaymentPanel}
            onFocus={prefetchPaymentPanel}
            onClick={() => setStage({ kind: 'choosing' })}
          >
            {PAY_DEPOSIT_LABEL}
          </Button>
        )}

        {!verified && (
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <Lock className="h-3.5 w-3.5" aria-hidden /> The booking calendar opens once your deposit is verified.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
