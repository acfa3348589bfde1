import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CreditCard, Wallet, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { SandboxBadge } from '@client/components/ui/sandbox-badge';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';
import { createDepositIntent } from './pricing-api';
import { CardCheckout } from './card-checkout';
import { useWalletCheckout } from './use-wallet-checkout';
import { INIT_FAILED } from './messages';

type Method = 'card' | 'wallet' | null;

/** Spec §2/§4: the payment-method panel (card or wallet provider) with its cancel control. */
export function PaymentMethodPanel({ onCancel, onPaid }: { onCancel(): void; onPaid(paymentId: string): void }) {
  const [method, setMethod] = useState<Method>(null);
  const intent = useMutation({ mutationFn: createDepositIntent });
  const wallet = useWalletCheckout(onPaid);

  const chooseCard = () => {
    setMethod('card');
    // One intent per panel: switching back and forth must not create new ones.
    if (!intent.data && !intent.isPending) intent.mutate();
  };

  return (
    <div className="grid gap-4 rounded-lg border bg-muted/30 p-4" data-testid="payment-method-panel">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">Choose a payment method</h3>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={wallet.processing} aria-label="Cancel payment">
          <X /> Cancel
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2" role="group" aria-label="Payment method">
        <MethodButton active={method === 'card'} onClick={chooseCard} icon={<CreditCard />} label="Card" />
        <MethodButton
          active={method === 'wallet'}
          onClick={() => setMethod('wallet')}
          icon={<Wallet />}
          // The spec's wallet provider, named on the button the visitor clicks.
          label="PayPal"
        />
      </div>

      {method === 'card' &&
        (intent.isPending ? (
          <Spinner label="Preparing payment" />
        ) : intent.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {INIT_FAILED}
          </p>
        ) : intent.data ? (
          <CardCheckout intent={intent.data} onPaid={onPaid} />
        ) : null)}

      {method === 'wallet' && (
        <div className="grid gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            PayPal opens in a small window to approve the payment. <SandboxBadge kind="wallet" />
          </p>
          <Button
            onClick={() => void wallet.start()}
            disabled={wallet.processing}
            className="bg-[#ffc439] text-black hover:bg-[#f2ba36]"
          >
            {wallet.processing ? <Spinner label="Waiting for PayPal" /> : null}
            {wallet.processing ? 'Processing...' : 'Pay with PayPal'}
          </Button>
        </div>
      )}
    </div>
  );
}

function MethodButton({
  active,
  onClick,
  icon,
  label,
}: {
  active: boolean;
  onClick(): void;
  icon: React.ReactNode;
  label: string;
}) {
  return (
    <Button
      variant="outline"
      onClick={onClick}
      aria-pressed={active}
      className={cn(active && 'border-primary bg-primary/10')}
    >
      {icon} {label}
    </Button>
  );
}
