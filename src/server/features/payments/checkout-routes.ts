import type { FastifyReply } from 'fastify';
import { isAppError } from '@common/errors';
import { DEPOSIT_CURRENCY, DEPOSIT_LABEL } from '@common/pricing/tiers';
import { ZSandboxWalletDecision, ZWalletReturnQuery } from '@common/payments/schemas';
import type { App, FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { SANDBOX_APPROVE_PATH } from '../../providers/payments/sandbox-wallet';
import { completeWalletReturn } from './complete-wallet-return';
import { WALLET_CANCEL_PATH, WALLET_RETURN_PATH } from './create-order';
import { decideSandboxOrder } from './decide-sandbox-order';
import { errorPage, popupResultPage, sandboxApprovalPage, type HtmlPage } from './checkout-pages';

// Pages inside the wallet popup: the wallet provider's return/cancel targets and the sandbox
// approval page. They answer HTML, never JSON, so the popup always shows something and can close
// itself.
const path = (p: string) => p.replace(/^\/api/, '');

const limit = rateLimit(60, 60_000, 'Too many requests. Please wait a moment before trying again.');

function sendPage(reply: FastifyReply, page: HtmlPage, status = 200) {
  return reply
    .status(status)
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

export const checkoutRoutes: FeatureRoutes = async (app, ctx) => {
  const sandbox = () => ctx.providers.wallet.mode === 'sandbox';
  const hide = { hide: true } as const;

  app.get(
    path(WALLET_RETURN_PATH),
    { config: limit, schema: { ...hide, querystring: ZWalletReturnQuery } },
    async (req, reply) => {
      const result = await completeWalletReturn(ctx, req.visitorId, req.query.token);
      if ('redirectTo' in result) return reply.header('cache-control', 'no-store').redirect(result.redirectTo, 303);
      return sendPage(reply, popupResultPage(result, sandbox()));
    },
  );

  app.get(
    path(WALLET_CANCEL_PATH),
    { config: limit, schema: { ...hide, querystring: ZWalletReturnQuery } },
    async (req, reply) =>
      sendPage(reply, popupResultPage({ status: 'cancelled', orderId: req.query.token }, sandbox())),
  );

  app.get(
    path(SANDBOX_APPROVE_PATH),
    { config: limit, schema: { ...hide, querystring: ZWalletReturnQuery } },
    async (req, reply) => {
      if (!sandbox())
        return sendPage(reply, errorPage('The sandbox PayPal checkout is off: PayPal payments are live.', false), 404);
      return sendPage(reply, sandboxApprovalPage(req.query.token, `${DEPOSIT_LABEL} ${DEPOSIT_CURRENCY}`));
    },
  );

  // The approval page posts an HTML form; that parser lives only in this small scope.
  await app.register(async (scope) => {
    const forms = scope as App;
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    forms.post(
      path(SANDBOX_APPROVE_PATH),
      { config: limit, schema: { ...hide, body: ZSandboxWalletDecision } },
      async (req, reply) => {
        try {
          const { redirectTo } = await decideSandboxOrder(ctx, req.body);
          return reply.redirect(redirectTo, 303);
        } catch (err) {
          if (!isAppError(err)) throw err;
          return sendPage(reply, errorPage(err.message, true), err.status);
        }
      },
    );
  });
};
