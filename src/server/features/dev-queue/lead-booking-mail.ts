import type { MailMessage } from '../../providers/mail/types';

// The mails a qualified lead receives: the booking link, and the meeting's confirmation. Plain
// text, so the Sandbox outbox shows exactly what the lead reads.

const greeting = (name: string) => (name ? `Hello ${name},` : 'Hello,');

export function bookingLinkMail(to: { name: string; email: string }, url: string): MailMessage {
  return {
    to: to.email,
    subject: 'Pick a time for our meeting',
    text: [
      greeting(to.name),
      '',
      'Thank you for talking with us. Choose a time that suits you for a follow-up meeting here:',
      '',
      url,
      '',
      'Booking takes a minute and costs nothing. The link is for you only; please do not forward it.',
    ].join('\n'),
  };
}

/** "Tuesday, June 2, 2026 at 10:00 AM (America/New York)", in the scheduler's zone. */
export function meetingTime(start: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(start);
  return `${when} (${timeZone.replace(/_/g, ' ')})`;
}

export function meetingConfirmationMail(
  to: { name: string; email: string },
  meeting: { start: Date; end: Date; timeZone: string },
): MailMessage {
  const minutes = Math.round((meeting.end.getTime() - meeting.start.getTime()) / 60_000);
  return {
    to: to.email,
    subject: 'Your meeting is booked',
    text: [
      greeting(to.name),
      '',
      `Your meeting is booked for ${meetingTime(meeting.start, meeting.timeZone)}; it lasts ${minutes} minutes.`,
      '',
      'If the time no longer suits you, reply to this email.',
    ].join('\n'),
  };
}
