import { AppError } from '@common/errors';
import {
  TEMPLATE_VERSION_LIST_LIMIT,
  type TPromptTemplateResponse,
  type TTemplateVersion,
  type TTemplateVersionSummary,
} from '@common/prompts/schemas';
import type { AppContext } from '../../context';
import type { AdminUser } from '../../http/types';
import { BASE_TEMPLATE_KEY } from './base-template';
import { findTemplateVersion, listTemplateVersions } from './prompts.repo';
import { replaceTemplate } from './replace-template';

type Row = Awaited<ReturnType<typeof listTemplateVersions>>[number];
const summary = (r: Row): TTemplateVersionSummary => ({
  id: r.id,
  isDefault: r.isDefault,
  savedBy: r.savedBy,
  savedAt: r.savedAt ? r.savedAt.toISOString() : null,
  replacedBy: r.replacedBy,
  replacedAt: r.replacedAt.toISOString(),
  replacedVia: r.replacedVia as TTemplateVersionSummary['replacedVia'],
  chars: Number(r.chars),
});

/** The earlier versions of the base template, newest first. */
export async function listVersions(ctx: AppContext): Promise<TTemplateVersionSummary[]> {
  return (await listTemplateVersions(ctx.db, BASE_TEMPLATE_KEY, TEMPLATE_VERSION_LIST_LIMIT)).map(summary);
}

export async function getVersion(ctx: AppContext, id: string): Promise<TTemplateVersion> {
  const row = await findTemplateVersion(ctx.db, BASE_TEMPLATE_KEY, id);
  if (!row) throw new AppError('NOT_FOUND', 'Template version not found');
  return { ...summary(row), template: row.template };
}

/** Makes an earlier version current again; the text it replaces becomes a version in turn. */
export async function restoreVersion(
  ctx: AppContext,
  id: string,
  admin: AdminUser | null,
): Promise<TPromptTemplateResponse> {
  const version = await getVersion(ctx, id);
  return replaceTemplate(ctx, version.isDefault ? null : version.template, admin, 'restore');
}
