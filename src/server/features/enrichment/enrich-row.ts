import type { TEnrichment, TEnrichRowRequest } from '@common/enrichment/schemas';
import type { AppContext } from '../../context';
import { loadBaseTemplate } from '../prompts/base-template';
import { DEFAULT_PROMPT_TEMPLATE } from '../prompts/default-template';
import { buildEnrichment } from './build-enrichment';
import { politeWeb } from './polite-web';

/**
 * POST /api/enrich-lead (spec §7): enriches one AI Upload row without storing anything. Admin-only
 * despite its path: it fetches arbitrary websites (see PROTECTED_PREFIXES).
 */
export async function enrichRow(ctx: AppContext, row: TEnrichRowRequest): Promise<TEnrichment> {
  const [firstName = '', ...rest] = row.contactName.split(/\s+/).filter(Boolean);
  const template = (await loadBaseTemplate(ctx))?.template ?? DEFAULT_PROMPT_TEMPLATE;
  const polite: AppContext = { ...ctx, providers: { ...ctx.providers, web: politeWeb(ctx.providers.web) } };
  return buildEnrichment(
    polite,
    {
      companyName: row.company,
      firstName,
      lastName: rest.join(' '),
      email: row.email,
      phoneNumber: row.phone,
      website: row.website,
      industry: '',
    },
    template,
  );
}
