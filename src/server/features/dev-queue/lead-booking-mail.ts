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

/** "Tuesday, June 2, 2026 at 10:00 AM (America/New York)", on one zone's clock. */
export function meetingTime(start: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(start);
  return `${when} (${timeZone.replace(/_/g, ' ')})`;
}

/**
 * The meeting on both clocks: the lead's own first (the time they turn up), then the business's,
 * so neither side does the sum. One zone when both are the same.
 */
export function meetingConfirmationMail(
  to: { name: string; email: string },
  meeting: { start: Date; end: Date; timeZone: string; calleeTimeZone?: string },
): MailMessage {
  const minutes = Math.round((meeting.end.getTime() - meeting.start.getTime()) / 60_000);
  const callee = meeting.calleeTimeZone ?? meeting.timeZone;
  const when =
    callee === meeting.timeZone
      ? meetingTime(meeting.start, callee)
      : `${meetingTime(meeting.start, callee)}, your time (${meetingTime(meeting.start, meeting.timeZone)} for us)`;
  return {
    to: to.email,
    subject: 'Your meeting is booked',
    text: [
      greeting(to.name),
      '',
      `Your meeting is booked for ${when}; it lasts ${minutes} minutes.`,
      '',
      'If the time no longer suits you, reply to this email.',
    ].join('\n'),
  };
}
