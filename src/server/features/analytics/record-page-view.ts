import type { TPageViewRequest, TWizardStepRequest } from '@common/analytics/schemas';
import type { AppContext } from '../../context';
import { insertEvent } from './analytics.repo';

/** Stores one page view. Only the path is kept: query strings can carry ids (e.g. /success?id=…). */
export async function recordPageView(ctx: AppContext, visitorId: string, input: TPageViewRequest): Promise<void> {
  const path = input.path.split(/[?#]/)[0].toLowerCase() || '/';
  await insertEvent(ctx.db, {
    type: 'page_view',
    path,
    visitorId,
    props: input.referrer ? { referrer: input.referrer } : {},
  });
}

/** Stores that a visitor reached a wizard step (the analytics funnel). */
export async function recordWizardStep(ctx: AppContext, visitorId: string, input: TWizardStepRequest): Promise<void> {
  await insertEvent(ctx.db, { type: 'wizard_step', path: '/', visitorId, props: { step: input.step } });
}
