import type { ProviderDeps } from '../deps';
import { outboxStore } from '../../features/mail/mail.repo';
import { SandboxMail } from './sandbox';
import { SmtpMail } from './smtp';
import type { MailProvider } from './types';

/**
 * SMTP when SMTP_URL is set (same decision as mode-report.ts), else the Sandbox outbox. The
 * outbox table belongs to the mail feature, whose repo is the only code touching it.
 */
export function createMailProvider(deps: ProviderDeps): MailProvider {
  const { env } = deps;
  if (env.SMTP_URL) return new SmtpMail(env.SMTP_URL, env.MAIL_FROM ?? `Callcraft <${env.CONTACT_EMAIL}>`);
  return new SandboxMail(outboxStore(deps.database.db));
}
