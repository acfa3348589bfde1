import { z } from 'zod';
import { ZProviderReport } from './providers';

/** What the browser needs to know about this installation (GET /api/config). */
export const ZPublicConfig = z.object({
  contactEmail: z.string(),
  parentCompanyUrl: z.string(),
  enterpriseUrl: z.string(),
  createdByUrl: z.string(),
  /** Whether GET /api/dev-credentials exists (the admin login page asks only then). */
  devCredentials: z.boolean(),
  providers: ZProviderReport,
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
