import type { JobDefinition } from './define-job';
import { pollCallStatusJob } from '../features/calls/poll-call-status.job';
import { enrichLeadsJob } from '../features/enrichment/enrich-leads.job';
import { dispatchCallsJob } from '../features/dispatch/dispatch-calls.job';
import { deliverWebhookJob } from '../features/webhooks/deliver-webhook.job';
import { purgeUnlaunchedConfigsJob } from '../features/agents/purge-unlaunched-configs.job';
import { runSimulationsJob } from '../features/simulations/run-simulations.job';
import { callFinishedJob } from './call-finished.job';
import { syncToHubspotJob } from '../features/hubspot/sync-to-hubspot.job';
import { endVoiceCallJob } from '../features/conversations/end-voice-call.job';
import { endBrowserCallJob } from '../features/phone-numbers/end-browser-call.job';

// Every job the app knows. Features export their definitions; add them here so both the web
// process and `npm run worker` create the queues and work them.
export const jobDefinitions: JobDefinition<any, any>[] = [
  pollCallStatusJob,
  enrichLeadsJob,
  dispatchCallsJob,
  deliverWebhookJob,
  callFinishedJob,
  purgeUnlaunchedConfigsJob,
  runSimulationsJob,
  syncToHubspotJob,
  endVoiceCallJob,
  endBrowserCallJob,
];
