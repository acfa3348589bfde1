import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

// A real SMTP server (the smtp-server package) on an ephemeral port: the mail adapter's contract
// test speaks the actual protocol to it (EHLO, AUTH, MAIL FROM, RCPT TO, DATA), and every message
// it accepts is parsed back from its raw MIME form.

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  user: string | undefined;
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface FakeSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export const FAKE_SMTP_USER = 'mailer';
export const FAKE_SMTP_PASSWORD = 'mailer-secret';

/** Refuses recipients at `refuse.invalid` with a permanent 550, like a real server refusing an address. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === FAKE_SMTP_USER && auth.password === FAKE_SMTP_PASSWORD)
        return cb(null, { user: auth.username });
      cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, cb) {
      if (address.address.endsWith('@refuse.invalid'))
        return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            from: mail.from?.text ?? '',
            to: Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : (mail.to?.text ?? ''),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          cb();
        },
        (err: Error) => cb(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${FAKE_SMTP_USER}:${FAKE_SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
