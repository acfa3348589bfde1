import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/common/errors';
import { SmtpMail } from '../../src/server/providers/mail/smtp';
import { startFakeSmtp, type FakeSmtp } from './smtp';

// The real adapter (nodemailer) against a real SMTP server started here.

describe('SMTP mail adapter ↔ SMTP server', () => {
  let smtp: FakeSmtp;
  let mail: SmtpMail;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    mail = new SmtpMail(smtp.url, 'Callcraft <no-reply@callcraft.test>');
  });
  afterAll(async () => {
    mail?.close();
    await smtp?.close();
  });

  it('authenticates with the credentials in SMTP_URL and delivers sender, recipient, subject and text intact', async () => {
    const link =
      'http://127.0.0.1:3000/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.sig&callbackURL=%2Femail-verified';
    await mail.send({
      to: 'ann@example.test',
      subject: 'Verify your email address for Callcraft',
      text: `Hello,\n\nOpen this link:\n\n${link}\n`,
    });
    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0];
    expect(got.user).toBe('mailer');
    expect(got.envelopeFrom).toBe('no-reply@callcraft.test');
    expect(got.envelopeTo).toEqual(['ann@example.test']);
    expect(got.from).toBe('"Callcraft" <no-reply@callcraft.test>');
    expect(got.subject).toBe('Verify your email address for Callcraft');
    // Long links survive the transfer encoding unbroken (what the recipient clicks).
    expect(got.text).toContain(link);
  });

  it('turns a refused recipient into a PROVIDER_ERROR naming the SMTP answer code, never the credentials', async () => {
    const err = await mail.send({ to: 'nobody@refuse.invalid', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('PROVIDER_ERROR');
    expect((err as AppError).message).toBe('SMTP refused the message (550)');
    expect((err as AppError).message).not.toContain('mailer-secret');
  });

  it('fails clearly when the server refuses the credentials', async () => {
    const wrong = new SmtpMail(smtp.url.replace('mailer-secret', 'wrong'), 'x@callcraft.test');
    try {
      const err = await wrong.send({ to: 'ann@example.test', subject: 's', text: 't' }).catch((e: unknown) => e);
      expect((err as AppError).code).toBe('PROVIDER_ERROR');
      expect((err as AppError).message).toMatch(/^SMTP refused the message \((535|EAUTH)\)$/);
    } finally {
      wrong.close();
    }
  });
});
