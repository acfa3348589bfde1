import { z } from 'zod';
import { ZProviderReport } from '../system/providers';

// Admin spec §3 "Diagnostics environment response" and "Network test response" (GET /api/debug/*).
// Only presence is ever reported, never a value: these answers may be pasted into a support ticket.

export const ZDiagnosticsEnvironment = z.object({
  environment: z.object({
    /** The spec writes "hasBlankAiKey"; it means the Bland AI (voice calls) key. */
    hasBlandAiKey: z.boolean(),
    /** PayPal client id and secret are both set. */
    hasPayPalConfig: z.boolean(),
    hasDatabaseUrl: z.boolean(),
    nodeEnv: z.string(),
  }),
  isProduction: z.boolean(),
  validation: z.object({
    /** True when nothing production needs is missing. */
    isValid: z.boolean(),
    /** Variable names production needs and that are not set. */
    missing: z.array(z.string()),
    /** Sandboxed providers and incomplete vendor set-ups: the app runs, but not for real. */
    warnings: z.array(z.string()),
    /**
     * What would stop this configuration from starting with NODE_ENV=production, one line per
     * problem ("VARIABLE: reason"): the same list the server prints when it refuses to start.
     */
    productionProblems: z.array(z.string()),
  }),
  providers: ZProviderReport,
});
export type TDiagnosticsEnvironment = z.infer<typeof ZDiagnosticsEnvironment>;

export const ZNetworkTest = z.object({
  name: z.string(),
  success: z.boolean(),
  /** Milliseconds the check took. */
  time: z.number(),
  /** HTTP status, for checks that made an HTTP request and got an answer. */
  status: z.number().int().optional(),
  error: z.string().optional(),
  /** Not run (a sandbox provider has nothing to reach); counts as a success. */
  skipped: z.boolean().optional(),
  note: z.string().optional(),
});
export type TNetworkTest = z.infer<typeof ZNetworkTest>;

export const ZNetworkTestResponse = z.object({
  platform: z.string(),
  nodeVersion: z.string(),
  tests: z.array(ZNetworkTest),
});
export type TNetworkTestResponse = z.infer<typeof ZNetworkTestResponse>;
