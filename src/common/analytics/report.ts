import { z } from 'zod';

const ZDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date')
  // 2026-13-45 has the right shape but is no day: refused here rather than by the database.
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Use a real YYYY-MM-DD date',
  );

/** GET /api/admin/analytics?from&to: whole UTC days, both ends included. Default: the last 30 days. */
export const ZAnalyticsReportQuery = z
  .object({ from: ZDay.optional(), to: ZDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '"from" must not be after "to"', path: ['from'] });
export type TAnalyticsReportQuery = z.infer<typeof ZAnalyticsReportQuery>;

export const ANALYTICS_MAX_DAYS = 366;

export const ZAnalyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  pageViews: z.object({
    total: z.number().int(),
    byRoute: z.array(z.object({ path: z.string(), count: z.number().int() })),
    byDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  }),
  funnel: z.object({
    /** Distinct visitors who viewed the wizard's page (/). */
    visitors: z.number().int(),
    /** Distinct visitors who reached at least each wizard step, 1 to 5. */
    steps: z.array(z.object({ step: z.number().int(), visitors: z.number().int() })),
    promptsGenerated: z.number().int(),
    callsLaunched: z.number().int(),
  }),
  deposits: z.object({
    count: z.number().int(),
    totalCents: z.number().int(),
    byDay: z.array(z.object({ day: z.string(), count: z.number().int(), amountCents: z.number().int() })),
  }),
  callsByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
});
export type TAnalyticsReport = z.infer<typeof ZAnalyticsReport>;
