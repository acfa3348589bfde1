import type { AppContext } from '../../context';
import type { MailMessage } from '../../providers/mail/types';

/** The owner of the record a mail is about marks it mailed (claim) and unmarks it when sending failed. */
export interface MailClaim {
  /** True for the one caller that may send; false when it was sent (or is being sent) already. */
  take(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Sends a mail at most once per claim: a retried request, a second click or two racing requests
 * find the claim taken and send nothing. True when the mail went out (now, or by the caller that
 * holds the claim); a failed send gives the claim back, so a later retry may send it, and answers
 * false: the caller says nothing was sent.
 */
export async function sendMailOnce(ctx: AppContext, mail: MailMessage, claim: MailClaim): Promise<boolean> {
  if (!(await claim.take())) return true;
  try {
    await ctx.providers.mail.send(mail);
    return true;
  } catch (err) {
    ctx.logger.error({ err, subject: mail.subject }, 'mail could not be sent');
    await claim.release();
    return false;
  }
}
