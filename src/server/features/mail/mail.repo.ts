import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { mailOutbox } from '../../db/schema';
import type { OutboxStore } from '../../providers/mail/types';

// The only file touching mail_outbox.

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function outboxStore(db: Db): OutboxStore {
  return {
    async append(entry) {
      await db
        .insert(mailOutbox)
        .values({ recipient: entry.to, subject: entry.subject, text: entry.text, links: entry.links });
    },
  };
}

/** Newest first. */
export async function listOutbox(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
