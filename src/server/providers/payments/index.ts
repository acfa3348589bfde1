import type { ProviderDeps } from '../deps';
import { sandboxLedger } from '../../features/payments/payments.repo';
import { paypalApiBase } from '../../config/paypal-mode';
import { PaypalWalletPayments } from './paypal';
import { SandboxCardPayments } from './sandbox-card';
import { SandboxWalletPayments } from './sandbox-wallet';
import { StripeCardPayments } from './stripe';
import type { CardPayments, WalletPayments } from './types';

// Same decision as providerReport (mode-report.ts): the real adapter when its key is set. The
// sandbox keeps its stand-in vendor records in our payments table, and the payments repository is
// the one place allowed to touch that table, hence the import from the feature.

export function createCardPayments(deps: ProviderDeps): CardPayments {
  const { env } = deps;
  if (!env.STRIPE_SECRET_KEY) return new SandboxCardPayments(sandboxLedger(deps.database.db));
  return new StripeCardPayments({
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    apiUrl: env.STRIPE_API_URL,
  });
}

export function createWalletPayments(deps: ProviderDeps): WalletPayments {
  const { env } = deps;
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET)
    return new SandboxWalletPayments(sandboxLedger(deps.database.db));
  return new PaypalWalletPayments({
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID ?? null,
    apiBase: paypalApiBase(env),
  });
}
