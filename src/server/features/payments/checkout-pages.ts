import { randomBytes } from 'node:crypto';
import { WALLET_POPUP_MESSAGE, type TWalletPopupMessage } from '@common/payments/schemas';
import { SANDBOX_APPROVE_PATH } from '../../providers/payments/sandbox-wallet';

// Small server-rendered pages shown inside the wallet popup. They carry their own CSP: the app's
// policy forbids inline script, and these pages need one line of it (tell the opener, close).

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface HtmlPage {
  html: string;
  csp: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#0b0f19;color:#e5e7eb;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center}
main{max-width:360px;padding:24px;border:1px solid #334155;border-radius:12px;background:#111827;text-align:center}
.badge{display:inline-block;font-size:12px;font-weight:600;padding:2px 8px;border-radius:999px;background:#f59e0b;color:#111827}
.amount{font-size:28px;font-weight:700;margin:12px 0}
button{font:inherit;padding:10px 16px;border-radius:8px;border:0;margin:6px;cursor:pointer}
.approve{background:#2563eb;color:#fff}.cancel{background:#374151;color:#e5e7eb}`;

function page(title: string, body: string, script?: string): HtmlPage {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
  const csp = `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
  return { html, csp };
}

/** After approval or cancel: post the outcome to the opener (same origin only), then close. */
export function popupResultPage(result: Omit<TWalletPopupMessage, 'type'>, sandbox: boolean): HtmlPage {
  const message: TWalletPopupMessage = { type: WALLET_POPUP_MESSAGE, ...result };
  const heading = {
    approved: 'Payment approved',
    pending: 'Payment pending',
    cancelled: 'Payment cancelled',
    failed: 'Payment not completed',
  }[result.status];
  const detail = result.message ?? 'You can close this window.';
  // JSON inside <script>: escape "<" so no value can end the script element.
  const json = JSON.stringify(message).replace(/</g, '\\u003c');
  const script = `try{if(window.opener){window.opener.postMessage(${json},window.location.origin)}}catch(e){}setTimeout(function(){window.close()},300);`;
  const badge = sandbox ? '<p><span class="badge">Sandbox</span></p>' : '';
  return page(heading, `${badge}<h1>${escape(heading)}</h1><p>${escape(detail)}</p>`, script);
}

/** The sandbox stand-in for PayPal's approval page: clearly labelled, Approve or Cancel. */
export function sandboxApprovalPage(orderId: string, amountLabel: string): HtmlPage {
  const id = escape(orderId);
  return page(
    'Sandbox PayPal approval',
    `<p><span class="badge">Sandbox</span></p><h1>PayPal checkout</h1>
<p>This is the sandbox: no PayPal account is charged.</p><p class="amount">${escape(amountLabel)}</p><p>Order ${id}</p>
<form method="post" action="${SANDBOX_APPROVE_PATH}"><input type="hidden" name="token" value="${id}">
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
<button class="cancel" type="submit" name="decision" value="cancel">Cancel</button></form>`,
  );
}

export function errorPage(message: string, sandbox: boolean): HtmlPage {
  const badge = sandbox ? '<p><span class="badge">Sandbox</span></p>' : '';
  return page('Payment', `${badge}<h1>Something went wrong</h1><p>${escape(message)}</p>`);
}
