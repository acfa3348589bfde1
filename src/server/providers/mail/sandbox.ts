import type { MailMessage, MailProvider, OutboxStore } from './types';
import { linksIn } from './links';

/** Without SMTP_URL: mail is kept in the database outbox (GET /api/admin/outbox), never sent. */
export class SandboxMail implements MailProvider {
  readonly mode = 'sandbox' as const;
  readonly adapter = 'sandbox' as const;

  constructor(private readonly outbox: OutboxStore) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.append({ ...message, links: linksIn(message.text) });
  }
}
