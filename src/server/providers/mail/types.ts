import type { TProviderMode } from '@common/system/providers';

// Account mail: verification links, password-reset links, "someone tried to sign up as you".
// Plain text only, so the Sandbox outbox shows exactly what a recipient would read.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailProvider {
  readonly mode: TProviderMode;
  readonly adapter: 'smtp' | 'sandbox';
  send(message: MailMessage): Promise<void>;
}

/** What the Sandbox writes to; implemented by the mail feature's repo (the only code touching the table). */
export interface OutboxStore {
  append(entry: MailMessage & { links: string[] }): Promise<void>;
}
