import { useQuery } from '@tanstack/react-query';
import {
  ZSimulationRunResponse,
  ZSimulationSuiteResponse,
  ZCustomScenarioResponse,
  ZStartSimulationsResponse,
  type TCustomScenarioRequest,
  type TStartSimulationsResponse,
} from '@common/simulations/schemas';
import { apiRequest, NO_CACHE } from '@client/lib/api';

export const suiteKey = (campaignId: string) => [`/api/admin/campaigns/${campaignId}/simulations`];

export const useSimulationSuite = (campaignId: string) =>
  useQuery({
    queryKey: suiteKey(campaignId),
    queryFn: async () =>
      ZSimulationSuiteResponse.parse(await apiRequest('GET', suiteKey(campaignId)[0], undefined, NO_CACHE)),
  });

/** The run, polled while it runs so progress and verdicts appear as they land. */
export const useSimulationRun = (runId: string | null) =>
  useQuery({
    queryKey: [`/api/admin/simulation-runs/${runId}`],
    enabled: Boolean(runId),
    queryFn: async () =>
      ZSimulationRunResponse.parse(await apiRequest('GET', `/api/admin/simulation-runs/${runId}`, undefined, NO_CACHE)),
    refetchInterval: (q) => (q.state.data?.status === 'running' || !q.state.data ? 500 : false),
  });

export async function startSimulations(campaignId: string): Promise<TStartSimulationsResponse> {
  return ZStartSimulationsResponse.parse(await apiRequest('POST', suiteKey(campaignId)[0], {}));
}

export async function addCustomScenario(campaignId: string, s: TCustomScenarioRequest): Promise<void> {
  await apiRequest('POST', `/api/admin/campaigns/${campaignId}/simulation-scenarios`, s);
}

export async function addLeadScenario(campaignId: string, leadId: string): Promise<{ id: string; name: string }> {
  return ZCustomScenarioResponse.parse(
    await apiRequest('POST', `/api/admin/campaigns/${campaignId}/simulation-scenarios/from-lead`, { leadId }),
  );
}
