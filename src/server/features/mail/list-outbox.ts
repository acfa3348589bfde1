import { HIDDEN_LINK, OUTBOX_PAGE_SIZE, type TOutboxResponse } from '@common/mail/schemas';
import { roleCan } from '@common/members/roles';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { listOutbox } from './mail.repo';

const URL_IN_TEXT = /https?:\/\/\S+/g;

/**
 * GET /api/admin/outbox: the Sandbox's stored mail, newest first, with the links found in each.
 * An invitation or reset link is the account it opens: only its recipient and those who may
 * manage members (Owners) see it, or an Admin could accept an Owner's invitation or reset the
 * Owner's password.
 */
export async function listOutboxMessages(ctx: AppContext, reader: AdminUser): Promise<TOutboxResponse> {
  const rows = await listOutbox(ctx.db, OUTBOX_PAGE_SIZE);
  const seesAll = roleCan(reader.role, 'members:manage');
  return {
    mode: ctx.providers.mail.mode,
    messages: rows.map((r) => {
      const hidden = !seesAll && r.recipient.toLowerCase() !== reader.email.toLowerCase();
      return {
        id: r.id,
        recipient: r.recipient,
        subject: r.subject,
        text: hidden ? r.text.replace(URL_IN_TEXT, HIDDEN_LINK) : r.text,
        links: hidden ? [] : r.links,
        linksHidden: hidden && r.links.length > 0,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}
