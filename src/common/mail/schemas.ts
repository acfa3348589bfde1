import { z } from 'zod';

// The Sandbox mail outbox (GET /api/admin/outbox): what would have been sent without SMTP_URL.

export const OUTBOX_PAGE_SIZE = 50;

export const ZOutboxMessage = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** True when the reader is neither the recipient nor an Owner: the links (and their text) are withheld. */
  linksHidden: z.boolean(),
  createdAt: z.string(),
});

export const ZOutboxResponse = z.object({
  /** "sandbox" while mail is kept here; "live" when SMTP sends it (the outbox then stays empty). */
  mode: z.enum(['live', 'sandbox']),
  messages: z.array(ZOutboxMessage),
});
/** What stands in the mail's text where a withheld link was. */
export const HIDDEN_LINK = '[link visible to the recipient and Owners]';

export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;
