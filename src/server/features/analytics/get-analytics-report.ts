import { AppError } from '@common/errors';
import { ANALYTICS_MAX_DAYS, type TAnalyticsReport, type TAnalyticsReportQuery } from '@common/analytics/report';
import type { AppContext } from '../../context';
import * as repo from './analytics-report.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The Analytics tab: page views, the wizard funnel, deposits and calls, over whole UTC days. */
export async function getAnalyticsReport(ctx: AppContext, query: TAnalyticsReportQuery): Promise<TAnalyticsReport> {
  const to = query.to ?? isoDay(ctx.clock.now());
  const from = query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
  const range = { from: new Date(`${from}T00:00:00Z`), to: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) };
  if (Number.isNaN(range.from.getTime()) || Number.isNaN(range.to.getTime()))
    throw new AppError('VALIDATION', 'Invalid date');
  if (range.to.getTime() <= range.from.getTime()) throw new AppError('VALIDATION', '"from" must not be after "to"');
  if (range.to.getTime() - range.from.getTime() > ANALYTICS_MAX_DAYS * DAY_MS)
    throw new AppError('VALIDATION', `Choose at most ${ANALYTICS_MAX_DAYS} days`);

  const db = ctx.db;
  const [byRoute, byDay, visitors, furthest, promptsGenerated, callsLaunched, deposits, callsByStatus] =
    await Promise.all([
      repo.pageViewsByRoute(db, range),
      repo.pageViewsByDay(db, range),
      repo.wizardVisitors(db, range),
      repo.furthestWizardSteps(db, range),
      repo.countEventsOfType(db, 'prompt_generated', range),
      repo.countEventsOfType(db, 'call_launched', range),
      repo.depositsByDay(db, range),
      repo.callsByStatus(db, range),
    ]);

  // "Reached step n" counts everyone whose furthest step is n or later.
  const steps = [1, 2, 3, 4, 5].map((step) => ({
    step,
    visitors: [...furthest].filter(([s]) => s >= step).reduce((a, [, n]) => a + n, 0),
  }));
  return {
    from,
    to,
    pageViews: { total: byDay.reduce((a, d) => a + d.count, 0), byRoute, byDay },
    funnel: { visitors, steps, promptsGenerated, callsLaunched },
    deposits: {
      count: deposits.reduce((a, d) => a + d.count, 0),
      totalCents: deposits.reduce((a, d) => a + d.amountCents, 0),
      byDay: deposits,
    },
    callsByStatus,
  };
}
