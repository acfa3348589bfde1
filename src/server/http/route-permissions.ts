import type { TPermission } from '@common/members/roles';

/**
 * THE table: every admin route (method and path as registered, under /api) and the permission it
 * needs. The admin guard refuses to start when a protected route is missing here, so a new route
 * can't slip in unclassified. HEAD follows GET. `session:self` means any signed-in member.
 */
export type RoutePermission = TPermission | 'session:self';

export const ROUTE_PERMISSIONS: Record<string, RoutePermission> = {
  // Own session: every role
  'GET /api/admin/session': 'session:self',
  'DELETE /api/admin/session/sign-in-notice': 'session:self',

  // Reading: every role
  'GET /api/admin/stats': 'admin:read',
  'GET /api/admin/analytics': 'admin:read',
  'GET /api/admin/prompt-template': 'admin:read',
  'GET /api/admin/prompt-template/versions': 'admin:read',
  'GET /api/admin/prompt-template/versions/:id': 'admin:read',
  'GET /api/admin/call-capacity': 'admin:read',
  'GET /api/admin/phone-numbers': 'admin:read',
  'GET /api/admin/calls/:id': 'admin:read',
  'GET /api/admin/campaigns/:id/dispatch-preview': 'admin:read',
  'GET /api/admin/campaigns/:id/dispatch-run': 'admin:read',
  'GET /api/admin/campaigns/:id/test-calls': 'admin:read',
  'GET /api/admin/do-not-call': 'admin:read',
  'GET /api/admin/do-not-call/registry': 'admin:read',
  'GET /api/admin/voice-agent-trials': 'admin:read',
  'GET /api/admin/voice-agent-trials/:id/follow-ups': 'admin:read',
  'GET /api/admin/campaigns/imports/:importId': 'admin:read',
  'GET /api/admin/campaigns': 'admin:read',
  'GET /api/admin/campaigns/:id': 'admin:read',
  'GET /api/admin/campaigns/:id/settings': 'admin:read',
  'GET /api/admin/campaigns/:id/simulations': 'admin:read',
  'GET /api/admin/campaigns/:id/knowledge': 'admin:read',
  'GET /api/admin/simulation-runs/:runId': 'admin:read',
  'GET /api/admin/campaigns/:id/leads': 'admin:read',
  'GET /api/admin/leads/:id/delete-impact': 'admin:read',
  'GET /api/admin/campaigns/:id/lead-zones': 'admin:read',
  'GET /api/admin/campaigns/:id/unreadable-phones.csv': 'admin:read',
  'GET /api/admin/leads': 'admin:read',
  'GET /api/admin/scout-runs': 'admin:read',
  'GET /api/admin/scout-runs/:id': 'admin:read',
  'GET /api/admin/leads/:id/enrichment': 'admin:read',
  'GET /api/admin/campaigns/:id/enrichment-stats': 'admin:read',
  'GET /api/admin/campaigns/:id/enriched-leads': 'admin:read',
  'GET /api/admin/campaigns/:id/enriched-leads.csv': 'admin:read',
  'GET /api/admin/developer-queue': 'admin:read',
  'GET /api/admin/campaigns/:id/qualified-leads': 'admin:read',
  'GET /api/admin/campaigns/:id/scheduled-meetings': 'admin:read',
  'GET /api/admin/leads/:id/meeting-prep': 'admin:read',
  'GET /api/admin/enhanced-voice': 'admin:read',
  'GET /api/admin/campaigns/:id/outcome-settings': 'admin:read',
  'GET /api/admin/campaigns/:id/results': 'admin:read',
  'GET /api/admin/campaigns/:id/results.csv': 'admin:read',
  'GET /api/admin/campaigns/:id/results.xlsx': 'admin:read',
  'GET /api/admin/leads/:id/call-details': 'admin:read',
  // Webhook listings never carry signing secrets (they are shown once, at creation or rotation).
  'GET /api/admin/webhooks': 'admin:read',
  'GET /api/admin/webhooks/:id/deliveries': 'admin:read',
  'GET /api/admin/api-keys': 'admin:read',
  'GET /api/admin/hubspot/deliveries': 'admin:read',

  // Running campaigns: Operator and up
  'POST /api/admin/campaigns/:id/assign-voices': 'campaigns:run',
  'POST /api/admin/campaigns/:id/dispatch-calls': 'campaigns:run',
  'POST /api/admin/campaigns/:id/dispatch-run/pause': 'campaigns:run',
  'POST /api/admin/campaigns/:id/dispatch-run/resume': 'campaigns:run',
  'POST /api/admin/campaigns/:id/dispatch-run/stop': 'campaigns:run',
  'POST /api/admin/campaigns/:id/test-calls/clear': 'campaigns:run',
  'POST /api/admin/campaigns/:id/update-call-status': 'campaigns:run',
  // Adding a number to do-not-call only ever stops calls; removing one is a setting (below).
  'POST /api/admin/do-not-call': 'campaigns:run',
  'POST /api/admin/do-not-call/import': 'campaigns:run',
  'POST /api/admin/voice-agent-trials/:id/follow-ups': 'campaigns:run',
  'POST /api/admin/campaigns/create': 'campaigns:run',
  'POST /api/admin/campaigns/:id/leads': 'campaigns:run',
  'PATCH /api/admin/leads/:id': 'campaigns:run',
  'DELETE /api/admin/leads/:id': 'campaigns:run',
  'POST /api/admin/leads/bulk-delete': 'campaigns:run',
  'POST /api/admin/leads/bulk-do-not-call': 'campaigns:run',
  'POST /api/admin/campaigns/:id/leads/bulk-enrich': 'campaigns:run',
  'POST /api/admin/campaigns/:id/leads/bulk-assign-voice': 'campaigns:run',
  'POST /api/admin/campaigns/import': 'campaigns:run',
  'POST /api/admin/campaigns/ai-upload': 'campaigns:run',
  'POST /api/admin/firesearch': 'campaigns:run',
  'POST /api/admin/generate-prospecting-campaign': 'campaigns:run',
  'POST /api/admin/scout-runs/:id/campaign': 'campaigns:run',
  'POST /api/admin/campaigns/:id/enrich': 'campaigns:run',
  'POST /api/admin/leads/:id/enrich': 'campaigns:run',
  'POST /api/enrich-lead': 'campaigns:run',
  'POST /api/admin/leads/:id/create-booking': 'campaigns:run',
  // Making a meeting prep may cost an LLM call; reading a stored one is admin:read.
  'POST /api/admin/leads/:id/meeting-prep': 'campaigns:run',
  'POST /api/admin/campaigns/:id/process-successful-calls': 'campaigns:run',
  'POST /api/admin/dispatch-enriched-call': 'campaigns:run',
  'POST /api/admin/calls/:id/disposition': 'campaigns:run',
  'POST /api/test-bland-call': 'campaigns:run',
  // A Sandbox caller rings one of our numbers: a test that touches no phone.
  'POST /api/admin/phone-numbers/:id/sandbox-calls': 'campaigns:run',
  // The admin types as a caller to one of our numbers: the same kind of test, answered for real.
  'POST /api/admin/phone-numbers/:id/browser-calls': 'campaigns:run',
  'POST /api/admin/phone-numbers/:id/browser-calls/:callId/turns': 'campaigns:run',
  'POST /api/admin/phone-numbers/:id/browser-calls/:callId/end': 'campaigns:run',
  'POST /api/admin/test-firecrawl': 'campaigns:run',

  // Prompts, templates, experiments, simulations, agent chats: Prompter and up
  'POST /api/generate-agent-prompt': 'prompts:edit',
  'PUT /api/admin/prompt-template': 'prompts:edit',
  'POST /api/admin/prompt-template/reset': 'prompts:edit',
  'POST /api/admin/prompt-template/versions/:id/restore': 'prompts:edit',
  'POST /api/admin/test-enriched-prompt': 'prompts:edit',
  'POST /api/admin/campaigns/:id/experiment/stop': 'prompts:edit',
  'POST /api/admin/agent-chats': 'prompts:edit',
  'POST /api/admin/agent-chats/:chatId/messages': 'prompts:edit',
  'POST /api/admin/agent-chats/:chatId/messages/stream': 'prompts:edit',
  'POST /api/admin/agent-chats/:chatId/replay': 'prompts:edit',
  'POST /api/admin/agent-chats/:chatId/voice-session': 'prompts:edit',
  'POST /api/admin/agent-chats/:chatId/voice-session/call': 'prompts:edit',
  'POST /api/admin/agent-chats/:chatId/voice-tools': 'prompts:edit',
  'POST /api/admin/agent-chats/:chatId/voice-turns': 'prompts:edit',
  // Simulations test a prompt before it reaches a phone: the prompter's work.
  'POST /api/admin/campaigns/:id/simulations': 'prompts:edit',
  'POST /api/admin/campaigns/:id/simulation-scenarios': 'prompts:edit',
  'POST /api/admin/campaigns/:id/simulation-scenarios/from-lead': 'prompts:edit',
  'POST /api/admin/agent-chats/:chatId/scenario': 'prompts:edit',
  // What the agent knows is what it says: the prompter's work, like the prompt.
  'POST /api/admin/campaigns/:id/knowledge/entries': 'prompts:edit',
  'PUT /api/admin/campaigns/:id/knowledge/website': 'prompts:edit',
  'PATCH /api/admin/campaigns/:id/knowledge/facts': 'prompts:edit',
  'PUT /api/admin/campaigns/:id/knowledge/entries/:entryId': 'prompts:edit',
  'DELETE /api/admin/campaigns/:id/knowledge/entries/:entryId': 'prompts:edit',
  'POST /api/admin/campaigns/:id/knowledge/gaps/:gapId/answer': 'prompts:edit',
  'DELETE /api/admin/campaigns/:id/knowledge/gaps/:gapId': 'prompts:edit',

  // Settings, consent, do-not-call removals, webhooks: Admin and up
  'PATCH /api/admin/campaigns/:id': 'settings:edit',
  // Deleting a campaign removes its leads: as much as changing its settings.
  'DELETE /api/admin/campaigns/:id': 'settings:edit',
  'PUT /api/admin/campaigns/:id/outcome-settings': 'settings:edit',
  'POST /api/admin/campaigns/:id/consent-attestation': 'settings:edit',
  'POST /api/admin/do-not-call/remove': 'settings:edit',
  'POST /api/admin/do-not-call/registry': 'settings:edit',
  // Numbers cost money and decide who answers the business's phone: settings.
  'POST /api/admin/phone-numbers': 'settings:edit',
  'PATCH /api/admin/phone-numbers/:id': 'settings:edit',
  'DELETE /api/admin/phone-numbers/:id': 'settings:edit',
  'POST /api/admin/webhooks': 'settings:edit',
  'PATCH /api/admin/webhooks/:id': 'settings:edit',
  'POST /api/admin/webhooks/:id/rotate-secret': 'settings:edit',
  'DELETE /api/admin/webhooks/:id': 'settings:edit',
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver': 'settings:edit',

  // API keys: Owner and Admin
  'POST /api/admin/api-keys': 'keys:manage',
  'DELETE /api/admin/api-keys/:id': 'keys:manage',

  // The environment report and the outbox (sign-in and invitation links): Owner and Admin
  'GET /api/debug/environment': 'system:inspect',
  'GET /api/debug/network-test': 'system:inspect',
  'GET /api/admin/outbox': 'system:inspect',

  // Audit log: Owner and Admin
  'GET /api/admin/audit-log': 'audit:read',

  // Members: Owner
  'GET /api/admin/members': 'members:manage',
  'POST /api/admin/members/invitations': 'members:manage',
  'POST /api/admin/members/invitations/:id/resend': 'members:manage',
  'DELETE /api/admin/members/invitations/:id': 'members:manage',
  'PATCH /api/admin/members/:userId': 'members:manage',
  'DELETE /api/admin/members/:userId': 'members:manage',
};

/** The entry for a route as registered; HEAD is GET's. Undefined when the table lacks it. */
export function routePermission(
  table: Record<string, RoutePermission>,
  method: string,
  url: string,
): RoutePermission | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return table[`${m} ${url}`];
}
