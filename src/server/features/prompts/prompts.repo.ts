import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/tx';
import { promptTemplates, promptTemplateVersions } from '../../db/schema';

export interface StoredTemplate {
  template: string;
  updatedBy: string | null;
  updatedAt: Date;
}

export async function findTemplate(db: DbOrTx, key: string): Promise<StoredTemplate | null> {
  const [row] = await db
    .select({
      template: promptTemplates.template,
      updatedBy: promptTemplates.updatedBy,
      updatedAt: promptTemplates.updatedAt,
    })
    .from(promptTemplates)
    .where(eq(promptTemplates.key, key))
    .limit(1);
  return row ?? null;
}

/** One row per key (unique index): a save replaces the previous text. */
export async function saveTemplate(
  db: DbOrTx,
  key: string,
  template: string,
  updatedBy: string | null,
  at: Date,
): Promise<StoredTemplate> {
  const [row] = await db
    .insert(promptTemplates)
    .values({ key, template, updatedBy, updatedAt: at })
    .onConflictDoUpdate({ target: promptTemplates.key, set: { template, updatedBy, updatedAt: at } })
    .returning({
      template: promptTemplates.template,
      updatedBy: promptTemplates.updatedBy,
      updatedAt: promptTemplates.updatedAt,
    });
  return row;
}

export async function deleteTemplate(db: DbOrTx, key: string): Promise<void> {
  await db.delete(promptTemplates).where(eq(promptTemplates.key, key));
}

export interface TemplateVersionInput {
  key: string;
  template: string;
  isDefault: boolean;
  savedBy: string | null;
  savedAt: Date | null;
  replacedBy: string | null;
  replacedAt: Date;
  replacedVia: 'save' | 'reset' | 'restore';
}

export async function insertTemplateVersion(db: DbOrTx, v: TemplateVersionInput): Promise<void> {
  await db.insert(promptTemplateVersions).values(v);
}

const versionColumns = {
  id: promptTemplateVersions.id,
  isDefault: promptTemplateVersions.isDefault,
  savedBy: promptTemplateVersions.savedBy,
  savedAt: promptTemplateVersions.savedAt,
  replacedBy: promptTemplateVersions.replacedBy,
  replacedAt: promptTemplateVersions.replacedAt,
  replacedVia: promptTemplateVersions.replacedVia,
  chars: sql<number>`length(${promptTemplateVersions.template})::int`,
};

/** Newest replacement first. */
export async function listTemplateVersions(db: DbOrTx, key: string, limit: number) {
  return db
    .select(versionColumns)
    .from(promptTemplateVersions)
    .where(eq(promptTemplateVersions.key, key))
    .orderBy(desc(promptTemplateVersions.replacedAt), desc(promptTemplateVersions.id))
    .limit(limit);
}

export async function findTemplateVersion(db: DbOrTx, key: string, id: string) {
  const [row] = await db
    .select({ ...versionColumns, template: promptTemplateVersions.template })
    .from(promptTemplateVersions)
    .where(and(eq(promptTemplateVersions.key, key), eq(promptTemplateVersions.id, id)))
    .limit(1);
  return row ?? null;
}
