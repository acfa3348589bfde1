import { OUTBOX_PAGE_SIZE, type TOutboxResponse } from '@common/mail/schemas';
import type { AppContext } from '../../context';
import { listOutbox } from './mail.repo';

/** GET /api/admin/outbox: the Sandbox's stored mail, newest first, with the links found in each. */
export async function listOutboxMessages(ctx: AppContext): Promise<TOutboxResponse> {
  const rows = await listOutbox(ctx.db, OUTBOX_PAGE_SIZE);
  return {
    mode: ctx.providers.mail.mode,
    messages: rows.map((r) => ({
      id: r.id,
      recipient: r.recipient,
      subject: r.subject,
      text: r.text,
      links: r.links,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
