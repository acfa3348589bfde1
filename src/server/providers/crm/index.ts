import type { ProviderDeps } from '../deps';
import { createHubspotCrm } from './hubspot';
import type { CrmProvider } from './types';

/** HubSpot when HUBSPOT_ACCESS_TOKEN is set (same decision as mode-report.ts), else the Sandbox. */
export function createCrmProvider({ env }: ProviderDeps): CrmProvider {
  if (env.HUBSPOT_ACCESS_TOKEN)
    return createHubspotCrm({ accessToken: env.HUBSPOT_ACCESS_TOKEN, baseUrl: env.HUBSPOT_BASE_URL });
  return { mode: 'sandbox', adapter: 'sandbox' };
}
