import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { promptTemplates } from '../../db/schema';

export interface StoredTemplate {
  template: string;
  updatedBy: string | null;
  updatedAt: Date;
}

export async function findTemplate(db: DbOrTx, key: string): Promise<StoredTemplate | null> {
  const [row] = await db
    .select({ template: promptTemplates.template, updatedBy: promptTemplates.updatedBy, updatedAt: promptTemplates.updatedAt })
    .from(promptTemplates)
    .where(eq(promptTemplates.key, key))
    .limit(1);
  return row ?? null;
}

/** One row per key (unique index): a save replaces the previous text. */
export async function saveTemplate(db: DbOrTx, key: string, template: string, updatedBy: string | null, at: Date): Promise<StoredTemplate> {
  const [row] = await db
    .insert(promptTemplates)
    .values({ key, template, updatedBy, updatedAt: at })
    .onConflictDoUpdate({ target: promptTemplates.key, set: { template, updatedBy, updatedAt: at } })
    .returning({ template: promptTemplates.template, updatedBy: promptTemplates.updatedBy, updatedAt: promptTemplates.updatedAt });
  return row;
}

export async function deleteTemplate(db: DbOrTx, key: string): Promise<void> {
  await db.delete(promptTemplates).where(eq(promptTemplates.key, key));
}
