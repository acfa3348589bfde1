import type { MailMessage } from '../../providers/mail/types';

/** The paid consultation's confirmation, plain text as the Sandbox outbox shows it. */
export function consultationMail(
  to: { name: string; email: string },
  slot: { start: Date; timeZone: string },
): MailMessage {
  const when = new Intl.DateTimeFormat('en-US', { timeZone: slot.timeZone, dateStyle: 'full', timeStyle: 'short' });
  return {
    to: to.email,
    subject: 'Your Callcraft consultation is booked',
    text: [
      to.name ? `Hello ${to.name},` : 'Hello,',
      '',
      `Your consultation about a custom AI voice agent is booked for ${when.format(slot.start)} (${slot.timeZone.replace(/_/g, ' ')}).`,
      '',
      'Your deposit is received. If the time no longer suits you, reply to this email.',
    ].join('\n'),
  };
}
