import nodemailer, { type Transporter } from 'nodemailer';
import { AppError } from '@common/errors';
import type { MailMessage, MailProvider } from './types';

/**
 * Real mail through any SMTP server, from SMTP_URL (smtp:// with STARTTLS when offered, smtps://
 * for implicit TLS, credentials in the URL). Failures become a PROVIDER_ERROR that names SMTP and
 * the server's answer code, never the credentials.
 */
export class SmtpMail implements MailProvider {
  readonly mode = 'live' as const;
  readonly adapter = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    transportOptions: Record<string, unknown> = {},
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...transportOptions,
    } as never);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    } catch (err) {
      const e = err as { responseCode?: number; code?: string };
      throw new AppError(
        'PROVIDER_ERROR',
        `SMTP refused the message${e.responseCode ? ` (${e.responseCode})` : e.code ? ` (${e.code})` : ''}`,
        { vendor: 'smtp' },
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
